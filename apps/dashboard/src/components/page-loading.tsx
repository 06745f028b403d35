import { Spin } from 'antd';

export function PageLoading({ fullScreen = false }: { fullScreen?: boolean }) {
  return (
    <div role="status" aria-label="Loading" style={{ display: 'grid', placeItems: 'center', minHeight: fullScreen ? '100vh' : 240 }}>
      <Spin size="large" />
    </div>
  );
}
