import type { ThemeConfig } from 'antd';
import { brand } from './brand';

// Secondary text and links darker than antd's defaults so they pass WCAG AA contrast (4.5:1) on
// white and on the light grey page background; placeholders too (antd's 0.25 alpha is 1.8:1). The
// brand's teal is the primary colour.
export const theme: ThemeConfig = {
  token: {
    colorPrimary: brand.primary,
    colorLink: brand.primary,
    colorInfo: brand.primary,
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.6)',
    // antd's #ff4d4f is 3.3:1 on white; red-700 is 6.5:1 (failure reasons are read, not glanced at).
    colorError: '#b91c1c',
    colorTextDescription: 'rgba(0, 0, 0, 0.62)',
    colorTextSecondary: 'rgba(0, 0, 0, 0.65)',
    borderRadius: 8,
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  },
  components: {
    // The selected menu item: teal on its light teal background is under 4.5:1; a darker teal is 7:1.
    Menu: { itemSelectedColor: '#115e59', itemSelectedBg: '#e6f2f1' },
    // Selected and hovered rows: antd derives them from the primary colour, too dark for the teal
    // links in them; these keep the links at 4.8:1 or more.
    Table: { rowSelectedBg: '#f0f7f6', rowSelectedHoverBg: '#e6f2f1', rowHoverBg: '#fafafa' },
  },
};
