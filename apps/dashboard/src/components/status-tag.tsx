import type { ReactNode } from 'react';
import { Tag } from 'antd';

export type Tone = 'success' | 'error' | 'warning' | 'info' | 'neutral';

// antd's preset tag colours miss WCAG AA contrast for small text; same hues, darker text.
const tones: Record<Exclude<Tone, 'neutral'>, { background: string; borderColor: string; color: string }> = {
  success: { background: '#f6ffed', borderColor: '#b7eb8f', color: '#135200' },
  error: { background: '#fff1f0', borderColor: '#ffa39e', color: '#a8071a' },
  warning: { background: '#fffbe6', borderColor: '#ffe58f', color: '#613400' },
  info: { background: '#e6f4ff', borderColor: '#91caff', color: '#003eb3' },
};

export function StatusTag({ tone, children }: { tone: Tone; children: ReactNode }) {
  return <Tag style={tone === 'neutral' ? undefined : tones[tone]}>{children}</Tag>;
}
