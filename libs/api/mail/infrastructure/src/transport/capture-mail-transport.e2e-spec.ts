import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MailOutboxPort } from '@fw/api-mail-application';
import { createTestApp, parseMessage, TestApp } from '@fw/api-testing';
import { OutboxWorker } from '../worker/outbox-worker';

describe('local capture transport (no SMTP_URL)', () => {
  let t: TestApp;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fw-mail-'));
    t = await createTestApp({ env: { SMTP_URL: '', DATA_DIR: dataDir, MAIL_FROM: 'FW <no-reply@fw.example>', BUSINESS_EMAIL: 'owner@fw.example' } });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('writes each delivered e-mail as a real .eml message in DATA_DIR/mail', async () => {
    const { id } = await t.app.get(MailOutboxPort).enqueue({
      template: 'contact-notification',
      to: 'business',
      replyTo: 'visitor@example.com',
      data: { name: 'Vi', email: 'visitor@example.com', subject: 'Hello\r\nBcc: x@evil.example', message: 'Body <i>text</i>' },
    });
    const report = await t.app.get(OutboxWorker).drain();
    expect(report).toMatchObject({ sent: 1, failed: 0 });

    const files = fs.readdirSync(path.join(dataDir, 'mail'));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(new RegExp(`^\\d{4}-\\d{2}-\\d{2}T\\d{2}-\\d{2}-\\d{2}\\.\\d{3}Z-${id}\\.eml$`));
    const mail = parseMessage(fs.readFileSync(path.join(dataDir, 'mail', files[0]), 'utf8'));
    const [row] = await t.sql<Record<string, any>>('select status, message_id from email_logs where id = ?', [id]);
    expect(row.status).toBe('sent');
    expect(mail.messageId).toBe(row.message_id);
    expect(mail.to).toBe('owner@fw.example');
    expect(mail.from).toBe('FW <no-reply@fw.example>');
    expect(mail.replyTo).toBe('visitor@example.com');
    expect(mail.subject).toBe('Contact form: Hello Bcc: x@evil.example');
    expect(mail.headers['bcc']).toBeUndefined();
    expect(mail.html).toContain('Body &lt;i&gt;text&lt;/i&gt;');
    expect(mail.text).toContain('Body <i>text</i>');
  });
});
