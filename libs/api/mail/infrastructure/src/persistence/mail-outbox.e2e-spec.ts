import { MikroORM } from '@mikro-orm/core';
import { MailOutboxPort } from '@fw/api-mail-application';
import { createTestApp, TestApp } from '@fw/api-testing';

describe('MailOutboxPort.enqueue', () => {
  let t: TestApp;
  let outbox: MailOutboxPort;

  beforeAll(async () => {
    t = await createTestApp({ env: { SMTP_URL: undefined, BUSINESS_EMAIL: 'owner@business.example', MAIL_FROM: 'Florida Web Design <mailer@fw.example>' } });
    outbox = t.app.get(MailOutboxPort);
  });
  afterAll(() => t.close());

  it('stores a rendered, queued row that commits with the caller transaction', async () => {
    const orm = t.app.get(MikroORM);
    const { id } = await orm.em
      .fork()
      .transactional(() => outbox.enqueue({ template: 'password-reset', to: 'ann@example.com', data: { resetUrl: 'https://x.example/r?token=abc' } }));
    const [row] = await t.sql<Record<string, any>>('select * from email_logs where id = ?', [id]);
    expect(row).toMatchObject({
      template: 'password-reset',
      status: 'queued',
      recipient_email: 'ann@example.com',
      sender_email: 'mailer@fw.example',
      subject: 'Reset your password',
      attempts: 0,
      message_id: `<${id}@fw.example>`,
    });
    expect(row.body).toContain('https://x.example/r?token=abc');
    // Escaping of typed values is render-mail.spec's; a reset greets without a name.
    expect(row.text_body).toContain('Hi,');
  });

  it('rolls back with the caller transaction', async () => {
    const orm = t.app.get(MikroORM);
    let id = '';
    await expect(
      orm.em.fork().transactional(async () => {
        id = (await outbox.enqueue({ template: 'contact-acknowledgement', to: 'bob@example.com', data: {} })).id;
        throw new Error('use case failed');
      }),
    ).rejects.toThrow('use case failed');
    expect(id).not.toBe('');
    expect(await t.sql('select id from email_logs where id = ?', [id])).toHaveLength(0);
  });

  it("sends 'business' mail to BUSINESS_EMAIL and links the submission-less row", async () => {
    const { id } = await outbox.enqueue({
      template: 'contact-notification',
      to: 'business',
      replyTo: 'visitor@example.com',
      data: { name: 'Vi', email: 'visitor@example.com', subject: 'Pricing\r\nBcc: x@evil.example', message: 'Hello' },
    });
    const [row] = await t.sql<Record<string, any>>('select recipient_email, reply_to, subject from email_logs where id = ?', [id]);
    expect(row).toEqual({ recipient_email: 'owner@business.example', reply_to: 'visitor@example.com', subject: 'Contact form: Pricing Bcc: x@evil.example' });
  });

  it('refuses an invalid recipient', async () => {
    await expect(outbox.enqueue({ template: 'password-reset', to: 'not-an-address', data: { resetUrl: 'https://x.example' } })).rejects.toMatchObject({
      code: 'MAIL.INVALID_RECIPIENT',
    });
  });
});
