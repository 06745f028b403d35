import { useState, type ReactNode } from 'react';
import { Segmented, Space, Typography } from 'antd';
import { DesktopOutlined, MobileOutlined, TabletOutlined } from '@ant-design/icons';
import { PREVIEW_DEVICES, widthOf, type PreviewDevice } from './devices';
import { PreviewFrame, type PreviewPick } from './preview-frame';

const DEVICE_ICONS: Record<PreviewDevice, ReactNode> = { phone: <MobileOutlined />, tablet: <TabletOutlined />, desktop: <DesktopOutlined /> };

interface PreviewPaneProps {
  html: string;
  /** Names the frame for screen readers: "Preview of your home page". */
  title: string;
  onPick?: (pick: PreviewPick) => void;
  current?: string | null;
  /** Controls above the frame besides the device switch (e.g. which page). */
  extra?: ReactNode;
  /** Phone width first on a phone, where the pane is the whole screen. */
  initialDevice?: PreviewDevice;
}

/** The preview with its device switch: the page at a phone's, a tablet's or a desktop's width. */
export function PreviewPane({ html, title, onPick, current, extra, initialDevice = 'desktop' }: PreviewPaneProps) {
  const [device, setDevice] = useState<PreviewDevice>(initialDevice);
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12, height: '100%' }}>
      <Space wrap style={{ justifyContent: 'space-between' }}>
        {extra}
        <Segmented<PreviewDevice>
          aria-label="Preview width"
          value={device}
          onChange={setDevice}
          options={PREVIEW_DEVICES.map((d) => ({ value: d.id, icon: DEVICE_ICONS[d.id], label: d.label, title: `${d.label}, ${d.width} px wide` }))}
        />
      </Space>
      <div style={{ flex: 1, minHeight: 320, background: '#eef0f3', borderRadius: 8, padding: 8 }}>
        <PreviewFrame html={html} width={widthOf(device)} title={title} onPick={onPick} current={current} />
      </div>
      {/* Only beside an editor: a reviewer's preview shows what was sent, and nothing in it is editable. */}
      {onPick && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          What you type shows here at once. Click a part of the page to edit it.
        </Typography.Text>
      )}
    </div>
  );
}
