import { useEffect } from 'react';
import { notification } from 'antd';
import type { NotificationInstance } from 'antd/es/notification/interface';

/** antd's notification holder, loaded with the first toast (see lib/toast). */
export function ToastHolder({ onReady }: { onReady: (api: NotificationInstance) => void }) {
  const [api, holder] = notification.useNotification({ placement: 'topRight', maxCount: 4 });
  useEffect(() => onReady(api), [api, onReady]);
  return holder;
}
