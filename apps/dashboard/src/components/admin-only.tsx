import type { ReactNode } from 'react';
import { CanAccess } from '@refinedev/core';
import { Result } from 'antd';
import { ACCESS_DENIED_MESSAGE } from '../providers/access-control-provider';
import { useToast } from '../lib/toast';

export function AccessDenied() {
  return <Result status="403" title="Access Denied" subTitle={ACCESS_DENIED_MESSAGE} />;
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
