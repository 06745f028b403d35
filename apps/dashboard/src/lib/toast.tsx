import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { NotificationInstance } from 'antd/es/notification/interface';
import type { ToastHolder as Holder } from './toast-holder';

/**
 * One notification holder at the root (above the router), so a toast survives the page change
 * it announces (sign-in → /dashboard, sign-out → /auth). Used instead of antd's <App>, which would
 * also pull Modal and message into the sign-in page. antd's notifications load with the first
 * toast, not with the sign-in page; the toasts asked for meanwhile are shown once they have.
 */
const ToastContext = createContext<NotificationInstance | null>(null);

type Shown = (api: NotificationInstance) => void;

export function ToastProvider({ children }: { children: ReactNode }) {
  const [ToastHolder, setToastHolder] = useState<typeof Holder | null>(null);
  const loaded = useRef<NotificationInstance | null>(null);
  const waiting = useRef<Shown[]>([]);
  const api = useMemo<NotificationInstance>(() => {
    const show = (call: Shown) => {
      if (loaded.current) return call(loaded.current);
      waiting.current.push(call);
      import('./toast-holder').then(
        (module) => setToastHolder(() => module.ToastHolder),
        () => undefined,
      );
    };
    return {
      success: (config) => show((real) => real.success(config)),
      error: (config) => show((real) => real.error(config)),
      info: (config) => show((real) => real.info(config)),
      warning: (config) => show((real) => real.warning(config)),
      open: (config) => show((real) => real.open(config)),
      destroy: (key) => loaded.current?.destroy(key),
    };
  }, []);
  const onReady = useCallback((real: NotificationInstance) => {
    loaded.current = real;
    for (const call of waiting.current.splice(0)) call(real);
  }, []);
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
      {ToastHolder ? <ToastHolder onReady={onReady} /> : null}
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
