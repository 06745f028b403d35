import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { Client } from 'pg';
import { OutboxWorker } from '@fw/api-mail-infrastructure';
import { writeBackup } from '@fw/api-shared-infrastructure';
import { createTestApp, linkToken, TestApp, TestSmtpServer } from '@fw/api-testing';

/**
 * One-time links (confirmation, set-password, reset, invitation, questionnaire resume) are secrets
 * of their recipient. The e-mail carries them; nothing kept afterwards may: a backup taken once the
 * mail went out holds none of them (docs/security.md).
 */
describe('a backup holds no live one-time link', () => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fw-backup-secrets-'));

  beforeAll(async () => {
    smtp = await TestSmtpServer.create();
    await smtp.start();
    t = await createTestApp({ env: { SMTP_URL: smtp.url, STRIPE_SECRET_KEY: undefined, PAYMENT_PROVIDER: undefined, PUBLIC_URL: 'http://fw.test' } });
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  async function backupText(): Promise<string> {
    const client = new Client({ connectionString: t.db.url });
    await client.connect();
    try {
      const file = path.join(dir, `backup-${Date.now()}.fwbak.gz`);
      await writeBackup(client, file);
      return zlib.gunzipSync(fs.readFileSync(file)).toString('utf8');
    } finally {
      await client.end();
    }
  }

  it('keeps none of the tokens mailed during the test once the mail is sent', async () => {
    await t.http().post('/api/auth/sign-up').send({ email: 'new@secrets.example', password: 'first-pass-1' }).expect(201);
    await t.http().post('/api/auth/sign-up').send({ email: 'new@secrets.example', password: 'second-pass-1' }).expect(201);
    await t.http().post('/api/auth/sign-up').send({ email: 'reset@secrets.example', password: 'first-pass-1' }).expect(201);
    await t.sql(`update users set email_confirmed_at = now() where email = 'reset@secrets.example'`);
    await t.http().post('/api/auth/password/forgot').send({ email: 'reset@secrets.example' }).expect(202);
    const checkout = await t.http().post('/api/checkout').send({ package_id: 'basic', term_years: 1 }).expect(201);
    await t.http().post(`/api/sandbox/checkout/${checkout.body.session_id}/pay`).type('form').send({ email: 'buyer@secrets.example' }).expect(303);
    const draft = await t.http().post('/api/questionnaires').send({ business_email: 'draft@secrets.example', current_step: 1 }).expect(201);
    await t.http().post(`/api/questionnaires/${draft.body.id}/resume-link`).set('X-Resume-Token', draft.body.resume_token).send({}).expect(202);

    await t.app.get(OutboxWorker).drain();
    const templates = ['signup-confirmation', 'signup-set-password', 'password-reset', 'client-invite', 'questionnaire-resume-link'];
    const mailed = smtp.messages.map((m) => ({ to: m.to, links: [...m.text.matchAll(/https?:\/\/\S+/g)].map((x) => x[0]) }));
    const tokens = mailed.flatMap((m) => m.links.map((link) => linkToken(link) ?? /[?&]resume=([^&\s]+)/.exec(link)?.[1])).filter((x): x is string => !!x);
    expect(tokens.length).toBeGreaterThanOrEqual(templates.length);
    const sent = await t.sql<{ template: string }>(`select distinct template from email_logs where status = 'sent' and template in (?)`, [templates]);
    expect(sent.map((r) => r.template).sort()).toEqual([...templates].sort());

    const backup = await backupText();
    expect(backup).toContain('signup-set-password');
    for (const token of tokens) expect(backup).not.toContain(token);
  });
});
