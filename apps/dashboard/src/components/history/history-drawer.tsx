import { useId, useState } from 'react';
import { Alert, Drawer, Empty, Skeleton, Typography } from 'antd';
import type { HttpError } from '@refinedev/core';
import { useApiGet } from '../../lib/use-api';
import { useToast } from '../../lib/toast';
import { formatDayInZone } from '../../lib/business-time';
import { StaleNotice } from '../stale-notice';
import { DiffView } from './diff-view';
import { RevisionEntry } from './revision-entry';
import { ReviewStepEntry } from './review-step-entry';
import { approvedRevisions, revisionText, type HistoryLine, type Revision } from './revision';

export interface HistoryItem {
  /** What the list compares each version with (the saved text, not what is typed and unsaved). */
  current: { title?: string; text: string };
  /** Its label in words ("HERO TITLE", a post's title). */
  label: string;
}

/**
 * "History" of one section or post in a side panel: each change with its author and time, the text
 * it left, a word difference against the current text and "Restore this version", and among them
 * the steps of its reviews (sent for review, sent back with the comment, approved). A restore the
 * server refuses as stale (409) shows the server's words with Reload; `onReload` brings in the item
 * as saved now.
 */
export function HistoryDrawer({
  open,
  onClose,
  item,
  revisionsPath,
  zone,
  restore,
  onReload,
  restoreBlocked,
  confirmRestore,
}: {
  open: boolean;
  onClose: () => void;
  item: HistoryItem | null;
  /** GET path under /api answering the item's history (changes and review steps), newest first. */
  revisionsPath: string | null;
  zone: string;
  /** Sends the restore; throws the server's HttpError when refused. */
  restore: (revision: Revision) => Promise<void>;
  onReload: () => Promise<void>;
  /** Why no version can be restored now (a locked section); the list still shows. */
  restoreBlocked?: string;
  /** A question to ask before restoring (unsaved typing would be replaced), or null to restore at once. */
  confirmRestore?: () => string | null;
}) {
  const revisions = useApiGet<HistoryLine[]>(revisionsPath ?? '/', { enabled: open && revisionsPath !== null, silent: true });
  const toast = useToast();
  const [stale, setStale] = useState<string | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const [restoring, setRestoring] = useState<string | null>(null);
  const [reloading, setReloading] = useState(false);
  const titleId = useId();

  const doRestore = async (revision: Revision) => {
    const question = confirmRestore?.() ?? null;
    if (question !== null && !window.confirm(question)) return;
    setRestoring(revision.id);
    setStale(null);
    setRefused(null);
    try {
      await restore(revision);
      // A client's restore is a draft (docs/product.md): it says so, and what makes it live.
      toast.success(
        'Restored',
        `${item?.label ?? revision.item_label}: the version of ${formatDayInZone(revision.changed_at, zone)} is back as a draft. Publish it to show it to visitors.`,
      );
      await revisions.refetch();
    } catch (e) {
      const error = e as HttpError;
      if (error.statusCode === 409 && /STALE/.test(error.code ?? '')) setStale(error.message);
      else setRefused(error.message ?? 'The version could not be restored.');
      toast.error(error.message ?? 'The version could not be restored.', 'Restore failed');
    } finally {
      setRestoring(null);
    }
  };

  const reload = async () => {
    setReloading(true);
    try {
      await onReload();
      await revisions.refetch();
      setStale(null);
    } finally {
      setReloading(false);
    }
  };

  const close = () => {
    setStale(null);
    setRefused(null);
    onClose();
  };

  const list = revisions.data ?? [];
  const approvals = approvedRevisions(list);
  return (
    <Drawer
      open={open}
      onClose={close}
      width="min(640px, 100vw)"
      title={<span id={titleId}>{item ? `History: ${item.label}` : 'History'}</span>}
      aria-labelledby={titleId}
      destroyOnHidden
      styles={{ body: { paddingTop: 8 } }}
    >
      <StaleNotice message={stale} onReload={() => void reload()} reloading={reloading} />
      {refused ? <Alert type="error" showIcon style={{ marginBottom: 16 }} message={refused} /> : null}
      {restoreBlocked ? <Alert type="info" showIcon style={{ marginBottom: 16 }} message={restoreBlocked} /> : null}
      {revisions.isLoading ? (
        <Skeleton active />
      ) : revisions.error && !revisions.data ? (
        <Alert type="error" showIcon message="The history could not be loaded." description={revisions.error.message} />
      ) : list.length === 0 ? (
        <Empty description="No changes recorded yet." />
      ) : (
        <ol aria-label={`Changes to ${item?.label ?? 'this item'}, newest first`} style={{ padding: 0, margin: 0 }}>
          {list.map((revision) => {
            if (revision.kind === 'review') return <ReviewStepEntry key={revision.id} step={revision} zone={zone} />;
            const version = revisionText(revision);
            const current = item?.current;
            const differs = Boolean(version && current && (version.text !== current.text || (version.title !== undefined && version.title !== current.title)));
            return (
              <RevisionEntry
                key={revision.id}
                revision={revision}
                zone={zone}
                onRestore={!restoreBlocked && revision.action !== 'delete' && differs ? () => void doRestore(revision) : undefined}
                restoring={restoring === revision.id}
                publishedOnApproval={approvals.has(revision.id)}
              >
                {version ? (
                  <>
                    {version.title !== undefined ? (
                      <Typography.Text strong style={{ display: 'block' }}>
                        {version.title}
                      </Typography.Text>
                    ) : null}
                    <Typography.Paragraph
                      style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', marginBottom: 4 }}
                      ellipsis={{ rows: 4, expandable: true, symbol: 'Show all' }}
                    >
                      {version.text || '(empty)'}
                    </Typography.Paragraph>
                    {current ? (
                      version.title !== undefined && version.title !== current.title ? (
                        <>
                          <DiffView before={current.title ?? ''} after={version.title} beforeName="current title" afterName="this version" />
                          <DiffView before={current.text} after={version.text} beforeName="current text" afterName="this version" />
                        </>
                      ) : (
                        <DiffView before={current.text} after={version.text} beforeName="current text" afterName="this version" />
                      )
                    ) : null}
                  </>
                ) : null}
              </RevisionEntry>
            );
          })}
        </ol>
      )}
    </Drawer>
  );
}
