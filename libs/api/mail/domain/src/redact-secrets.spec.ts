import { redactSecrets } from './redact-secrets';

describe('redactSecrets', () => {
  it('hides token values in links, in HTML and plain text', () => {
    const html = '<a href="https://x.example/auth/confirm?token=AbC-123_xyz">Confirm</a> https://x.example/auth/reset-password?a=1&amp;token=s3cr3t';
    const out = redactSecrets(html);
    expect(out).not.toContain('AbC-123_xyz');
    expect(out).not.toContain('s3cr3t');
    expect(out).toContain('confirm?token=[hidden]"');
    expect(out).toContain('&amp;token=[hidden]');
  });

  it('hides questionnaire resume links (id and token), which open and change the answers', () => {
    const out = redactSecrets('<a href="https://x.example/start?resume=7d2c.Zm9v-YmFy_1">Continue</a>\nhttps://x.example/start?resume=7d2c.Zm9v-YmFy_1');
    expect(out).not.toContain('Zm9v-YmFy_1');
    expect(out).toBe('<a href="https://x.example/start?resume=[hidden]">Continue</a>\nhttps://x.example/start?resume=[hidden]');
  });

  it('leaves other text alone', () => {
    const text = 'Your token of appreciation: thanks! https://x.example/page?id=5';
    expect(redactSecrets(text)).toBe(text);
  });
});
