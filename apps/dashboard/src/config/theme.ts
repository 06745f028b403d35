import type { ThemeConfig } from 'antd';

export const theme: ThemeConfig = {
  token: { colorPrimary: '#1d4ed8', borderRadius: 8, fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif' },
};
