import type { ReactNode } from 'react';
import { Alert, Button, Input, Typography } from 'antd';
import type { Conflict } from './content-state';

/**
 * A field someone else saved while it was edited here: their saved text and what was typed, side
 * by side (stacked on a narrow screen), each with its button. The field above stays editable, so
 * the person can also merge the two there and save.
 */
export function ConflictChoice({ label, conflict, onChoose }: { label: string; conflict: Conflict; onChoose: (conflict: Conflict, text: string) => void }) {
  const id = `conflict-${conflict.theirs.id}`;
  return (
    <Alert
      type="warning"
      showIcon
      role="group"
      aria-labelledby={`${id}-title`}
      data-testid={`conflict-${conflict.theirs.section_key}`}
      style={{ marginTop: -8, marginBottom: 24 }}
      message={<span id={`${id}-title`}>{`${label} was changed by someone else while you were editing`}</span>}
      description={
        <>
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, marginTop: 8 }}>
            <Side title="Theirs (saved now)" id={`${id}-theirs`} text={conflict.theirs.content_value ?? ''}>
              <Button size="small" onClick={() => onChoose(conflict, conflict.theirs.content_value ?? '')}>
                Keep theirs
              </Button>
            </Side>
            <Side title="Yours (not saved)" id={`${id}-yours`} text={conflict.yours}>
              <Button size="small" type="primary" onClick={() => onChoose(conflict, conflict.yours)}>
                Use mine
              </Button>
            </Side>
          </div>
          <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }}>
            Or combine both in {label} above, then save.
          </Typography.Paragraph>
        </>
      }
    />
  );
}

function Side({ title, id, text, children }: { title: string; id: string; text: string; children: ReactNode }) {
  return (
    <div style={{ flex: '1 1 220px', minWidth: 0 }}>
      <Typography.Text strong id={id}>
        {title}
      </Typography.Text>
      <Input.TextArea readOnly aria-labelledby={id} value={text} autoSize={{ minRows: 1, maxRows: 6 }} style={{ margin: '4px 0 8px' }} />
      {children}
    </div>
  );
}
