import type { NotificationProvider } from '@refinedev/core';
import { useMemo } from 'react';
import { useNotificationApi } from '../lib/toast';

/** Refine's notifications on the root toast holder (see lib/toast). */
export function useNotificationProvider(): NotificationProvider {
  const api = useNotificationApi();
  return useMemo(
    () => ({
      open: ({ key, message, description, type }) => {
        const show = type === 'error' ? api.error : type === 'success' ? api.success : api.info;
        show({ key, message, description });
      },
      close: (key) => api.destroy(key),
    }),
    [api],
  );
}
