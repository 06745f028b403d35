import type { NotificationProvider } from '@refinedev/core';
import { useMemo } from 'react';
import { useNotificationApi } from '../lib/toast';
import { endedSessionUser } from './session';

/** Refine's notifications on the root toast holder (see lib/toast). */
export function useNotificationProvider(): NotificationProvider {
  const api = useNotificationApi();
  return useMemo(
    () => ({
      open: ({ key, message, description, type }) => {
        // While the server-ended session's dialog asks the person to sign in again, each call it
        // refused would add a toast repeating what the dialog already says.
        if (type === 'error' && endedSessionUser()) return;
        const show = type === 'error' ? api.error : type === 'success' ? api.success : api.info;
        // docs/product.md §8: dashboard errors are titled 'Error'. Refine titles a failed load
        // "Error (status code: 503)"; the status code tells the reader nothing.
        show({ key, message: type === 'error' && /^Error \(status code: \d+\)$/.test(message) ? 'Error' : message, description });
      },
      close: (key) => api.destroy(key),
    }),
    [api],
  );
}
