import { useState } from 'react';
import { Button } from 'antd';
import { HistoryOutlined } from '@ant-design/icons';
import type { Section } from '../../interfaces';
import { useApiMutation } from '../../lib/use-api';
import { useBusinessTimeZone } from '../../lib/use-business-time-zone';
import { HistoryDrawer } from '../../components/history/history-drawer';
import type { Revision } from '../../components/history/revision';

/** The id of the element that shows a section's label on Edit Content (describes its History button). */
export const sectionLabelId = (sectionId: string): string => `section-label-${sectionId}`;

/**
 * A section's "History" button and panel on Edit Content. A restore sends the version the page
 * holds (a section saved elsewhere since is refused with 409); the restored section comes back
 * through `onRestored`, so the editor shows its text and version.
 */
export function SectionHistory({
  section,
  label,
  onRestored,
  onReload,
  hasUnsavedTyping,
}: {
  section: Section;
  /** The section's label as the editor shows it. */
  label: string;
  onRestored: (section: Section) => void;
  /** Brings this section in as saved now (after a stale restore). */
  onReload: () => Promise<void>;
  /** Whether the field holds typed text that is not saved (a restore would replace it). */
  hasUnsavedTyping: () => boolean;
}) {
  const [open, setOpen] = useState(false);
  const zone = useBusinessTimeZone();
  const send = useApiMutation<{ section: Section }>();

  const restore = async (revision: Revision) => {
    const answer = await send.send('post', `/my/website/sections/${section.id}/revisions/${revision.id}/restore`, { version: section.version });
    onRestored(answer.section);
  };

  return (
    <>
      {/* Right under its field, aligned to the right, so it reads as the field's and not the next label's. */}
      <div style={{ display: 'flex', justifyContent: 'flex-end', marginTop: -22, marginBottom: 14 }}>
        <Button
          type="link"
          size="small"
          icon={<HistoryOutlined />}
          style={{ padding: 0 }}
          onClick={() => setOpen(true)}
          aria-haspopup="dialog"
          aria-describedby={sectionLabelId(section.id)}
          data-testid={`history-${section.section_key}`}
        >
          History
        </Button>
      </div>
      <HistoryDrawer
        open={open}
        onClose={() => setOpen(false)}
        item={{ label, current: { text: section.content_value ?? '' } }}
        revisionsPath={`/my/website/sections/${section.id}/revisions`}
        zone={zone}
        restore={restore}
        onReload={onReload}
        restoreBlocked={section.is_locked ? 'This section is locked by your administrator, so no version can be restored.' : undefined}
        confirmRestore={() => (hasUnsavedTyping() ? `Restoring replaces what you typed in ${label} and have not saved. Restore this version anyway?` : null)}
      />
    </>
  );
}
