import { Alert, Button, Grid } from 'antd';
import { EyeOutlined } from '@ant-design/icons';
import { stopActingAs } from './acting-as';
import { useActingAs } from './use-acting-as';

/** Always on screen while an admin is on a client's side, saying whose and how, with the way out. */
export function ActingAsBanner() {
  const state = useActingAs();
  // On a phone the layout's own header is the sticky one; the banner sits under it.
  const wide = Grid.useBreakpoint().lg;
  if (!state) return null;
  const exit = () => {
    stopActingAs();
    // A fresh load: nothing read as the client stays in the page's caches.
    window.location.assign(`/dashboard/admin/clients/${state.clientId}`);
  };
  return (
    <Alert
      role="status"
      type="warning"
      showIcon
      icon={<EyeOutlined />}
      banner
      style={wide ? { position: 'sticky', top: 0, zIndex: 20 } : undefined}
      message={
        state.mode === 'view' ? (
          <span>
            Viewing as <strong>{state.label}</strong>: read-only, nothing can be changed.
          </span>
        ) : (
          <span>
            Managing the blog of <strong>{state.label}</strong>: your changes are recorded in the audit log.
          </span>
        )
      }
      action={
        <Button size="small" onClick={exit}>
          Exit
        </Button>
      }
    />
  );
}
