import { useMemo } from 'react';
import { Typography } from 'antd';
import { unchanged, wordDiff } from '../../lib/word-diff';

const hidden: React.CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
};

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
        Compared with the {beforeName}: <del style={removedStyle}>struck through</del> = only in the {beforeName},{' '}
        <ins style={addedStyle}>underlined</ins> = only in {afterName}.
      </Typography.Text>
      <p data-testid="revision-diff" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', margin: '4px 0 0' }}>
        {parts.map((part, index) =>
          part.kind === 'same' ? (
            <span key={index}>{part.text}</span>
          ) : part.kind === 'removed' ? (
            <del key={index} style={removedStyle}>
              <span style={hidden}>[removed: </span>
              {part.text}
              <span style={hidden}>]</span>
            </del>
          ) : (
            <ins key={index} style={addedStyle}>
              <span style={hidden}>[added: </span>
              {part.text}
              <span style={hidden}>]</span>
            </ins>
          ),
        )}
      </p>
    </div>
  );
}
