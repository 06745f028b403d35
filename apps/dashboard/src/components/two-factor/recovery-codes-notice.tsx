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
      <ul
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(17rem, 1fr))',
          gap: '4px 24px',
          listStyle: 'none',
          fontFamily: 'monospace',
          fontSize: 15,
          padding: 0,
          margin: '0 0 12px',
        }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <Typography.Paragraph copyable={{ text: codes.join('\n'), tooltips: ['Copy codes', 'Copied'] }} style={{ marginBottom: 12 }}>
        Copy all codes
      </Typography.Paragraph>
      <Button type="primary" onClick={onDone}>
        {doneLabel}
      </Button>
    </div>
  );
}
