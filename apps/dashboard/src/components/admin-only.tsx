import type { ReactNode } from 'react';
import { CanAccess } from '@refinedev/core';
import { StopOutlined } from '@ant-design/icons';
import { ACCESS_DENIED_MESSAGE } from '../providers/access-control-provider';
import { useToast } from '../lib/toast';
import { Notice } from './notice';

export function AccessDenied() {
  return (
    <Notice icon={<StopOutlined />} title="Access Denied">
      {ACCESS_DENIED_MESSAGE}
    </Notice>
  );
}

/**
 * Renders an admin screen only for admins. For anyone else the screen (and its lazy chunk) is
 * never mounted, so it requests no data; the API refuses those calls as well.
 */
export function AdminOnly({ resource, children }: { resource: string; children: ReactNode }) {
  const toast = useToast();
  return (
    <CanAccess
      resource={resource}
      action="list"
      fallback={<AccessDenied />}
      onUnauthorized={() => toast.error(ACCESS_DENIED_MESSAGE, 'Access Denied', 'access-denied')}
    >
      {children}
    </CanAccess>
  );
}
