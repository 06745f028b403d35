import { createHash, randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { MikroORM, RequestContext } from '@mikro-orm/core';
import { QuestionnaireRepositoryPort, UnitOfWorkPort } from '@fw/api-intake-application';
import { QuestionnaireSubmission } from '@fw/api-intake-domain';
import { MailOutboxPort } from '@fw/api-mail-application';
import { OutboxWorker } from '@fw/api-mail-infrastructure';
import { EmailAddress } from '@fw/shared-field-limits';
import { createTestApp, createUser, TestApp, TestSmtpServer, TestUser } from '@fw/api-testing';

type Row = Record<string, any>;

describe('questionnaires API', () => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let owner: TestUser;
  let other: TestUser;

  beforeAll(async () => {
    smtp = await TestSmtpServer.create();
    t = await createTestApp({
      env: {
        SMTP_URL: smtp.url,
        BUSINESS_EMAIL: 'owner@fw.example',
        MAIL_FROM: 'Florida Web Design <no-reply@fw.example>',
        PUBLIC_URL: 'https://fw.example',
        QUESTIONNAIRE_RATE_LIMIT: '1000',
      },
    });
    owner = await createUser(t, { fullName: 'Olive Owner' });
    other = await createUser(t);
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  const create = (body: Record<string, unknown> = {}, auth?: string) => {
    const req = t.http().post('/api/questionnaires');
    if (auth) req.set('Authorization', auth);
    return req.send(body);
  };
  const draft = async (body: Record<string, unknown> = {}) => {
    const res = await create(body).expect(201);
    return { id: res.body.id as string, token: res.body.resume_token as string, body: res.body };
  };
  const patch = (id: string, token: string | null, body: Record<string, unknown>) => {
    const req = t.http().patch(`/api/questionnaires/${id}`);
    if (token) req.set('X-Resume-Token', token);
    return req.send(body);
  };
  const emailsOf = (submissionId: string) => t.sql<Row>('select * from email_logs where submission_id = ?', [submissionId]);

  describe('create and resume', () => {
    it('creates a draft for a visitor and returns a 256-bit resume token once, storing only its hash', async () => {
      const res = await create({ business_name: '  Sunny Cafe ', current_step: 2 }).expect(201);
      expect(res.body).toMatchObject({
        business_name: 'Sunny Cafe',
        current_step: 2,
        status: 'draft',
        version: 1,
        client_id: null,
        completed_at: null,
        main_pages: ['Home', 'About', 'Services', 'Contact'],
        liked_websites: [],
        integrations: [],
        needs_blog: false,
        budget_range: null,
      });
      expect(res.body.resume_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const [row] = await t.sql<Row>('select resume_token_hash from questionnaire_submissions where id = ?', [res.body.id]);
      expect(row.resume_token_hash).toBe(createHash('sha256').update(res.body.resume_token).digest('hex'));
      const read = await t.http().get(`/api/questionnaires/${res.body.id}`).set('X-Resume-Token', res.body.resume_token).expect(200);
      expect(read.body.resume_token).toBeUndefined();
      expect(read.body).toMatchObject({ id: res.body.id, business_name: 'Sunny Cafe', current_step: 2 });
    });

    it('answers 404 without the token, with a wrong one or with another draft’s token', async () => {
      const a = await draft({ business_name: 'A' });
      const b = await draft({ business_name: 'B' });
      await t.http().get(`/api/questionnaires/${a.id}`).expect(404);
      await t
        .http()
        .get(`/api/questionnaires/${a.id}`)
        .set('X-Resume-Token', `${a.token.slice(0, -1)}x`)
        .expect(404);
      const res = await t.http().get(`/api/questionnaires/${a.id}`).set('X-Resume-Token', b.token).expect(404);
      expect(res.body).toEqual({ statusCode: 404, code: 'INTAKE.SUBMISSION_NOT_FOUND', message: 'Questionnaire not found' });
      await patch(a.id, b.token, { business_name: 'Hijacked' }).expect(404);
      await patch(a.id, null, { business_name: 'Hijacked' }).expect(404);
      await t.http().post(`/api/questionnaires/${a.id}/submit`).set('X-Resume-Token', b.token).send({}).expect(404);
      const [row] = await t.sql<Row>('select business_name, status from questionnaire_submissions where id = ?', [a.id]);
      expect(row).toEqual({ business_name: 'A', status: 'draft' });
      await t.http().get('/api/questionnaires/not-a-uuid').set('X-Resume-Token', a.token).expect(400);
      await t.http().get('/api/questionnaires/00000000-0000-4000-8000-000000000000').set('X-Resume-Token', a.token).expect(404);
    });

    it('ties a signed-in client’s questionnaire to them; the owner needs no token, other users get 404', async () => {
      const res = await create({ business_name: 'Owned' }, owner.auth).expect(201);
      expect(res.body.client_id).toBe(owner.id);
      await t.http().get(`/api/questionnaires/${res.body.id}`).set('Authorization', owner.auth).expect(200);
      await t.http().get(`/api/questionnaires/${res.body.id}`).set('Authorization', other.auth).expect(404);
      await patch(res.body.id, null, { industry: 'Food' }).set('Authorization', owner.auth).expect(200);
      await patch(res.body.id, null, { industry: 'Hack' }).set('Authorization', other.auth).expect(404);
    });
  });

  describe('saving progress', () => {
    it('normalises answers as the spec says', async () => {
      const d = await draft();
      const res = await patch(d.id, d.token, {
        business_email: '',
        liked_websites: ['https://a.example', '', '   ', 'https://b.example'],
        disliked_websites: [''],
        main_pages: ['', ' '],
        integrations: 'Stripe, , Mailchimp ,',
        uploaded_files: ['logo.png', '', 'menu (1).pdf'],
        ideal_launch_date: '2026-03-01',
        budget_range: '2000-5000',
        needs_booking: true,
        current_step: 4,
      }).expect(200);
      expect(res.body).toMatchObject({
        business_email: null,
        liked_websites: ['https://a.example', 'https://b.example'],
        disliked_websites: [],
        main_pages: ['Home', 'About', 'Services', 'Contact'],
        integrations: ['Stripe', 'Mailchimp'],
        uploaded_files: ['logo.png', 'menu (1).pdf'],
        ideal_launch_date: '2026-03-01',
        budget_range: '2000-5000',
        needs_booking: true,
        current_step: 4,
        version: 2,
      });
      const list = await patch(d.id, d.token, { integrations: [' Google Calendar ', ''], main_pages: ['Home', '', 'Menu'] }).expect(200);
      expect(list.body).toMatchObject({
        integrations: ['Google Calendar'],
        main_pages: ['Home', 'Menu'],
        liked_websites: ['https://a.example', 'https://b.example'],
      });
      const [row] = await t.sql<Row>('select integrations, main_pages, ideal_launch_date::text as d from questionnaire_submissions where id = ?', [d.id]);
      expect(row).toEqual({ integrations: ['Google Calendar'], main_pages: ['Home', 'Menu'], d: '2026-03-01' });
    });

    it.each([
      ['business_email', { business_email: 'not-an-email' }],
      ['business_name', { business_name: 'x'.repeat(201) }],
      ['main_goal', { main_goal: 'x'.repeat(5001) }],
      ['ideal_launch_date', { ideal_launch_date: '2026-02-30' }],
      ['ideal_launch_date', { ideal_launch_date: '03/01/2026' }],
      ['budget_range', { budget_range: 'cheap' }],
      ['uploaded_files', { uploaded_files: ['../etc/passwd'] }],
      ['uploaded_files', { uploaded_files: ['folder/file.pdf'] }],
      ['uploaded_files', { uploaded_files: ['c:\\x.pdf'] }],
      ['uploaded_files', { uploaded_files: ['bad\u0000.pdf'] }],
      ['uploaded_files', { uploaded_files: ['bad\r\nname.pdf'] }],
      ['uploaded_files', { uploaded_files: [`${'x'.repeat(252)}.pdf`] }],
      ['liked_websites', { liked_websites: Array.from({ length: 10_000 }, () => 'a') }],
      ['liked_websites', { liked_websites: 'https://a.example' }],
      ['integrations', { integrations: 42 }],
      ['integrations', { integrations: 'x,'.repeat(2000) }],
      ['needs_blog', { needs_blog: 'yes' }],
      ['needs_blog', { needs_blog: null }],
      ['current_step', { current_step: 0 }],
      ['current_step', { current_step: 8 }],
      ['current_step', { current_step: 2.5 }],
      ['current_step', { current_step: '3' }],
      ['client_id', { client_id: '00000000-0000-4000-8000-000000000000' }],
      ['status', { status: 'completed' }],
    ])('refuses a bad %s with 400 naming it (case %#), and saves nothing', async (field, body) => {
      const d = await draft({ business_name: 'Before' });
      const res = await patch(d.id, d.token, { business_name: 'After', ...body }).expect(400);
      expect(res.body.details.fields[field]).toEqual(expect.arrayContaining([expect.any(String)]));
      const [row] = await t.sql<Row>('select business_name, version, status, client_id from questionnaire_submissions where id = ?', [d.id]);
      expect(row).toEqual({ business_name: 'Before', version: 1, status: 'draft', client_id: null });
    });

    it('also validates on create', async () => {
      const res = await create({ business_email: 'nope', current_step: 9 }).expect(400);
      expect(Object.keys(res.body.details.fields).sort()).toEqual(['business_email', 'current_step']);
      const res2 = await create({ business_email: 'nope' }).expect(400);
      expect(res2.body.details.fields.business_email[0]).toMatch(/e-?mail/);
    });

    it('checks business_email with the shared e-mail rule the forms use (blank allowed)', async () => {
      for (const email of [
        'dana@example.com',
        "o'neil@bakery.fl.us",
        'dana@example.c',
        'dana..diaz@example.com',
        'dana@example.123',
        'Dana <dana@example.com>',
      ]) {
        const res = await create({ business_email: email });
        expect({ email, status: res.status }).toEqual({ email, status: EmailAddress.isValid(email) ? 201 : 400 });
        if (res.status === 400) expect(res.body.details.fields).toEqual({ business_email: ['business_email must be a valid email address'] });
      }
      await create({ business_email: '  ' }).expect(201);
    });

    it('saves progress through the entity in two statements: a read, then an UPDATE guarded by the version read, no lock, no transaction', async () => {
      const d = await draft({ business_name: 'Before' });
      // Every statement the API sends goes through node-postgres' Client#query (ORM and plain SQL alike).
      const sent = jest.spyOn(Client.prototype, 'query');
      let res;
      let queries: Array<{ text: string; name?: string; values?: unknown[] }>;
      try {
        res = await patch(d.id, d.token, { business_name: 'After', liked_websites: ['https://a.example'], current_step: 3, version: 1 }).expect(200);
      } finally {
        // Read before restoring: mockRestore also forgets the calls.
        queries = sent.mock.calls.map(([query]) =>
          typeof query === 'string' ? { text: query } : (query as { text: string; name?: string; values?: unknown[] }),
        );
        sent.mockRestore();
      }
      const texts = queries.map((query) => query.text);
      const onSubmissions = queries.filter((query) => /questionnaire_submissions/.test(query.text));
      expect(onSubmissions).toHaveLength(2);
      const [read, write] = onSubmissions;
      expect(read.text).toMatch(/^select /);
      expect(read.text).not.toMatch(/for update/);
      expect(write.text).toMatch(/^update "?questionnaire_submissions"? set [\s\S]* where [\s\S]*\bversion"? = /);
      expect(texts.filter((text) => /^\s*(begin|start transaction)/i.test(text))).toEqual([]);
      // Prepared once per connection (named), the values bound rather than written into the text.
      expect(read).toMatchObject({ name: expect.any(String), values: [d.id] });
      expect(write).toMatchObject({ name: expect.any(String), values: expect.arrayContaining(['After', d.id, 1]) });
      expect(read.name).not.toBe(write.name);
      expect(write.text).not.toContain('After');
      expect(write.text).not.toContain(d.id);
      const [row] = await t.sql<Row>('select business_name, liked_websites, current_step, version from questionnaire_submissions where id = ?', [d.id]);
      expect(row).toEqual({ business_name: 'After', liked_websites: ['https://a.example'], current_step: 3, version: 2 });
      expect(res.body).toMatchObject({ business_name: 'After', liked_websites: ['https://a.example'], current_step: 3, version: 2, status: 'draft' });
      expect(res.body).not.toHaveProperty('resume_token_hash');
    });

    it('the repository reads a draft back as the entity holds it and writes progress only while the row is a draft at the version read', async () => {
      const d = await draft({ business_name: 'Read', liked_websites: ['https://r.example'] });
      const repository = t.app.get(QuestionnaireRepositoryPort, { strict: false });
      const orm = t.app.get(MikroORM, { strict: false });
      const inContext = <T>(work: () => Promise<T>) => RequestContext.create(orm.em, work);

      const loaded = (await inContext(() => repository.findById(d.id)))!;
      expect(loaded).toBeInstanceOf(QuestionnaireSubmission);
      // A plain domain object: its fields are its own values, not accessors of the ORM's change tracking.
      expect(Object.getOwnPropertyDescriptor(loaded, 'businessName')).toEqual({ value: 'Read', writable: true, enumerable: true, configurable: true });
      expect(Object.getOwnPropertyDescriptor(loaded, 'version')).toEqual({ value: 1, writable: true, enumerable: true, configurable: true });
      expect(loaded.updatedAt).toBeInstanceOf(Date);
      expect(loaded.createdAt).toBeInstanceOf(Date);
      expect(loaded).toMatchObject({ businessName: 'Read', likedWebsites: ['https://r.example'], version: 1, status: 'draft', clientId: null });
      expect(loaded.resumeTokenHash).toBe(createHash('sha256').update(d.token).digest('hex'));
      expect(await inContext(() => repository.findById(randomUUID()))).toBeNull();

      // Values are bound, never part of the statement's text: quotes and question marks stay as typed.
      const written = "Dana's? Bakery \\? ?? $1";
      loaded.saveProgress({ businessName: written, likedWebsites: [], mainPages: ['Home?'] }, 2, { savedBy: owner.id, now: new Date() });
      expect(await inContext(() => repository.saveProgress(loaded, 1))).toBe(true);
      // Another save read version 1 too: it lost the race and writes nothing.
      expect(await inContext(() => repository.saveProgress(loaded, 1))).toBe(false);
      const columns = 'business_name, liked_websites, main_pages, current_step, version, client_id';
      const [row] = await t.sql<Row>(`select ${columns} from questionnaire_submissions where id = ?`, [d.id]);
      expect(row).toEqual({ business_name: written, liked_websites: [], main_pages: ['Home?'], current_step: 2, version: 2, client_id: owner.id });

      await t.sql(`update questionnaire_submissions set status = 'completed' where id = ?`, [d.id]);
      const submitted = (await inContext(() => repository.findById(d.id)))!;
      submitted.apply({ businessName: 'Too late' });
      expect(await inContext(() => repository.saveProgress(submitted, 2))).toBe(false);
      expect((await t.sql<Row>('select business_name from questionnaire_submissions where id = ?', [d.id]))[0].business_name).toBe(written);
    });

    it('inside a unit of work the repository reads and writes in its transaction, which a failure rolls back', async () => {
      const d = await draft({ business_name: 'Committed' });
      const repository = t.app.get(QuestionnaireRepositoryPort, { strict: false });
      const uow = t.app.get(UnitOfWorkPort, { strict: false });
      const orm = t.app.get(MikroORM, { strict: false });
      const seenInside: Array<string | null> = [];
      const failure = new Error('the use case failed after saving');
      await expect(
        RequestContext.create(orm.em, () =>
          uow.run(async () => {
            const loaded = (await repository.findById(d.id))!;
            loaded.saveProgress({ businessName: 'Uncommitted' }, undefined, { savedBy: null, now: new Date() });
            expect(await repository.saveProgress(loaded, 1)).toBe(true);
            seenInside.push((await repository.findById(d.id))!.businessName);
            throw failure;
          }),
        ),
      ).rejects.toBe(failure);
      expect(seenInside).toEqual(['Uncommitted']);
      const [row] = await t.sql<Row>('select business_name, version from questionnaire_submissions where id = ?', [d.id]);
      expect(row).toEqual({ business_name: 'Committed', version: 1 });
    });

    it('a questionnaire made with new is a plain object until the ORM persists it', async () => {
      const fresh = new QuestionnaireSubmission();
      fresh.businessName = 'Plain';
      expect(Object.getOwnPropertyDescriptor(fresh, 'businessName')).toEqual({ value: 'Plain', writable: true, enumerable: true, configurable: true });
      // Once persisted, the ORM tracks it as before: a change after the insert is flushed too.
      const orm = t.app.get(MikroORM, { strict: false });
      const em = orm.em.fork();
      fresh.id = randomUUID();
      fresh.resumeTokenHash = createHash('sha256').update('plain').digest('hex');
      await em.persist(fresh).flush();
      fresh.businessName = 'Tracked';
      await em.flush();
      const [row] = await t.sql<Row>('select business_name from questionnaire_submissions where id = ?', [fresh.id]);
      expect(row.business_name).toBe('Tracked');
    });

    it('refuses a stale version with 409 and keeps the newer answers', async () => {
      const d = await draft();
      const first = await patch(d.id, d.token, { business_name: 'Newer', version: 1 }).expect(200);
      expect(first.body.version).toBe(2);
      const stale = await patch(d.id, d.token, { business_name: 'Older', version: 1 }).expect(409);
      expect(stale.body).toMatchObject({ code: 'INTAKE.STALE_SUBMISSION', details: { version: 2 } });
      await patch(d.id, d.token, { business_name: 'Newest', version: 2 }).expect(200);
      await patch(d.id, d.token, { additional_notes: 'no version: last write wins' }).expect(200);
      const [row] = await t.sql<Row>('select business_name, version from questionnaire_submissions where id = ?', [d.id]);
      expect(row).toEqual({ business_name: 'Newest', version: 4 });
    });
  });

  describe("the signed-in client's questionnaire (GET /api/my/questionnaire)", () => {
    it('is the one they filled in while signed in, with its status; others see theirs or none; anonymous gets 401', async () => {
      const client = await createUser(t);
      const none = await t.http().get('/api/my/questionnaire').set('Authorization', client.auth).expect(200);
      expect(none.body).toEqual({ questionnaire: null });

      const created = await create({ business_name: 'Signed In Salon', current_step: 3 }, client.auth).expect(201);
      // A draft started anonymously with the client's e-mail is not theirs.
      await draft({ business_name: 'Planted', business_email: client.email });
      const mine = await t.http().get('/api/my/questionnaire').set('Authorization', client.auth).expect(200);
      expect(mine.body).toEqual({
        questionnaire: {
          id: created.body.id,
          status: 'draft',
          current_step: 3,
          business_name: 'Signed In Salon',
          completed_at: null,
          updated_at: expect.any(String),
        },
      });
      expect((await t.http().get('/api/my/questionnaire').set('Authorization', other.auth).expect(200)).body.questionnaire?.id).not.toBe(created.body.id);
      await t.http().get('/api/my/questionnaire').expect(401);
    });

    it('a draft started anonymously becomes the client’s when they save it signed in with its token', async () => {
      const client = await createUser(t);
      const d = await draft({ business_name: 'Claimed Cafe' });
      const req = t.http().patch(`/api/questionnaires/${d.id}`).set('X-Resume-Token', d.token).set('Authorization', client.auth);
      await req.send({ industry: 'Cafe' }).expect(200);
      const mine = await t.http().get('/api/my/questionnaire').set('Authorization', client.auth).expect(200);
      expect(mine.body.questionnaire).toMatchObject({ id: d.id, business_name: 'Claimed Cafe' });
    });
  });

  describe('submit', () => {
    /** The answers a submission must have (the form's required fields). */
    const required = {
      business_name: 'Required Co',
      industry: 'Retail',
      business_email: 'req@example.com',
      main_goal: 'Grow',
      target_audience: 'Locals',
      desired_action: 'Call us',
    };

    it('refuses to submit without the required answers (400 naming each), keeps the draft and sends nothing', async () => {
      const d = await draft({ business_name: 'Half done', industry: '   ' });
      const res = await t.http().post(`/api/questionnaires/${d.id}/submit`).set('X-Resume-Token', d.token).send({ main_goal: 'Grow' }).expect(400);
      expect(res.body).toMatchObject({ statusCode: 400, code: 'INTAKE.INCOMPLETE', message: 'Please answer the required questions before submitting.' });
      expect(res.body.details.fields).toEqual({
        industry: ['industry is required'],
        business_email: ['business_email is required'],
        target_audience: ['target_audience is required'],
        desired_action: ['desired_action is required'],
      });
      const [row] = await t.sql<Row>('select status, completed_at, main_goal from questionnaire_submissions where id = ?', [d.id]);
      expect(row).toEqual({ status: 'draft', completed_at: null, main_goal: null });
      expect(await emailsOf(d.id)).toHaveLength(0);
      await t.http().post(`/api/questionnaires/${d.id}/submit`).set('X-Resume-Token', d.token).send(required).expect(200);
    });

    it('completes the questionnaire, queues one notification to the business and one confirmation to the visitor, and is harmless to repeat', async () => {
      const d = await draft({ ...required, business_name: 'Palm <Co>', business_email: 'palm@example.com', industry: 'Retail', main_goal: 'Sell & grow' });
      const res = await t
        .http()
        .post(`/api/questionnaires/${d.id}/submit`)
        .set('X-Resume-Token', d.token)
        .send({ additional_notes: 'Thanks', current_step: 7 })
        .expect(200);
      expect(res.body).toMatchObject({ status: 'completed', additional_notes: 'Thanks', current_step: 7 });
      expect(Date.parse(res.body.completed_at)).toBeGreaterThan(Date.now() - 60_000);

      const again = await t.http().post(`/api/questionnaires/${d.id}/submit`).set('X-Resume-Token', d.token).send({ additional_notes: 'changed?' }).expect(200);
      expect(again.body).toMatchObject({ status: 'completed', additional_notes: 'Thanks', completed_at: res.body.completed_at, version: res.body.version });
      await patch(d.id, d.token, { business_name: 'Later edit' }).expect(409);

      const emails = await emailsOf(d.id);
      expect(emails.map((e) => e.template).sort()).toEqual(['questionnaire-notification', 'questionnaire-received']);
      const notification = emails.find((e) => e.template === 'questionnaire-notification')!;
      expect(notification).toMatchObject({
        status: 'queued',
        recipient_email: 'owner@fw.example',
        reply_to: 'palm@example.com',
        subject: 'New questionnaire: Palm <Co>',
      });
      // The visitor's copy goes to the address they typed and carries the upload link, nothing they typed.
      const confirmation = emails.find((e) => e.template === 'questionnaire-received')!;
      expect(confirmation).toMatchObject({ recipient_email: 'palm@example.com', subject: 'We received your website questionnaire' });
      expect(confirmation.body).toContain('https://fw.example/start/upload?token=');
      expect(confirmation.body).not.toContain('Palm');

      await t.app.get(OutboxWorker).drain();
      const [mail] = smtp.byMessageId(notification.message_id);
      expect(mail.envelopeTo).toEqual(['owner@fw.example']);
      expect(mail.replyTo).toBe('palm@example.com');
      expect(mail.subject).toBe('New questionnaire: Palm <Co>');
      expect(mail.html).toContain('Palm &lt;Co&gt;');
      expect(mail.html).toContain('Sell &amp; grow');
      expect(mail.html).toContain('href="https://fw.example/dashboard/admin/submissions"');
      expect(mail.text).toContain(d.id);
      expect(mail.text).toContain('Industry: Retail');
    });

    it('still completes the submission when the notification cannot be queued', async () => {
      const outbox = t.app.get(MailOutboxPort);
      const spy = jest.spyOn(outbox, 'enqueue').mockRejectedValueOnce(new Error('template exploded'));
      try {
        const d = await draft({ ...required, business_name: 'No mail 1' });
        const res = await t.http().post(`/api/questionnaires/${d.id}/submit`).set('X-Resume-Token', d.token).send({}).expect(200);
        expect(res.body.status).toBe('completed');
        expect(spy).toHaveBeenCalledTimes(2);
        expect((await emailsOf(d.id)).map((e) => e.template)).toEqual(['questionnaire-received']);
        const [row] = await t.sql<Row>('select status, completed_at from questionnaire_submissions where id = ?', [d.id]);
        expect(row.status).toBe('completed');
        expect(row.completed_at).not.toBeNull();
      } finally {
        spy.mockRestore();
      }
    });

    it('still completes the submission when writing the e-mail row fails in the database', async () => {
      await t.sql(`create function refuse_notification() returns trigger language plpgsql as $$
        begin if new.template = 'questionnaire-notification' then raise exception 'outbox unavailable'; end if; return new; end $$`);
      await t.sql(`create trigger refuse_notification before insert on email_logs for each row execute function refuse_notification()`);
      try {
        const d = await draft({ ...required, business_name: 'No mail 2', industry: 'Bakeries' });
        const res = await t.http().post(`/api/questionnaires/${d.id}/submit`).set('X-Resume-Token', d.token).send({ industry: 'Bakery' }).expect(200);
        expect(res.body).toMatchObject({ status: 'completed', industry: 'Bakery' });
        const [row] = await t.sql<Row>('select status, industry from questionnaire_submissions where id = ?', [d.id]);
        expect(row).toEqual({ status: 'completed', industry: 'Bakery' });
        // The transaction with the e-mails failed; the submission is completed without them.
        expect(await emailsOf(d.id)).toHaveLength(0);
      } finally {
        await t.sql('drop trigger refuse_notification on email_logs');
        await t.sql('drop function refuse_notification()');
      }
    });

    it('two submits at once send one notification and one confirmation', async () => {
      const d = await draft({ ...required, business_name: 'Race' });
      const results = await Promise.all([1, 2, 3].map(() => t.http().post(`/api/questionnaires/${d.id}/submit`).set('X-Resume-Token', d.token).send({})));
      expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
      expect((await emailsOf(d.id)).map((e) => e.template).sort()).toEqual(['questionnaire-notification', 'questionnaire-received']);
    });

    it('validates the final answers before completing', async () => {
      const d = await draft();
      const res = await t.http().post(`/api/questionnaires/${d.id}/submit`).set('X-Resume-Token', d.token).send({ budget_range: 'lots' }).expect(400);
      expect(res.body.details.fields.budget_range).toBeDefined();
      const [row] = await t.sql<Row>('select status from questionnaire_submissions where id = ?', [d.id]);
      expect(row.status).toBe('draft');
    });
  });
});
