import { randomUUID } from 'node:crypto';
import { OutboxWorker } from '@fw/api-mail-infrastructure';
import { EmailAddress } from '@fw/shared-field-limits';
import { createTestApp, createUser, TestApp, TestSmtpServer, TestUser } from '@fw/api-testing';

type Row = Record<string, any>;

describe('contact form and admin submissions / e-mail logs', () => {
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
        MAIL_FROM: 'Florida Web Design <no-reply@fw.example>',
        CONTACT_RATE_LIMIT: '3',
        CONTACT_RATE_LIMIT_PER_EMAIL: '2',
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
  const valid = { name: 'Vera Visitor', email: 'vera@example.com', subject: 'Pricing question', message: 'Do you offer payment plans?\nThanks' };

  describe('POST /api/contact', () => {
    it('queues the business notification (Reply-To the visitor) and the acknowledgement in one go, then delivers both', async () => {
      const res = await contact(valid).expect(202);
      expect(res.body).toEqual({ message: 'Message sent' });
      const rows = await t.sql<Row>(`select * from email_logs where template in ('contact-notification', 'contact-acknowledgement') order by template`);
      expect(rows.map((r) => [r.template, r.recipient_email, r.reply_to, r.status])).toEqual([
        ['contact-acknowledgement', 'vera@example.com', 'owner@fw.example', 'queued'],
        ['contact-notification', 'owner@fw.example', 'vera@example.com', 'queued'],
      ]);

      await t.app.get(OutboxWorker).drain();
      const [notification] = smtp.to('owner@fw.example');
      expect(notification.replyTo).toBe('vera@example.com');
      expect(notification.subject).toBe('Contact form: Pricing question');
      expect(notification.text).toContain('Do you offer payment plans?\nThanks');
      expect(notification.html).toContain('Vera Visitor');
      const [ack] = smtp.to('vera@example.com');
      expect(ack.subject).toBe('We received your message');
      expect(ack.text).toContain('within 24 hours');
      expect(ack.from).toBe('Florida Web Design <no-reply@fw.example>');
      // It invites a reply: the reply goes to the business inbox, not to the no-reply sender.
      expect(ack.replyTo).toBe('owner@fw.example');
    });

    it('echoes nothing a stranger typed to the address they typed (name, subject, message)', async () => {
      const spam = { name: 'Cheap pills at spam.example', email: 'vera@example.com', subject: 'Visit spam.example now', message: 'Click spam.example' };
      await contact(spam).expect(202);
      await t.app.get(OutboxWorker).drain();
      const [ack] = smtp.to('vera@example.com');
      expect(ack.subject).toBe('We received your message');
      for (const part of [ack.subject, ack.html, ack.text]) expect(part).not.toContain('spam.example');
      // The business's own notification keeps every typed field.
      const [notification] = smtp.to('owner@fw.example');
      expect(notification.text).toContain('Cheap pills at spam.example');
      expect(notification.text).toContain('Visit spam.example now');
    });

    it('answers 400 naming every missing or bad field', async () => {
      const empty = await contact({}).expect(400);
      expect(Object.keys(empty.body.details.fields).sort()).toEqual(['email', 'message', 'name', 'subject']);
      const blank = await contact({ name: '   ', email: 'vera@example.com', subject: ' ', message: '\n' }).expect(400);
      expect(Object.keys(blank.body.details.fields).sort()).toEqual(['message', 'name', 'subject']);
      expect(blank.body.details.fields).toEqual({ name: ['name is required'], subject: ['subject is required'], message: ['message is required'] });
      const bad = await contact({ ...valid, email: 'vera@', name: 'x'.repeat(101), subject: 'y'.repeat(201), message: 'z'.repeat(5001) }).expect(400);
      expect(Object.keys(bad.body.details.fields).sort()).toEqual(['email', 'message', 'name', 'subject']);
      await contact({ ...valid, email: 'a@b.c\r\nBcc: x@evil.example' }).expect(400);
      await contact({ ...valid, extra: 1 }).expect(400);
      await contact({ ...valid, message: 42 }).expect(400);
      expect(
        await t.sql(
          `select id from email_logs where template like 'contact-%' and recipient_email <> 'owner@fw.example' and recipient_email <> 'vera@example.com'`,
        ),
      ).toHaveLength(0);
    });

    it('keeps CRLF in name and subject out of the message headers, and escapes HTML', async () => {
      await contact({ ...valid, name: 'Eve\r\nBcc: victim@example.com', subject: 'Hi\r\nX-Injected: 1', message: '<img src=x onerror=alert(1)>' }).expect(202);
      await t.app.get(OutboxWorker).drain();
      expect(smtp.messages).toHaveLength(2);
      for (const mail of smtp.messages) {
        expect(mail.headers['bcc']).toBeUndefined();
        expect(mail.headers['x-injected']).toBeUndefined();
        expect(mail.envelopeTo).toHaveLength(1);
        expect(mail.html).not.toContain('<img src=x');
      }
      expect(smtp.to('owner@fw.example')[0].html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    });

    it('checks the address with the shared e-mail rule the forms use', async () => {
      for (const email of [
        'dana@example.com',
        "o'neil@bakery.fl.us",
        'dana@example.c',
        'dana..diaz@example.com',
        'dana@example.123',
        'Dana <dana@example.com>',
      ]) {
        await t.sql('delete from rate_limit_hits');
        const res = await contact({ ...valid, email });
        expect({ email, status: res.status }).toEqual({ email, status: EmailAddress.isValid(email) ? 202 : 400 });
        if (res.status === 400) expect(res.body.details.fields).toEqual({ email: ['email must be a valid email address'] });
      }
    });

    it('limits messages per sender e-mail, whatever the IP allows', async () => {
      for (let i = 0; i < 2; i++) await contact(valid).expect(202);
      const limited = await contact({ ...valid, email: 'VERA@example.com' }).expect(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      // The address is still limited when the IP's count starts over; another sender is not.
      await t.sql(`delete from rate_limit_hits where key like 'contact:ip:%'`);
      await contact(valid).expect(429);
      await contact({ ...valid, email: 'walt@example.com' }).expect(202);
    });

    it('limits messages per IP and answers 429 with Retry-After', async () => {
      for (let i = 0; i < 3; i++) await contact({ ...valid, email: `visitor${i}@example.com` }).expect(202);
      const limited = await contact(valid).expect(429);
      expect(limited.body.code).toBe('REQUEST.RATE_LIMITED');
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      const count = await t.sql<Row>(`select count(*)::int as n from email_logs where template = 'contact-notification'`);
      await contact(valid).expect(429);
      expect((await t.sql<Row>(`select count(*)::int as n from email_logs where template = 'contact-notification'`))[0].n).toBe(count[0].n);
    });
  });

  describe('admin submissions', () => {
    let withClient: string;
    let anonymous: string;

    beforeAll(async () => {
      const a = await t
        .http()
        .post('/api/questionnaires')
        .set('Authorization', editor.auth)
        .send({ business_name: 'Zeta Dental', industry: 'Health', budget_range: 'over-10000' })
        .expect(201);
      withClient = a.body.id;
      const b = await t
        .http()
        .post('/api/questionnaires')
        .send({ business_name: 'Alpha Bakery', business_email: 'alpha@example.com', industry: 'Food' })
        .expect(201);
      anonymous = b.body.id;
      // Submitting needs the required answers; the three still missing come with the submit.
      const rest = { main_goal: 'More orders', target_audience: 'Neighbours', desired_action: 'Order online' };
      await t.http().post(`/api/questionnaires/${anonymous}/submit`).set('X-Resume-Token', b.body.resume_token).send(rest).expect(200);
    });

    it('lists submissions with the client profile, total count, filters, search and sort', async () => {
      const res = await t.http().get('/api/admin/submissions?_start=0&_end=10&_sort=business_name&_order=asc').set('Authorization', admin.auth).expect(200);
      expect(res.headers['x-total-count']).toBe('2');
      expect(res.body.map((s: Row) => s.business_name)).toEqual(['Alpha Bakery', 'Zeta Dental']);
      expect(res.body[1].profile).toEqual({ full_name: 'Eddie Client', email: editor.email });
      expect(res.body[0].profile).toBeNull();
      expect(res.body[0].resume_token).toBeUndefined();
      expect(res.body[0]).not.toHaveProperty('resume_token_hash');

      const completed = await t.http().get('/api/admin/submissions?status=completed').set('Authorization', admin.auth).expect(200);
      expect(completed.body.map((s: Row) => s.id)).toEqual([anonymous]);
      const budget = await t.http().get('/api/admin/submissions?budget_range=over-10000').set('Authorization', admin.auth).expect(200);
      expect(budget.body.map((s: Row) => s.id)).toEqual([withClient]);
      const q = await t.http().get('/api/admin/submissions?q=alpha@').set('Authorization', admin.auth).expect(200);
      expect(q.body.map((s: Row) => s.id)).toEqual([anonymous]);
      // A page past the end, or with no match, is empty and still carries the total.
      const past = await t.http().get('/api/admin/submissions?_start=1000&_end=1010').set('Authorization', admin.auth).expect(200);
      expect({ body: past.body, total: past.headers['x-total-count'] }).toEqual({ body: [], total: '2' });
      const none = await t.http().get('/api/admin/submissions?q=no-such-business&_start=0&_end=10').set('Authorization', admin.auth).expect(200);
      expect({ body: none.body, total: none.headers['x-total-count'] }).toEqual({ body: [], total: '0' });
      const second = await t.http().get('/api/admin/submissions?_start=1&_end=2&_sort=business_name&_order=desc').set('Authorization', admin.auth).expect(200);
      expect({ names: second.body.map((s: Row) => s.business_name), total: second.headers['x-total-count'] }).toEqual({ names: ['Alpha Bakery'], total: '2' });
      await t.http().get('/api/admin/submissions?secret=1').set('Authorization', admin.auth).expect(400);
      // Page bounds beyond what PostgreSQL's bigint (and a JS number) can hold are refused, not a 500.
      for (const bounds of ['_start=1e21&_end=1e21', '_start=0&_end=99999999999999999999', '_start=9007199254740993'])
        expect((await t.http().get(`/api/admin/submissions?${bounds}`).set('Authorization', admin.auth)).status).toBe(400);
      await t.http().get('/api/admin/websites?_start=1e21&_end=1e21').set('Authorization', admin.auth).expect(400);
      await t.http().get('/api/admin/submissions?_sort=resume_token_hash').set('Authorization', admin.auth).expect(400);
    });

    it('reads each row’s profile with the page, whatever the filter path (kept total or counted), a blank name included', async () => {
      await t.sql(`update profiles set full_name = null where id = ?`, [editor.id]);
      try {
        for (const filter of ['', '&status=draft', '&industry=Health']) {
          const res = await t
            .http()
            .get(`/api/admin/submissions?_start=0&_end=10&_sort=business_name&_order=desc${filter}`)
            .set('Authorization', admin.auth)
            .expect(200);
          const row = res.body.find((s: Row) => s.id === withClient);
          expect({ filter, profile: row?.profile, others: res.body.filter((s: Row) => s.id !== withClient).map((s: Row) => s.profile) }).toEqual({
            filter,
            profile: { full_name: null, email: editor.email },
            others: res.body.filter((s: Row) => s.id !== withClient).map(() => null),
          });
        }
      } finally {
        await t.sql(`update profiles set full_name = 'Eddie Client' where id = ?`, [editor.id]);
      }
    });

    it('X-Total-Count stays exact (trigger-kept counts) through API writes, bulk SQL, status changes, deletes and truncation', async () => {
      const total = async (filter = '') =>
        Number((await t.http().get(`/api/admin/submissions?_start=0&_end=1${filter}`).set('Authorization', admin.auth).expect(200)).headers['x-total-count']);
      const counted = async (where = 'true') => Number((await t.sql<{ n: string }>(`select count(*) as n from questionnaire_submissions where ${where}`))[0].n);
      const expectExact = async () => {
        expect(await total()).toBe(await counted());
        expect(await total('&status=draft')).toBe(await counted(`status = 'draft'`));
        expect(await total('&status=completed')).toBe(await counted(`status = 'completed'`));
        expect(await total('&status=nothing')).toBe(0);
        // Other filters are counted on the table itself.
        expect(await total('&status=draft&industry=Food')).toBe(await counted(`status = 'draft' and industry = 'Food'`));
      };
      await expectExact();
      // Twenty drafts created at once, then one submitted: every creation and the status change counted once.
      const created = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          t
            .http()
            .post('/api/questionnaires')
            .send({ business_name: `Count ${i}` })
            .expect(201),
        ),
      );
      const answers = { industry: 'Counting', business_email: 'count@example.com', main_goal: 'Grow', target_audience: 'Locals', desired_action: 'Call' };
      await t.http().post(`/api/questionnaires/${created[0].body.id}/submit`).set('X-Resume-Token', created[0].body.resume_token).send(answers).expect(200);
      await expectExact();
      await t.sql(
        `insert into questionnaire_submissions (id, resume_token_hash, status, business_name) select gen_random_uuid(), repeat('0', 64), s, 'bulk' from unnest(array['draft','completed','draft']) s`,
      );
      await t.sql(`update questionnaire_submissions set status = 'completed' where business_name = 'Count 1'`);
      await t.sql(`update questionnaire_submissions set business_name = 'Count 2b' where business_name = 'Count 2'`);
      await expectExact();
      await t.sql(`delete from questionnaire_submissions where business_name in ('bulk', 'Count 3')`);
      await expectExact();
      // A rolled-back write leaves the counts as they were.
      await t.sql(
        `do $$ begin insert into questionnaire_submissions (id, resume_token_hash, business_name) values (gen_random_uuid(), repeat('0', 64), 'rolled back'); raise exception 'undo'; exception when others then null; end $$`,
      );
      await expectExact();
      // Truncation zeroes them (checked inside a block that is then undone, keeping this file's data).
      await t.sql(`do $$ begin
        begin
          truncate questionnaire_submissions cascade;
          if (select coalesce(sum(n), 0) from questionnaire_submission_counts) <> 0 then raise exception 'truncate left non-zero counts'; end if;
          raise exception using errcode = 'P0099', message = 'undo';
        exception when sqlstate 'P0099' then null;
        end;
      end $$`);
      await expectExact();
    });

    it('reads one submission, 404 for an unknown id', async () => {
      const res = await t.http().get(`/api/admin/submissions/${withClient}`).set('Authorization', admin.auth).expect(200);
      expect(res.body).toMatchObject({ id: withClient, business_name: 'Zeta Dental', client_id: editor.id, profile: { full_name: 'Eddie Client' } });
      await t.http().get(`/api/admin/submissions/${randomUUID()}`).set('Authorization', admin.auth).expect(404);
      await t.http().get('/api/admin/submissions/nope').set('Authorization', admin.auth).expect(400);
    });

    it('is for admins only', async () => {
      await t.http().get('/api/admin/submissions').expect(401);
      const denied = await t.http().get('/api/admin/submissions').set('Authorization', editor.auth).expect(403);
      expect(denied.body.message).toBe('You do not have permission to access this page.');
      await t.http().get(`/api/admin/submissions/${withClient}`).set('Authorization', editor.auth).expect(403);
    });

    it('e-mail logs show the related submission and can be filtered by it', async () => {
      const res = await t.http().get(`/api/admin/email-logs?submission_id=${anonymous}`).set('Authorization', admin.auth).expect(200);
      // The business's notification and the visitor's confirmation (with its upload link).
      expect(res.headers['x-total-count']).toBe('2');
      expect(res.body.map((log: { template: string }) => log.template).sort()).toEqual(['questionnaire-notification', 'questionnaire-received']);
      const notification = res.body.find((log: { template: string }) => log.template === 'questionnaire-notification');
      expect(notification).toMatchObject({
        template: 'questionnaire-notification',
        subject: 'New questionnaire: Alpha Bakery',
        recipient_email: 'owner@fw.example',
        sender_email: 'no-reply@fw.example',
        reply_to: 'alpha@example.com',
        submission_id: anonymous,
        submission: { business_name: 'Alpha Bakery', business_email: 'alpha@example.com' },
        sent_at: null,
        attempts: 0,
      });
      expect(notification.body).toContain('Alpha Bakery');
      expect(notification).not.toHaveProperty('text_body');
    });
  });

  describe('admin e-mail logs', () => {
    it('lists with simple-rest parameters, reads one, retries a failed one', async () => {
      await contact(valid).expect(202);
      await t.sql(
        `update email_logs set status = 'failed', attempts = 8, metadata = '{"lastError":"550 no such user"}' where template = 'contact-acknowledgement'`,
      );
      const list = await t.http().get('/api/admin/email-logs?status=failed&_sort=created_at&_order=desc').set('Authorization', admin.auth).expect(200);
      expect(Number(list.headers['x-total-count'])).toBeGreaterThan(0);
      expect(list.body.every((l: Row) => l.status === 'failed')).toBe(true);
      const failed = list.body[0];
      expect(failed.metadata.lastError).toBe('550 no such user');
      expect(failed.submission).toBeNull();

      const like = await t.http().get('/api/admin/email-logs?recipient_email_like=VERA@').set('Authorization', admin.auth).expect(200);
      expect(like.body.length).toBeGreaterThan(0);
      expect(like.body.every((l: Row) => l.recipient_email === 'vera@example.com')).toBe(true);
      const q = await t.http().get('/api/admin/email-logs?q=Contact form').set('Authorization', admin.auth).expect(200);
      expect(q.body.every((l: Row) => l.subject.startsWith('Contact form'))).toBe(true);

      const one = await t.http().get(`/api/admin/email-logs/${failed.id}`).set('Authorization', admin.auth).expect(200);
      expect(one.body.id).toBe(failed.id);

      const retried = await t.http().post(`/api/admin/email-logs/${failed.id}/retry`).set('Authorization', admin.auth).expect(200);
      expect(retried.body).toMatchObject({ id: failed.id, status: 'queued', attempts: 0 });
      expect(retried.body.metadata.lastManualRetry.by).toBe(admin.id);
      const again = await t.http().post(`/api/admin/email-logs/${failed.id}/retry`).set('Authorization', admin.auth).expect(409);
      expect(again.body.code).toBe('MAIL.NOT_FAILED');
      await t.app.get(OutboxWorker).drain();
      expect((await t.sql<Row>('select status from email_logs where id = ?', [failed.id]))[0].status).toBe('sent');

      await t.http().post(`/api/admin/email-logs/${randomUUID()}/retry`).set('Authorization', admin.auth).expect(404);
      await t.http().get(`/api/admin/email-logs/${randomUUID()}`).set('Authorization', admin.auth).expect(404);
      await t.http().get('/api/admin/email-logs?_sort=body').set('Authorization', admin.auth).expect(400);
    });

    it('is for admins only', async () => {
      const [log] = await t.sql<Row>('select id from email_logs limit 1');
      await t.http().get('/api/admin/email-logs').expect(401);
      await t.http().get('/api/admin/email-logs').set('Authorization', editor.auth).expect(403);
      await t.http().post(`/api/admin/email-logs/${log.id}/retry`).set('Authorization', editor.auth).expect(403);
    });
  });
});
