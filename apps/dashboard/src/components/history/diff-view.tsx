import { useMemo } from 'react';
import { Typography } from 'antd';
import { unchanged, wordDiff } from '../../lib/word-diff';
import { VisuallyHidden } from '../visually-hidden';

// Not by colour alone: removed words are struck through, added ones underlined and bold, and each
// run is announced ("removed:", "added:") by screen readers that skip <del>/<ins>.
const removedStyle: React.CSSProperties = { textDecoration: 'line-through', background: '#fff1f0', color: '#a8071a' };
const addedStyle: React.CSSProperties = { textDecoration: 'underline', fontWeight: 600, background: '#f6ffed', color: '#135200' };

/**
 * Word-level difference from `before` to `after`, with a one-line legend that names both texts
 * (e.g. "current text" → "this version").
 */
export function DiffView({ before, after, beforeName, afterName }: { before: string; after: string; beforeName: string; afterName: string }) {
  const parts = useMemo(() => wordDiff(before, after), [before, after]);
  if (unchanged(parts)) return <Typography.Text type="secondary">Same as the {beforeName}.</Typography.Text>;
  return (
    <div>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        Compared with the {beforeName}: <del style={removedStyle}>struck through</del> = only in the {beforeName}, <ins style={addedStyle}>underlined</ins> =
        only in {afterName}.
      </Typography.Text>
      <p data-testid="revision-diff" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', margin: '4px 0 0' }}>
        {parts.map((part, index) =>
          part.kind === 'same' ? (
            <span key={index}>{part.text}</span>
          ) : part.kind === 'removed' ? (
            <del key={index} style={{ ...removedStyle, marginInlineEnd: parts[index + 1]?.kind === 'added' ? '0.35em' : undefined }}>
              <VisuallyHidden>[removed: </VisuallyHidden>
              {part.text}
              <VisuallyHidden>]</VisuallyHidden>
            </del>
          ) : (
            <ins key={index} style={addedStyle}>
              <VisuallyHidden>[added: </VisuallyHidden>
              {part.text}
              <VisuallyHidden>]</VisuallyHidden>
            </ins>
          ),
        )}
      </p>
    </div>
  );
}
