import type { ReactNode } from 'react';
import { Button, Typography } from 'antd';
import { RollbackOutlined } from '@ant-design/icons';
import { StatusTag, type Tone } from '../status-tag';
import { VisuallyHidden } from '../visually-hidden';
import { formatInZone } from '../../lib/business-time';
import { actionWord, authorName, type Revision } from './revision';

const tones: Record<Revision['action'], Tone> = {
  create: 'info',
  update: 'neutral',
  lock: 'warning',
  unlock: 'warning',
  delete: 'error',
  restore: 'success',
};

/**
 * One change: "Changed by Jane Doe · Nov 23, 2026 at 2:15 PM" (in the business's zone), what it
 * did, its text and difference (children), and "Restore this version" when `onRestore` is given.
 */
export function RevisionEntry({
  revision,
  zone,
  heading,
  children,
  onRestore,
  restoring,
  restoreLabel = 'Restore this version',
  publishedOnApproval = false,
}: {
  revision: Revision;
  zone: string;
  /** Shown above the author line (the item's name, in a timeline of several items). */
  heading?: ReactNode;
  children?: ReactNode;
  onRestore?: () => void;
  restoring?: boolean;
  restoreLabel?: string;
  /** This change is what an approved review published (the approval is listed beside it). */
  publishedOnApproval?: boolean;
}) {
  const when = formatInZone(revision.changed_at, zone);
  return (
    <li data-testid="revision" style={{ listStyle: 'none', padding: '12px 0', borderBottom: '1px solid #f0f0f0' }}>
      {heading}
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8 }}>
        <StatusTag tone={tones[revision.action] ?? 'neutral'}>{actionWord(revision.action)}</StatusTag>
        {publishedOnApproval ? <StatusTag tone="success">Published on approval</StatusTag> : null}
        <Typography.Text strong>
          Changed by {authorName(revision)} · <time dateTime={revision.changed_at}>{when}</time>
        </Typography.Text>
      </div>
      <div style={{ marginTop: 8 }}>{children}</div>
      {onRestore ? (
        <Button size="small" icon={<RollbackOutlined />} style={{ marginTop: 8 }} loading={restoring} onClick={onRestore}>
          {restoreLabel}
          <VisuallyHidden>{` (${when})`}</VisuallyHidden>
        </Button>
      ) : null}
    </li>
  );
}
