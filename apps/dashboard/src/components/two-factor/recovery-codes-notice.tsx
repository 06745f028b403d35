import { Alert, Button, Typography } from 'antd';

/** Recovery codes are shown once: the person copies or writes them down before moving on. */
export function RecoveryCodesNotice({ codes, onDone, doneLabel = 'I have saved these codes' }: { codes: string[]; onDone: () => void; doneLabel?: string }) {
  return (
    <div data-testid="recovery-codes">
      <Alert
        type="warning"
        showIcon
        style={{ marginBottom: 12 }}
        message="Save your recovery codes"
        description="Each code signs you in once if you lose your phone or passkey. They are shown only now."
      />
      <ol style={{ columns: 2, fontFamily: 'monospace', fontSize: 15, paddingLeft: 24, margin: '0 0 12px' }}>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <Typography.Paragraph copyable={{ text: codes.join('\n'), tooltips: ['Copy codes', 'Copied'] }} style={{ marginBottom: 12 }}>
        Copy all codes
      </Typography.Paragraph>
      <Button type="primary" onClick={onDone}>
        {doneLabel}
      </Button>
    </div>
  );
}
