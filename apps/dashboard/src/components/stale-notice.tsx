import { Alert, Button } from 'antd';

/**
 * A save refused because someone saved the same thing elsewhere first (409): the server's words
 * and a Reload button that brings in what is saved now. Nothing shows without a message.
 */
export function StaleNotice({ message, onReload, reloading }: { message: string | null; onReload: () => void; reloading: boolean }) {
  if (!message) return null;
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 16 }}
      message={message}
      action={
        <Button size="small" onClick={onReload} loading={reloading}>
          Reload
        </Button>
      }
    />
  );
}
