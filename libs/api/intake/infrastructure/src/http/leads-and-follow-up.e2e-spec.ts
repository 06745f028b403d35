import { randomUUID } from 'node:crypto';
import { OutboxWorker } from '@fw/api-mail-infrastructure';
import { DraftExpirySweeper } from '../jobs/draft-expiry.sweeper';
import { createTestApp, createUser, TestApp, TestSmtpServer, TestUser } from '@fw/api-testing';

type Row = Record<string, any>;

describe('leads and questionnaire follow-up', () => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let admin: TestUser;
  let editor: TestUser;

  beforeAll(async () => {
    smtp = await TestSmtpServer.create();
    t = await createTestApp({
      env: {
        SMTP_URL: smtp.url,
        BUSINESS_EMAIL: 'owner@fw.example',
        PUBLIC_URL: 'https://fw.example',
        QUESTIONNAIRE_RESUME_EMAIL_LIMIT: '2',
        QUESTIONNAIRE_RESUME_EMAIL_LIMIT_PER_IP: '5',
        QUESTIONNAIRE_DRAFT_EXPIRY_DAYS: '30',
        QUESTIONNAIRE_REMINDER_INTERVAL_HOURS: '12',
      },
    });
    admin = await createUser(t, { role: 'admin', fullName: 'Ada Admin' });
    editor = await createUser(t, { fullName: 'Eddie Client' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });
  beforeEach(async () => {
    await t.sql('delete from rate_limit_hits');
    smtp.messages.length = 0;
  });

  const contact = (body: Record<string, unknown>) => t.http().post('/api/contact').send(body);
  const leads = (query = '') => t.http().get(`/api/admin/leads${query}`).set('Authorization', admin.auth);
  const draft = async (answers: Record<string, unknown>) => {
    const res = await t
      .http()
      .post('/api/questionnaires')
      .send({ current_step: 3, ...answers })
      .expect(201);
    return { id: res.body.id as string, token: res.body.resume_token as string };
  };

  describe('leads', () => {
    it('stores every contact message as a new lead with its e-mails, and the acknowledgement still echoes nothing', async () => {
      const email = `lena-${randomUUID().slice(0, 6)}@example.com`;
      const res = await contact({ name: ' Lena Lead ', email, subject: 'Bakery website', message: 'How much for 5 pages?' }).expect(202);
      expect(res.body).toEqual({ message: 'Message sent' });
      const [lead] = await t.sql<Row>(`select * from contact_messages where email = ?`, [email]);
      expect(lead).toMatchObject({ name: 'Lena Lead', subject: 'Bakery website', message: 'How much for 5 pages?', status: 'new' });
      const logs = await t.sql<Row>(
        `select template, metadata from email_logs where recipient_email in (?, 'owner@fw.example') and metadata->>'source' = 'contact-form' and created_at >= ? order by template`,
        [email, lead.created_at],
      );
      expect(logs.map((l) => l.template)).toEqual(['contact-acknowledgement', 'contact-notification']);
      expect(logs[1].metadata.leadId).toBe(lead.id);
      await t.app.get(OutboxWorker).drain();
      const [ack] = smtp.to(email);
      for (const part of [ack.subject, ack.html, ack.text]) expect(part).not.toMatch(/Lena|Bakery website|5 pages/);
    });

    it('keeps no lead when the message is refused', async () => {
      const before = (await t.sql<Row>(`select count(*)::int as n from contact_messages`))[0].n;
      await contact({ name: 'X', email: 'not-an-email', subject: 'S', message: 'M' }).expect(400);
      expect((await t.sql<Row>(`select count(*)::int as n from contact_messages`))[0].n).toBe(before);
    });

    it('lists leads for admins with search, status filter, total and the questionnaire and client of the same e-mail', async () => {
      const stamp = randomUUID().slice(0, 6);
      const known = `Known-${stamp}@Example.com`;
      await t.sql(`insert into users (id, email, password_hash, email_confirmed_at) values (?, ?, 'x', now())`, [randomUUID(), known.toLowerCase()]);
      const [user] = await t.sql<Row>(`select id from users where email = ?`, [known.toLowerCase()]);
      await t.sql(`insert into profiles (id, full_name, email) values (?, 'Kim Known', ?)`, [user.id, known.toLowerCase()]);
      const q = await draft({ business_name: `Kim's Cakes ${stamp}`, business_email: known.toLowerCase() });
      await contact({ name: 'Kim Known', email: known, subject: `Quote ${stamp}`, message: 'Hello' }).expect(202);
      await contact({ name: 'Stranger', email: `stranger-${stamp}@example.com`, subject: `Other ${stamp}`, message: 'Hi' }).expect(202);

      const res = await leads(`?q=${stamp}&_sort=created_at&_order=asc`).expect(200);
      expect(res.headers['x-total-count']).toBe('2');
      expect(res.body.map((l: Row) => l.name)).toEqual(['Kim Known', 'Stranger']);
      expect(res.body[0]).toMatchObject({
        email: known,
        status: 'new',
        submission: { id: q.id, business_name: `Kim's Cakes ${stamp}`, status: 'draft' },
        client: { id: user.id, full_name: 'Kim Known', email: known.toLowerCase() },
      });
      expect(res.body[1]).toMatchObject({ submission: null, client: null });

      const one = await t.http().get(`/api/admin/leads/${res.body[0].id}`).set('Authorization', admin.auth).expect(200);
      expect(one.body).toEqual(res.body[0]);

      const replied = await t.http().patch(`/api/admin/leads/${res.body[0].id}`).set('Authorization', admin.auth).send({ status: 'replied' }).expect(200);
      expect(replied.body).toMatchObject({ id: res.body[0].id, status: 'replied', client: { id: user.id } });
      const filtered = await leads(`?q=${stamp}&status=replied`).expect(200);
      expect(filtered.body.map((l: Row) => l.name)).toEqual(['Kim Known']);
      expect(filtered.headers['x-total-count']).toBe('1');
      const open = await leads(`?q=${stamp}&status=new`).expect(200);
      expect(open.body.map((l: Row) => l.name)).toEqual(['Stranger']);
    });

    it('refuses bad input with the contract’s 4xx and changes nothing', async () => {
      await contact({ name: 'Nora', email: 'nora@example.com', subject: 'S', message: 'M' }).expect(202);
      const [lead] = await t.sql<Row>(`select id from contact_messages where email = 'nora@example.com'`);
      const patch = (id: string, body: unknown) =>
        t
          .http()
          .patch(`/api/admin/leads/${id}`)
          .set('Authorization', admin.auth)
          .send(body as object);
      const bad = await patch(lead.id, { status: 'archived' }).expect(400);
      expect(bad.body.details.fields.status[0]).toMatch(/status must be one of/);
      expect((await patch(lead.id, { status: 'closed', email: 'x@y.z' }).expect(400)).body.details.fields.email).toBeDefined();
      expect((await patch(lead.id, {}).expect(400)).body.details.fields.status).toEqual(['status is required']);
      await patch('not-a-uuid', { status: 'closed' }).expect(400);
      expect((await patch(randomUUID(), { status: 'closed' }).expect(404)).body.code).toBe('INTAKE.LEAD_NOT_FOUND');
      await t.http().get(`/api/admin/leads/${randomUUID()}`).set('Authorization', admin.auth).expect(404);
      expect((await leads('?_sort=message').expect(400)).body.code).toBe('REQUEST.INVALID_LIST_QUERY');
      expect((await leads('?status_gte=a&subject=x').expect(400)).body.code).toBe('REQUEST.INVALID_LIST_QUERY');
      expect((await t.sql<Row>(`select status from contact_messages where id = ?`, [lead.id]))[0].status).toBe('new');
    });

    it('is for admins only', async () => {
      await t.http().get('/api/admin/leads').expect(401);
      await t.http().get('/api/admin/leads').set('Authorization', editor.auth).expect(403);
      await t.http().patch(`/api/admin/leads/${randomUUID()}`).set('Authorization', editor.auth).send({ status: 'closed' }).expect(403);
    });
  });

  describe('e-mailing the resume link', () => {
    const emailLink = (d: { id: string; token?: string }) => {
      const req = t.http().post(`/api/questionnaires/${d.id}/resume-link`);
      return d.token ? req.set('X-Resume-Token', d.token) : req;
    };

    it('sends the link to the business e-mail of the draft, with no answers in it, and logs it with the submission', async () => {
      const to = `resume-${randomUUID().slice(0, 6)}@example.com`;
      const d = await draft({ business_name: 'Secret Sauce LLC', business_email: to, main_goal: 'Sell hot sauce online' });
      expect((await emailLink(d).expect(202)).body).toEqual({ message: 'Resume link sent' });
      const [log] = await t.sql<Row>(`select id, template, submission_id, body from email_logs where recipient_email = ?`, [to]);
      expect(log).toMatchObject({ template: 'questionnaire-resume-link', submission_id: d.id });
      await t.app.get(OutboxWorker).drain();
      const [mail] = smtp.to(to);
      expect(mail.subject).toBe('Your link to continue your website questionnaire');
      expect(mail.text).toContain(`https://fw.example/start?resume=${d.id}.${d.token}`);
      for (const part of [mail.subject, mail.html, mail.text]) expect(part).not.toMatch(/Secret Sauce|hot sauce/);
      // The admin's Communications view does not show the token.
      expect(log.body).toContain(d.token);
      const shown = await t.http().get(`/api/admin/email-logs/${log.id}`).set('Authorization', admin.auth).expect(200);
      expect(shown.body.body).toContain('start?resume=[hidden]');
      expect(shown.body.body).not.toContain(d.token);
    });

    it('is rate limited per recipient address (429 with Retry-After), across drafts', async () => {
      const to = `limited-${randomUUID().slice(0, 6)}@example.com`;
      const a = await draft({ business_email: to });
      const b = await draft({ business_email: to.toUpperCase() });
      await emailLink(a).expect(202);
      await emailLink(b).expect(202);
      const limited = await emailLink(a).expect(429);
      expect(limited.body.code).toBe('REQUEST.RATE_LIMITED');
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect((await t.sql<Row>(`select count(*)::int as n from email_logs where lower(recipient_email) = ?`, [to]))[0].n).toBe(2);
    });

    it('needs the token, a saved business e-mail and a draft', async () => {
      const d = await draft({ business_email: 'needs@example.com' });
      expect((await emailLink({ id: d.id }).expect(404)).body.code).toBe('INTAKE.SUBMISSION_NOT_FOUND');
      await emailLink({ id: d.id, token: 'wrong' }).expect(404);
      await emailLink({ id: 'nope', token: d.token }).expect(400);
      const noEmail = await draft({ business_name: 'No Mail Inc' });
      const res = await emailLink(noEmail).expect(400);
      expect(res.body).toMatchObject({ code: 'INTAKE.NO_BUSINESS_EMAIL', details: { fields: { business_email: ['business_email is required'] } } });
      await t.sql(`update questionnaire_submissions set status = 'completed', completed_at = now() where id = ?`, [d.id]);
      expect((await emailLink(d).expect(409)).body.code).toBe('INTAKE.NOT_A_DRAFT');
    });
  });

  describe('admin drafts and reminders', () => {
    const remind = (id: string, auth = admin.auth) => t.http().post(`/api/admin/submissions/${id}/reminders`).set('Authorization', auth);

    it('lists drafts with step, percent, last activity and expiry, sorted by last activity', async () => {
      const stamp = randomUUID().slice(0, 6);
      const d = await draft({ business_name: `Drafty ${stamp}`, business_email: `drafty-${stamp}@example.com` });
      const res = await t
        .http()
        .get(`/api/admin/submissions?status=draft&q=${stamp}&_sort=updated_at&_order=desc`)
        .set('Authorization', admin.auth)
        .expect(200);
      const [row] = res.body as Row[];
      expect(row).toMatchObject({ id: d.id, status: 'draft', current_step: 3, progress_percent: 43, reminders_sent: 0, last_reminder_at: null });
      expect(new Date(row.expires_at).getTime() - new Date(row.updated_at).getTime()).toBe(30 * 86_400_000);
    });

    it('sends a reminder with a fresh resume link, logged with the submission; the visitor’s own link keeps working', async () => {
      const to = `remind-${randomUUID().slice(0, 6)}@example.com`;
      const d = await draft({ business_name: 'Private Name Co', business_email: to });
      const res = await remind(d.id).expect(202);
      expect(res.body).toMatchObject({ id: d.id, reminders_sent: 1, status: 'draft' });
      expect(res.body.last_reminder_at).toEqual(expect.any(String));
      const [log] = await t.sql<Row>(`select template, submission_id, metadata from email_logs where recipient_email = ?`, [to]);
      expect(log).toMatchObject({ template: 'questionnaire-reminder', submission_id: d.id, metadata: { source: 'questionnaire-reminder', sentBy: admin.id } });
      await t.app.get(OutboxWorker).drain();
      const [mail] = smtp.to(to);
      expect(mail.subject).toBe('Finish your website questionnaire');
      expect(mail.text).not.toContain('Private Name');
      const link = mail.text.match(/https:\/\/fw\.example\/start\?resume=([^\s]+)/)![1];
      const [id, fresh] = decodeURIComponent(link).split('.');
      expect(id).toBe(d.id);
      expect(fresh).not.toBe(d.token);
      await t.http().get(`/api/questionnaires/${d.id}`).set('X-Resume-Token', fresh).expect(200);
      await t.http().get(`/api/questionnaires/${d.id}`).set('X-Resume-Token', d.token).expect(200);
      // The autosave of a tab still open carries the version from before the reminder: accepted.
      await t.http().patch(`/api/questionnaires/${d.id}`).set('X-Resume-Token', d.token).send({ industry: 'Food', version: 1 }).expect(200);
    });

    it('allows one reminder per draft per interval (429 INTAKE.REMINDER_TOO_SOON with Retry-After)', async () => {
      const d = await draft({ business_email: `twice-${randomUUID().slice(0, 6)}@example.com` });
      await remind(d.id).expect(202);
      const again = await remind(d.id).expect(429);
      expect(again.body.code).toBe('INTAKE.REMINDER_TOO_SOON');
      const retryAfter = Number(again.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(11 * 3600);
      expect(retryAfter).toBeLessThanOrEqual(12 * 3600);
      await t.sql(`update questionnaire_submissions set last_reminder_at = now() - interval '13 hours' where id = ?`, [d.id]);
      expect((await remind(d.id).expect(202)).body.reminders_sent).toBe(2);
    });

    it('refuses what cannot be reminded, and editors', async () => {
      const done = await draft({ business_email: 'done@example.com' });
      await t.sql(`update questionnaire_submissions set status = 'completed', completed_at = now() where id = ?`, [done.id]);
      expect((await remind(done.id).expect(409)).body.code).toBe('INTAKE.NOT_A_DRAFT');
      expect((await remind((await draft({})).id).expect(400)).body.code).toBe('INTAKE.NO_BUSINESS_EMAIL');
      expect((await remind(randomUUID()).expect(404)).body.code).toBe('INTAKE.SUBMISSION_NOT_FOUND');
      await remind('not-a-uuid').expect(400);
      await remind(done.id, editor.auth).expect(403);
      await t.http().post(`/api/admin/submissions/${done.id}/reminders`).expect(401);
    });
  });

  describe('draft expiry', () => {
    it('expires drafts idle for the configured days (once, from two sweeps at once); their links stop working', async () => {
      const idle = await draft({ business_email: 'idle@example.com' });
      const fresh = await draft({ business_email: 'fresh@example.com' });
      const done = await draft({ business_email: 'done2@example.com' });
      await t.sql(`update questionnaire_submissions set updated_at = now() - interval '31 days' where id in (?, ?)`, [idle.id, done.id]);
      await t.sql(`update questionnaire_submissions set status = 'completed', completed_at = now() where id = ?`, [done.id]);
      // Idle but not swept yet: the link already stops working.
      expect((await t.http().get(`/api/questionnaires/${idle.id}`).set('X-Resume-Token', idle.token).expect(404)).body.code).toBe('INTAKE.DRAFT_EXPIRED');

      const sweeper = t.app.get(DraftExpirySweeper);
      const [a, b] = await Promise.all([sweeper.runOnce(), sweeper.runOnce()]);
      expect(a + b).toBe(1);
      const rows = await t.sql<Row>(`select id, status, reminder_token_hash from questionnaire_submissions where id in (?, ?, ?)`, [
        idle.id,
        fresh.id,
        done.id,
      ]);
      const status = Object.fromEntries(rows.map((r) => [r.id, r.status]));
      expect(status).toEqual({ [idle.id]: 'expired', [fresh.id]: 'draft', [done.id]: 'completed' });
      expect(await sweeper.runOnce()).toBe(0);

      const read = await t.http().get(`/api/questionnaires/${idle.id}`).set('X-Resume-Token', idle.token).expect(404);
      expect(read.body).toMatchObject({ code: 'INTAKE.DRAFT_EXPIRED', message: expect.stringContaining('30 days') });
      await t.http().patch(`/api/questionnaires/${idle.id}`).set('X-Resume-Token', idle.token).send({ industry: 'x' }).expect(404);
      await t.http().post(`/api/questionnaires/${idle.id}/submit`).set('X-Resume-Token', idle.token).send({}).expect(404);
      await t.http().post(`/api/questionnaires/${idle.id}/resume-link`).set('X-Resume-Token', idle.token).expect(404);
      // A wrong token learns nothing about it.
      expect((await t.http().get(`/api/questionnaires/${idle.id}`).set('X-Resume-Token', 'x').expect(404)).body.code).toBe('INTAKE.SUBMISSION_NOT_FOUND');
      await t.http().get(`/api/questionnaires/${fresh.id}`).set('X-Resume-Token', fresh.token).expect(200);
      const listed = await t.http().get(`/api/admin/submissions?status=expired&id=${idle.id}`).set('Authorization', admin.auth).expect(200);
      expect(listed.body).toHaveLength(1);
      expect(listed.body[0]).toMatchObject({ status: 'expired', expires_at: null });
      expect((await t.http().post(`/api/admin/submissions/${idle.id}/reminders`).set('Authorization', admin.auth).expect(409)).body.code).toBe(
        'INTAKE.NOT_A_DRAFT',
      );
    });
  });
});
