import { randomUUID } from 'node:crypto';
import { createTestApp, TestApp } from '@fw/api-testing';
import { EmailBodyRetentionSweeper, REMOVED_BODY } from './email-body-retention.sweeper';

/** E-mail bodies are kept MAIL_BODY_RETENTION_DAYS after delivery ends; the row (who, what, when) stays. */
describe('e-mail body retention', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { MAIL_BODY_RETENTION_DAYS: '30' } });
  });
  afterAll(() => t.close());

  const insert = async (status: string, daysAgo: number): Promise<string> => {
    const id = randomUUID();
    await t.sql(
      `insert into email_logs (id, template, subject, status, recipient_email, body, text_body, message_id, sent_at, updated_at, created_at)
       values (?, 'password-reset', 'Reset your password', ?, 'kept@example.com', '<p>private words</p>', 'private words', ?,
               case when ? = 'sent' then now() - make_interval(days => ?) end, now() - make_interval(days => ?), now() - make_interval(days => ?))`,
      [id, status, `<${id}@fw.test>`, status, daysAgo, daysAgo, daysAgo],
    );
    return id;
  };
  const row = async (id: string) =>
    (await t.sql<{ body: string; text_body: string; subject: string }>(`select body, text_body, subject from email_logs where id = ?`, [id]))[0];

  it('removes the text of e-mails whose delivery ended longer ago than the period, and nothing else', async () => {
    const oldSent = await insert('sent', 31);
    const oldFailed = await insert('failed', 40);
    const recentSent = await insert('sent', 29);
    const oldQueued = await insert('queued', 31);

    expect(await t.app.get(EmailBodyRetentionSweeper).runOnce()).toBe(2);

    for (const id of [oldSent, oldFailed]) expect(await row(id)).toEqual({ body: REMOVED_BODY, text_body: '', subject: 'Reset your password' });
    for (const id of [recentSent, oldQueued]) expect((await row(id)).text_body).toBe('private words');
    expect(await t.app.get(EmailBodyRetentionSweeper).runOnce()).toBe(0);
  });
});
