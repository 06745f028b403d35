// A new client's first screens: the first sign-in asks the person's name and the business name
// (the website is never named after the e-mail), and the dashboard's status card reads where the
// project stands from GET /api/my/project.
import { randomBytes, randomUUID } from 'node:crypto';
import { createTestApp, issueSessionToken, TestApp } from '@fw/api-testing';

describe('client onboarding and project status', () => {
  let t: TestApp;
  let ua = 0;

  beforeAll(async () => {
    t = await createTestApp({ env: { STRIPE_SECRET_KEY: undefined, PAYMENT_PROVIDER: undefined, PUBLIC_URL: 'http://shop.test' } });
  });
  afterAll(() => t.close());

  /** Buys a package in the sandbox and sets the password on the page after payment: the buyer's bearer. */
  async function buyAndSetUp(email: string): Promise<string> {
    const created = await t.http().post('/api/checkout').set('User-Agent', `onboarding-${++ua}`).send({ package_id: 'basic', term_years: 1 }).expect(201);
    const sessionId = created.body.session_id as string;
    const cookie = ([] as string[])
      .concat(created.headers['set-cookie'] ?? [])
      .map((c) => c.split(';')[0])
      .join('; ');
    await t.http().post(`/api/sandbox/checkout/${sessionId}/pay`).type('form').send({ email }).expect(303);
    const set = await t
      .http()
      .post('/api/auth/checkout-account')
      .set('Cookie', cookie)
      .send({ session_id: sessionId, password: 'Onboarding-pass-1' })
      .expect(200);
    return `Bearer ${set.body.access_token}`;
  }

  /** A client who signed up alone: confirmed, no name, nothing bought. */
  async function selfSignedUp(): Promise<{ id: string; auth: string }> {
    const id = randomUUID();
    const email = `self-${id.slice(0, 8)}@onboarding.test`;
    await t.sql(`insert into users (id, email, password_hash, email_confirmed_at) values (?, ?, 'unused', now())`, [id, email]);
    await t.sql(`insert into profiles (id, full_name, email) values (?, null, ?)`, [id, email]);
    await t.sql(`insert into user_roles (id, user_id, role) values (?, ?, 'editor')`, [randomUUID(), id]);
    return { id, auth: `Bearer ${await issueSessionToken(t.app, { id, email })}` };
  }

  it('names the website of a paid package without the e-mail, and asks the buyer for names on the first sign-in', async () => {
    const auth = await buyAndSetUp('dana@onboarding-one.test');
    const site = await t.http().get('/api/my/website').set('Authorization', auth).expect(200);
    expect(site.body.website.name).not.toContain('@');

    const project = await t.http().get('/api/my/project').set('Authorization', auth).expect(200);
    expect(project.body).toMatchObject({ stage: 'paid', onboarding_needed: true, business_name: null });
  });

  it('keeps the person and business names, and names the waiting website after the business', async () => {
    const auth = await buyAndSetUp('eli@onboarding-two.test');
    const done = await t
      .http()
      .post('/api/my/onboarding')
      .set('Authorization', auth)
      .send({ full_name: ' Eli Moreno ', business_name: "Eli's Tacos" })
      .expect(200);
    expect(done.body).toMatchObject({ onboarding_needed: false, full_name: 'Eli Moreno', business_name: "Eli's Tacos" });

    expect((await t.http().get('/api/auth/me').set('Authorization', auth).expect(200)).body.full_name).toBe('Eli Moreno');
    expect((await t.http().get('/api/my/website').set('Authorization', auth).expect(200)).body.website.name).toBe("Eli's Tacos");
    expect((await t.http().get('/api/my/project').set('Authorization', auth).expect(200)).body).toMatchObject({
      onboarding_needed: false,
      business_name: "Eli's Tacos",
    });
  });

  it('refuses blank or missing names with field messages, and anonymous callers', async () => {
    const { auth } = await selfSignedUp();
    const blank = await t.http().post('/api/my/onboarding').set('Authorization', auth).send({ full_name: '  ', business_name: '' });
    expect(blank.status).toBe(400);
    expect(Object.keys(blank.body.details.fields).sort()).toEqual(['business_name', 'full_name']);
    await t.http().post('/api/my/onboarding').send({ full_name: 'A', business_name: 'B' }).expect(401);
    await t.http().get('/api/my/project').expect(401);
  });

  it('tells a client who signed up alone that nothing is bought yet, and keeps their business name without a website', async () => {
    const { auth } = await selfSignedUp();
    expect((await t.http().get('/api/my/project').set('Authorization', auth).expect(200)).body).toMatchObject({
      stage: 'not_started',
      onboarding_needed: true,
    });
    await t.http().post('/api/my/onboarding').set('Authorization', auth).send({ full_name: 'Fay Ruiz', business_name: 'Fay Plumbing' }).expect(200);
    expect((await t.http().get('/api/my/project').set('Authorization', auth).expect(200)).body).toMatchObject({
      stage: 'not_started',
      business_name: 'Fay Plumbing',
    });
  });

  it('moves to questionnaire received, in design and live as the project goes on', async () => {
    const auth = await buyAndSetUp('gil@onboarding-three.test');
    const [user] = await t.sql<{ id: string }>(`select id from users where email = 'gil@onboarding-three.test'`);
    await t.sql(
      `insert into questionnaire_submissions (id, resume_token_hash, client_id, status, completed_at, business_name) values (?, ?, ?, 'completed', now(), 'Gil Garden')`,
      [randomUUID(), randomBytes(32).toString('hex'), user.id],
    );
    expect((await t.http().get('/api/my/project').set('Authorization', auth).expect(200)).body.stage).toBe('questionnaire_received');

    const [website] = await t.sql<{ id: string }>(`select id from websites where owner_id = ?`, [user.id]);
    await t.sql(`insert into website_content (id, website_id, section_key, content_type, content_value) values (?, ?, 'hero_title', 'text', 'Gil Garden')`, [
      randomUUID(),
      website.id,
    ]);
    expect((await t.http().get('/api/my/project').set('Authorization', auth).expect(200)).body.stage).toBe('in_design');

    await t.sql(`update websites set status = 'live' where id = ?`, [website.id]);
    expect((await t.http().get('/api/my/project').set('Authorization', auth).expect(200)).body.stage).toBe('live');
  });
});
