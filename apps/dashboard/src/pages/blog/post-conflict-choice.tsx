import { useState, type ReactNode } from 'react';
import { Alert, Button, Input, Typography } from 'antd';
import { conflictingFields, POST_FIELD_LABELS, type PostConflict, type PostValues } from './post-editor';

const shown = (field: keyof PostValues, values: PostValues): string =>
  field === 'published'
    ? values.published
      ? 'On (public)'
      : 'Off (draft)'
    : field === 'schedule'
      ? values.schedule.replace('T', ' ') || 'Not scheduled'
      : (values[field] ?? '');

/**
 * The post was saved elsewhere after this dialog opened it: for each field where that saved version
 * and the typed one disagree, both side by side (stacked on a narrow screen) with a button each.
 * The fields below stay editable, so the person can also merge by hand.
 */
export function PostConflictChoice({
  conflict,
  yours,
  onChoose,
}: {
  conflict: PostConflict;
  /** The dialog's fields when the save was refused. */
  yours: PostValues;
  onChoose: (field: keyof PostValues, value: PostValues[keyof PostValues]) => void;
}) {
  const [chosen, setChosen] = useState<Array<keyof PostValues>>([]);
  const open = conflictingFields(conflict.theirs, yours).filter((field) => !chosen.includes(field));
  const choose = (field: keyof PostValues, values: PostValues) => {
    onChoose(field, values[field]);
    setChosen((done) => [...done, field]);
  };
  if (!open.length) {
    return <Alert type="info" showIcon style={{ marginBottom: 16 }} message="Your choices are in the fields below. Update Post saves them." />;
  }
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 16 }}
      data-testid="post-conflict"
      message="This post was saved somewhere else while you were editing it"
      description={
        <>
          {open.map((field) => (
            <div key={field} style={{ marginTop: 12 }} role="group" aria-label={`${POST_FIELD_LABELS[field]}: theirs and yours`}>
              <Typography.Text strong>{POST_FIELD_LABELS[field]}</Typography.Text>
              <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, marginTop: 4 }}>
                <Side title="Theirs (saved now)" text={shown(field, conflict.theirs)}>
                  <Button size="small" onClick={() => choose(field, conflict.theirs)}>
                    Keep theirs
                  </Button>
                </Side>
                <Side title="Yours (not saved)" text={shown(field, yours)}>
                  <Button size="small" type="primary" onClick={() => choose(field, yours)}>
                    Use mine
                  </Button>
                </Side>
              </div>
            </div>
          ))}
          <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }}>
            Or combine both in the fields below, then Update Post.
          </Typography.Paragraph>
        </>
      }
    />
  );
}

function Side({ title, text, children }: { title: string; text: string; children: ReactNode }) {
  return (
    <div style={{ flex: '1 1 200px', minWidth: 0 }}>
      <Typography.Text type="secondary">{title}</Typography.Text>
      <Input.TextArea readOnly aria-label={title} value={text} autoSize={{ minRows: 1, maxRows: 5 }} style={{ margin: '4px 0 8px' }} />
      {children}
    </div>
  );
}
