import {
  bearer,
  createTestApp,
  expectOwaspArgon2id,
  issueSessionToken,
  mailCount,
  RELAXED_LIMITS,
  seedUser,
  SeededUser,
  TestApp,
} from './accounts-test-support';

describe('admin clients', () => {
  let t: TestApp;
  let admin: SeededUser;
  let adminAuth: Record<string, string>;
  let editorAuth: Record<string, string>;

  const tokenFor = async (user: SeededUser) => bearer(await issueSessionToken(t.app, user));

  beforeAll(async () => {
    t = await createTestApp({ env: { ...RELAXED_LIMITS, PUBLIC_URL: 'http://fw.test' } });
    admin = await seedUser(t, { role: 'admin', email: 'boss@example.com', fullName: 'Avery Admin' });
    const editor = await seedUser(t, { role: 'editor', email: 'casey@example.com', fullName: 'Casey Client' });
    adminAuth = await tokenFor(admin);
    editorAuth = await tokenFor(editor);
  });
  afterAll(() => t.close());

  it('is for admins only: anonymous 401, editor 403 with no data', async () => {
    await t.http().get('/api/admin/clients').expect(401);
    const denied = await t.http().get('/api/admin/clients').set(editorAuth).expect(403);
    expect(denied.body).toEqual({ statusCode: 403, code: 'AUTH.FORBIDDEN', message: expect.any(String) });
    await t.http().post('/api/admin/clients').set(editorAuth).send({ email: 'x@example.com', password: 'sekret1', role: 'admin', full_name: 'X' }).expect(403);
    expect(await t.sql(`select 1 from users where email = 'x@example.com'`)).toHaveLength(0);
  });

  it('creates a confirmed client with the role, an argon2id hash and a welcome e-mail without the password', async () => {
    const res = await t
      .http()
      .post('/api/admin/clients')
      .set(adminAuth)
      .send({ email: 'New.Client@Example.com', full_name: 'Nia New', password: 'Welcome-123', role: 'editor' })
      .expect(201);
    expect(res.body).toEqual({ id: expect.any(String), email: 'new.client@example.com', full_name: 'Nia New', role: 'editor', created_at: expect.any(String) });
    const [user] = await t.sql<any>(`select * from users where id = ?`, [res.body.id]);
    expect(user.email_confirmed_at).not.toBeNull();
    expectOwaspArgon2id(user.password_hash);
    expect(await t.sql(`select role from user_roles where user_id = ?`, [res.body.id])).toEqual([{ role: 'editor' }]);
    const [mail] = await t.sql<any>(`select template, body, text_body from email_logs where recipient_email = 'new.client@example.com'`);
    expect(mail.template).toBe('client-welcome');
    expect(mail.body).toContain('http://fw.test/auth');
    expect(`${mail.body}${mail.text_body}`).not.toContain('Welcome-123');
    // The client can sign in straight away.
    await t.http().post('/api/auth/sign-in').send({ email: 'new.client@example.com', password: 'Welcome-123' }).expect(200);

    const adminRes = await t
      .http()
      .post('/api/admin/clients')
      .set(adminAuth)
      .send({ email: 'second.admin@example.com', full_name: 'Second', password: 'Welcome-123', role: 'admin' })
      .expect(201);
    expect(adminRes.body.role).toBe('admin');
    expect(await t.sql(`select role from user_roles where user_id = ?`, [adminRes.body.id])).toEqual([{ role: 'admin' }]);
  });

  it('refuses a duplicate e-mail (any case) with 409 and the exact message, writing nothing', async () => {
    const before = await mailCount(t, 'casey@example.com');
    const res = await t
      .http()
      .post('/api/admin/clients')
      .set(adminAuth)
      .send({ email: 'CASEY@example.com', full_name: 'Dup', password: 'sekret1', role: 'editor' })
      .expect(409);
    const message = 'A user with this email address has already been registered';
    expect(res.body).toEqual({ statusCode: 409, code: 'ACCOUNTS.EMAIL_TAKEN', message, details: { fields: { email: [message] } } });
    expect(await mailCount(t, 'casey@example.com')).toBe(before);
    expect(await t.sql(`select 1 from users where email = 'casey@example.com'`)).toHaveLength(1);
  });

  it('validates the body strictly', async () => {
    const res = await t.http().post('/api/admin/clients').set(adminAuth).send({ email: 'bad', password: '123', role: 'owner', is_admin: true }).expect(400);
    expect(Object.keys(res.body.details.fields).sort()).toEqual(['email', 'is_admin', 'password', 'role']);
    // Left out: one plain reason per field, not every rule an absent value breaks.
    const empty = await t.http().post('/api/admin/clients').set(adminAuth).send({}).expect(400);
    expect(empty.body.message).toBe('email is required');
    expect(empty.body.details.fields).toEqual({ email: ['email is required'], password: ['password is required'], role: ['role is required'] });
    expect(res.body.details.fields.password).toEqual(['password must be 6 to 128 characters']);
  });

  it('lists with simple-rest paging, sorting, filters and search', async () => {
    await seedUser(t, { email: 'zed@example.com', fullName: 'Zed Zebra' });
    await seedUser(t, { email: 'amy@sample.org', fullName: 'Amy Apple' });
    const all = await t.http().get('/api/admin/clients?_start=0&_end=100').set(adminAuth).expect(200);
    const total = Number(all.headers['x-total-count']);
    expect(total).toBe(all.body.length);
    expect(all.body[0]).toEqual({
      id: expect.any(String),
      email: expect.any(String),
      full_name: expect.anything(),
      role: expect.stringMatching(/^(admin|editor)$/),
      created_at: expect.any(String),
      invitation_pending: false,
      status: 'active',
      disabled_at: null,
      last_sign_in_at: null,
      website_state: 'none',
      failed_emails: 0,
    });
    const created = all.body.map((c: { created_at: string }) => c.created_at);
    expect([...created].sort().reverse()).toEqual(created);

    const page = await t.http().get('/api/admin/clients?_start=1&_end=3&_sort=email&_order=asc').set(adminAuth).expect(200);
    const emails = all.body.map((c: { email: string }) => c.email).sort();
    expect(page.body.map((c: { email: string }) => c.email)).toEqual(emails.slice(1, 3));
    expect(page.headers['x-total-count']).toBe(String(total));

    const admins = await t.http().get('/api/admin/clients?role=admin').set(adminAuth).expect(200);
    expect(admins.body.map((c: { email: string }) => c.email).sort()).toEqual(['boss@example.com', 'second.admin@example.com']);
    const byEmail = await t.http().get('/api/admin/clients?email_like=SAMPLE.org').set(adminAuth).expect(200);
    expect(byEmail.body.map((c: { email: string }) => c.email)).toEqual(['amy@sample.org']);
    const byName = await t.http().get('/api/admin/clients?full_name_like=zebra').set(adminAuth).expect(200);
    expect(byName.body.map((c: { email: string }) => c.email)).toEqual(['zed@example.com']);
    const q = await t.http().get('/api/admin/clients?q=apple').set(adminAuth).expect(200);
    expect(q.body.map((c: { email: string }) => c.email)).toEqual(['amy@sample.org']);
    const q2 = await t.http().get('/api/admin/clients?q=zed@').set(adminAuth).expect(200);
    expect(q2.body.map((c: { email: string }) => c.email)).toEqual(['zed@example.com']);
    const byName2 = await t.http().get('/api/admin/clients?_sort=full_name&_order=desc&_end=1').set(adminAuth).expect(200);
    expect(byName2.body[0].full_name).toBe('Zed Zebra');

    await t.http().get('/api/admin/clients?password_hash=x').set(adminAuth).expect(400);
    await t.http().get('/api/admin/clients?_sort=password_hash').set(adminAuth).expect(400);
  });

  it('gets one client; bad ids are 400 and unknown ones 404', async () => {
    const res = await t.http().get(`/api/admin/clients/${admin.id}`).set(adminAuth).expect(200);
    expect(res.body).toMatchObject({ id: admin.id, email: 'boss@example.com', full_name: 'Avery Admin', role: 'admin' });
    await t.http().get('/api/admin/clients/not-a-uuid').set(adminAuth).expect(400);
    const missing = await t.http().get('/api/admin/clients/00000000-0000-4000-8000-0000000000aa').set(adminAuth).expect(404);
    expect(missing.body.code).toBe('ACCOUNTS.CLIENT_NOT_FOUND');
  });

  it('renames and changes roles; a demoted admin loses admin access on the very next request', async () => {
    const deputy = await seedUser(t, { role: 'admin', email: 'deputy@example.com', fullName: 'Deputy' });
    const deputyAuth = await tokenFor(deputy);
    await t.http().get('/api/admin/clients').set(deputyAuth).expect(200);

    const res = await t.http().patch(`/api/admin/clients/${deputy.id}`).set(adminAuth).send({ role: 'editor', full_name: 'Former Deputy' }).expect(200);
    expect(res.body).toMatchObject({ id: deputy.id, role: 'editor', full_name: 'Former Deputy', email: 'deputy@example.com' });
    expect(await t.sql(`select role from user_roles where user_id = ?`, [deputy.id])).toEqual([{ role: 'editor' }]);
    await t.http().get('/api/admin/clients').set(deputyAuth).expect(403);
    expect((await t.http().get('/api/auth/me').set(deputyAuth).expect(200)).body.role).toBe('editor');

    await t.http().patch(`/api/admin/clients/${deputy.id}`).set(adminAuth).send({ role: 'admin' }).expect(200);
    await t.http().get('/api/admin/clients').set(deputyAuth).expect(200);

    await t.http().patch(`/api/admin/clients/${deputy.id}`).set(adminAuth).send({ email: 'moved@example.com' }).expect(400);
    await t.http().patch(`/api/admin/clients/${deputy.id}`).set(adminAuth).send({ role: 'root' }).expect(400);
    await t.http().patch('/api/admin/clients/00000000-0000-4000-8000-0000000000aa').set(adminAuth).send({ full_name: 'x' }).expect(404);
  });

  it('never demotes the last admin', async () => {
    const others = await t.sql<{ user_id: string }>(`select user_id from user_roles where role = 'admin' and user_id <> ?`, [admin.id]);
    for (const { user_id } of others) {
      await t.http().patch(`/api/admin/clients/${user_id}`).set(adminAuth).send({ role: 'editor' }).expect(200);
    }
    const res = await t.http().patch(`/api/admin/clients/${admin.id}`).set(adminAuth).send({ role: 'editor' }).expect(409);
    expect(res.body.code).toBe('ACCOUNTS.LAST_ADMIN');
    await t.http().get('/api/admin/clients').set(adminAuth).expect(200);
  });
});
