import type { ThemeConfig } from 'antd';

// Secondary text and links darker than antd's defaults so they pass WCAG AA contrast (4.5:1) on
// white and on the light grey page background.
export const theme: ThemeConfig = {
  token: {
    colorPrimary: '#1d4ed8',
    colorLink: '#1d4ed8',
    colorInfo: '#1d4ed8',
    colorTextDescription: 'rgba(0, 0, 0, 0.62)',
    colorTextSecondary: 'rgba(0, 0, 0, 0.65)',
    borderRadius: 8,
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  },
};
