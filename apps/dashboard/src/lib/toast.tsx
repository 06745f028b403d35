import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { notification } from 'antd';
import type { NotificationInstance } from 'antd/es/notification/interface';

/**
 * One notification holder at the root (above the router), so a toast survives the page change
 * it announces (sign-in → /dashboard, sign-out → /auth). Used instead of antd's <App>, which would
 * also pull Modal and message into the sign-in page.
 */
const ToastContext = createContext<NotificationInstance | null>(null);

export function ToastProvider({ children }: { children: ReactNode }) {
  const [api, holder] = notification.useNotification({ placement: 'topRight', maxCount: 4 });
  // Alt+T moves keyboard focus to the newest toast (docs/product.md §9).
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!event.altKey || event.key.toLowerCase() !== 't') return;
      const notice = document.querySelector<HTMLElement>('.ant-notification-notice');
      if (!notice) return;
      event.preventDefault();
      notice.tabIndex = -1;
      notice.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  return (
    <ToastContext.Provider value={api}>
      {holder}
      {children}
    </ToastContext.Provider>
  );
}

export function useNotificationApi(): NotificationInstance {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useNotificationApi outside ToastProvider');
  return api;
}

/** Dashboard toasts: successes with a title and optional text, failures titled 'Error'. */
export function useToast() {
  const api = useNotificationApi();
  return useMemo(
    () => ({
      success: (title: string, description?: string) => api.success({ message: title, description }),
      /** After signing in: at the bottom, so it covers neither the menu button nor the page's first action. */
      signedIn: (title: string, description?: string) => api.success({ message: title, description, placement: 'bottomRight' }),
      /** `key` replaces an earlier toast with the same key instead of stacking a duplicate. */
      error: (description: string, title = 'Error', key?: string) => api.error({ message: title, description, key }),
    }),
    [api],
  );
}
