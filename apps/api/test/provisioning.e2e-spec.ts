// Client provisioning (docs/product.md §11.2 and §11.6): a paid package makes its buyer a client with a
// website record waiting for its build, in the transaction that marks the order paid; an admin
// turns a questionnaire into a client and website; invitations set the first password.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { createTestApp, issueSessionToken, linkToken, TestApp } from '@fw/api-testing';
import { getTemplate, startingSections } from '@fw/shared-site-templates';

/** The default template's sections (a provisioned website has no template yet) with their starter text, but `skip`. */
function templateSectionsBut(skip: string[]) {
  return startingSections(getTemplate(null))
    .filter((s) => !skip.includes(s.key))
    .map((s) => ({ section_key: s.key, content_type: s.type, content_value: s.value }));
}

describe('client provisioning', () => {
  let t: TestApp;
  let ua = 0;
  let admin: string;
  let editor: string;

  beforeAll(async () => {
    t = await createTestApp({
      env: {
        STRIPE_SECRET_KEY: undefined,
        PAYMENT_PROVIDER: undefined,
        PUBLIC_URL: 'http://shop.test',
        BUSINESS_EMAIL: 'owner@business.test',
        AUTH_INVITE_TTL_HOURS: '48',
        AUTH_RATE_LIMIT_SIGN_IN_FREE_FAILURES: '10000',
        AUTH_RATE_LIMIT_SIGN_IN_PER_IP: '10000',
      },
    });
    admin = `Bearer ${await issueSessionToken(t.app, await seedAccount('admin'))}`;
    editor = `Bearer ${await issueSessionToken(t.app, await seedAccount('editor'))}`;
  });
  afterAll(() => t.close());

  async function seedAccount(role: 'admin' | 'editor', email = `${role}-${randomUUID().slice(0, 8)}@prov.test`, confirmed = true) {
    const id = randomUUID();
    await t.sql(`insert into users (id, email, password_hash, email_confirmed_at) values (?, ?, 'unused', ?)`, [id, email, confirmed ? new Date() : null]);
    await t.sql(`insert into profiles (id, full_name, email) values (?, ?, ?)`, [id, `Prov ${role}`, email]);
    await t.sql(`insert into user_roles (id, user_id, role) values (?, ?, ?)`, [randomUUID(), id, role]);
    return { id, email };
  }

  async function questionnaire(values: Record<string, unknown>): Promise<string> {
    const id = randomUUID();
    const columns = Object.keys(values);
    await t.sql(`insert into questionnaire_submissions (id, resume_token_hash, ${columns.join(', ')}) values (?, ?, ${columns.map(() => '?').join(', ')})`, [
      id,
      randomBytes(32).toString('hex'),
      ...columns.map((c) => (Array.isArray(values[c]) ? JSON.stringify(values[c]) : values[c])),
    ]);
    return id;
  }

  /** A questionnaire whose resume token is known (as the buyer's browser keeps it). */
  async function questionnaireWithToken(values: Record<string, unknown>): Promise<{ id: string; token: string }> {
    const token = randomBytes(32).toString('base64url');
    const id = await questionnaire(values);
    await t.sql(`update questionnaire_submissions set resume_token_hash = ? where id = ?`, [createHash('sha256').update(token).digest('hex'), id]);
    return { id, token };
  }

  async function pay(
    email: string,
    pkg = 'basic',
    proof: { questionnaireId?: string; token?: string; auth?: string; typedEmail?: string } = {},
  ): Promise<{ sessionId: string; orderId: string }> {
    const request = t.http().post('/api/checkout').set('User-Agent', `prov-${++ua}`);
    if (proof.token) request.set('X-Resume-Token', proof.token);
    if (proof.auth) request.set('Authorization', proof.auth);
    const body = {
      package_id: pkg,
      term_years: 1,
      ...(proof.questionnaireId ? { questionnaire_id: proof.questionnaireId } : {}),
      ...(proof.typedEmail ? { email: proof.typedEmail } : {}),
    };
    const created = await request.send(body).expect(201);
    const sessionId = created.body.session_id as string;
    await t.http().post(`/api/sandbox/checkout/${sessionId}/pay`).type('form').send({ email }).expect(303);
    const [order] = await t.sql<{ id: string }>(`select id from orders where checkout_session_id = ?`, [sessionId]);
    return { sessionId, orderId: order.id };
  }

  const one = async <T>(sql: string, params: unknown[]) => (await t.sql<T>(sql, params))[0];
  const count = async (sql: string, params: unknown[]) => Number((await one<{ n: string }>(`select count(*) as n from (${sql}) x`, params)).n);
  const invites = (email: string) =>
    t.sql<{ body: string; subject: string; reply_to: string | null }>(
      `select body, subject, reply_to from email_logs where recipient_email = ? and template = 'client-invite' order by created_at, id`,
      [email],
    );
  const tokenOf = (body: string) => linkToken(body)!;

  it('a paid package makes a new buyer a client: account, invitation and website waiting for its build, all linked; a replay makes nothing twice', async () => {
    const email = 'New.Buyer@Example.com';
    const { sessionId, orderId } = await pay(email);
    const user = await one<{ id: string; email_confirmed_at: string | null }>(`select id, email_confirmed_at from users where email = ?`, [
      'new.buyer@example.com',
    ]);
    expect(user.email_confirmed_at).toBeNull();
    expect(await one(`select user_id from orders where id = ?`, [orderId])).toEqual({ user_id: user.id });
    expect(await one(`select role from user_roles where user_id = ?`, [user.id])).toEqual({ role: 'editor' });
    const site = await one<Record<string, unknown>>(`select name, domain, status, owner_id, order_id, submission_id from websites where owner_id = ?`, [
      user.id,
    ]);
    expect(site).toEqual({ name: 'New website', domain: null, status: 'waiting_for_build', owner_id: user.id, order_id: orderId, submission_id: null });

    const [invite] = await invites('new.buyer@example.com');
    expect(invite.subject).toBe('Set up your Florida Web Design account');
    expect(invite.body).toContain('http://shop.test/auth/reset-password?token=');
    expect(invite.body).toContain('48 hours');
    expect(invite.reply_to).toBe('owner@business.test');
    const [stored] = await t.sql<{ hours: string }>(
      `select round(extract(epoch from expires_at - created_at) / 3600) as hours from auth_tokens where user_id = ? and purpose = 'invite'`,
      [user.id],
    );
    expect(Number(stored.hours)).toBe(48);

    // The sandbox's Pay again is the same event again (as a replayed webhook): nothing new.
    await t.http().post(`/api/sandbox/checkout/${sessionId}/pay`).type('form').send({ email }).expect(303);
    expect(await count(`select 1 from users where email = ?`, ['new.buyer@example.com'])).toBe(1);
    expect(await count(`select 1 from websites where owner_id = ?`, [user.id])).toBe(1);
    expect(await invites('new.buyer@example.com')).toHaveLength(1);

    // A second package of the same buyer: the same client and website, the website keeps its first order.
    await pay(email, 'starter');
    expect(await count(`select 1 from users where email = ?`, ['new.buyer@example.com'])).toBe(1);
    expect(await count(`select 1 from websites where owner_id = ?`, [user.id])).toBe(1);
  });

  it('the invitation sets the first password and confirms the address, once; an expired one is refused', async () => {
    const email = 'invited@example.com';
    await pay(email);
    const token = tokenOf((await invites(email))[0].body);
    await t
      .http()
      .post('/api/auth/sign-in')
      .send({ email, password: 'my-new-password' })
      .expect((r) => expect(r.status).not.toBe(200));
    await t.http().post('/api/auth/password/reset').send({ token, password: 'my-new-password' }).expect(200);
    expect(
      (await one<{ email_confirmed_at: string | null }>(`select email_confirmed_at from users where email = ?`, [email])).email_confirmed_at,
    ).not.toBeNull();
    await t.http().post('/api/auth/sign-in').send({ email, password: 'my-new-password' }).expect(200);
    const again = await t.http().post('/api/auth/password/reset').send({ token, password: 'another-password' });
    expect([again.status, again.body.code]).toEqual([400, 'AUTH.INVALID_TOKEN']);

    const late = 'late@example.com';
    await pay(late);
    await t.sql(
      `update auth_tokens set expires_at = now() - interval '1 second' where purpose = 'invite' and user_id = (select id from users where email = ?)`,
      [late],
    );
    const expired = await t
      .http()
      .post('/api/auth/password/reset')
      .send({ token: tokenOf((await invites(late))[0].body), password: 'my-new-password' });
    expect([expired.status, expired.body.code]).toEqual([400, 'AUTH.INVALID_TOKEN']);
  });

  it('an unconfirmed account is invited and stays unconfirmed until the link is used; a confirmed one is linked at once, without an invitation', async () => {
    const pending = await seedAccount('editor', 'pending@example.com', false);
    const { orderId } = await pay('pending@example.com');
    expect(await one(`select user_id from orders where id = ?`, [orderId])).toEqual({ user_id: pending.id });
    expect((await one<{ email_confirmed_at: string | null }>(`select email_confirmed_at from users where id = ?`, [pending.id])).email_confirmed_at).toBeNull();
    expect(await invites('pending@example.com')).toHaveLength(1);

    // Loose end (a): the buyer signed in before the webhook; the order is theirs as soon as it is paid.
    const member = await seedAccount('editor', 'member@example.com');
    const paid = await pay('MEMBER@example.com');
    expect(await one(`select user_id from orders where id = ?`, [paid.orderId])).toEqual({ user_id: member.id });
    expect(await invites('member@example.com')).toHaveLength(0);
    expect(await one(`select status, order_id from websites where owner_id = ?`, [member.id])).toEqual({ status: 'waiting_for_build', order_id: paid.orderId });
    expect(await one(`select full_name from profiles where id = ?`, [member.id])).toEqual({ full_name: 'Prov editor' });
  });

  it("names the website after the questionnaire whose resume token the buyer's browser presented at checkout, and links it to the client", async () => {
    const { id: submissionId, token } = await questionnaireWithToken({
      status: 'completed',
      business_name: 'Sunny Side Cafe',
      business_email: 'Cafe@Example.com',
    });
    const { orderId } = await pay('cafe@example.com', 'basic', { questionnaireId: submissionId, token });
    const user = await one<{ id: string }>(`select id from users where email = ?`, ['cafe@example.com']);
    expect(await one(`select client_id from questionnaire_submissions where id = ?`, [submissionId])).toEqual({ client_id: user.id });
    expect(await one(`select name, order_id, submission_id from websites where owner_id = ?`, [user.id])).toEqual({
      name: 'Sunny Side Cafe',
      order_id: orderId,
      submission_id: submissionId,
    });
  });

  it("never attaches a questionnaire by a matching business e-mail: one planted with the victim's address stays unlinked", async () => {
    const planted = await questionnaire({ status: 'completed', business_name: 'Planted Co', business_email: 'victim@prov-plant.test' });
    await pay('victim@prov-plant.test');
    const victim = await one<{ id: string }>(`select id from users where email = ?`, ['victim@prov-plant.test']);
    expect(await one(`select client_id from questionnaire_submissions where id = ?`, [planted])).toEqual({ client_id: null });
    expect(await one(`select name, submission_id from websites where owner_id = ?`, [victim.id])).toEqual({ name: 'New website', submission_id: null });
  });

  it('a wrong resume token proves nothing: the questionnaire named at checkout stays unlinked', async () => {
    const { id } = await questionnaireWithToken({ status: 'completed', business_name: 'Not Yours', business_email: 'owner@prov-wrong.test' });
    await pay('thief@prov-wrong.test', 'basic', { questionnaireId: id, token: randomBytes(32).toString('base64url') });
    expect(await one(`select client_id from questionnaire_submissions where id = ?`, [id])).toEqual({ client_id: null });
  });

  it("a signed-in checkout is the account's, at its confirmed address: a stranger's e-mail typed there takes over nothing", async () => {
    const buyer = await seedAccount('editor', `buyer-${randomUUID().slice(0, 8)}@prov-signed.test`);
    const strangersDraft = await questionnaire({ business_name: 'Stranger Shop', business_email: 'stranger@prov-signed.test' });
    const auth = `Bearer ${await issueSessionToken(t.app, buyer)}`;
    const { orderId } = await pay('stranger@prov-signed.test', 'basic', { auth, typedEmail: 'stranger@prov-signed.test' });
    expect(await one(`select buyer_email, user_id from orders where id = ?`, [orderId])).toEqual({ buyer_email: buyer.email, user_id: buyer.id });
    expect(await one(`select client_id from questionnaire_submissions where id = ?`, [strangersDraft])).toEqual({ client_id: null });
    expect(await count(`select 1 from users where email = ?`, ['stranger@prov-signed.test'])).toBe(0);
  });

  it("a signed-in buyer's own questionnaire (filled in while signed in) names the website, without any token", async () => {
    const buyer = await seedAccount('editor', `owner-${randomUUID().slice(0, 8)}@prov-own.test`);
    const own = await questionnaire({ business_name: 'Own Bakery', business_email: 'bakery@prov-own.test', client_id: buyer.id });
    await pay(buyer.email, 'basic', { auth: `Bearer ${await issueSessionToken(t.app, buyer)}` });
    expect(await one(`select name, submission_id from websites where owner_id = ?`, [buyer.id])).toEqual({ name: 'Own Bakery', submission_id: own });
  });

  it('the admin resends an invitation (the earlier link dies); 409 for an active client, 404 unknown, 403 editors, 401 anonymous', async () => {
    await pay('resend@example.com');
    const user = await one<{ id: string }>(`select id from users where email = ?`, ['resend@example.com']);
    const first = tokenOf((await invites('resend@example.com'))[0].body);
    const pending = async () => (await t.http().get(`/api/admin/clients/${user.id}`).set('Authorization', admin).expect(200)).body.invitation_pending;
    expect(await pending()).toBe(true);
    const listed = await t.http().get('/api/admin/clients?q=resend@example.com').set('Authorization', admin).expect(200);
    expect(listed.body.map((c: { invitation_pending: boolean }) => c.invitation_pending)).toEqual([true]);
    await t.http().post(`/api/admin/clients/${user.id}/invite`).set('Authorization', admin).expect(204);
    const all = await invites('resend@example.com');
    expect(all).toHaveLength(2);
    expect((await t.http().post('/api/auth/password/reset').send({ token: first, password: 'my-new-password' })).status).toBe(400);
    await t
      .http()
      .post('/api/auth/password/reset')
      .send({ token: tokenOf(all[1].body), password: 'my-new-password' })
      .expect(200);
    expect(await pending()).toBe(false);

    const active = await t.http().post(`/api/admin/clients/${user.id}/invite`).set('Authorization', admin);
    expect([active.status, active.body.code]).toEqual([409, 'ACCOUNTS.ALREADY_ACTIVE']);
    const unknown = await t.http().post(`/api/admin/clients/${randomUUID()}/invite`).set('Authorization', admin);
    expect([unknown.status, unknown.body.code]).toEqual([404, 'ACCOUNTS.CLIENT_NOT_FOUND']);
    expect((await t.http().post(`/api/admin/clients/${user.id}/invite`).set('Authorization', editor)).status).toBe(403);
    expect((await t.http().post(`/api/admin/clients/${user.id}/invite`)).status).toBe(401);
    expect((await t.http().post(`/api/admin/clients/not-a-uuid/invite`).set('Authorization', admin)).status).toBe(400);
  });

  it('counts a provisioned package on the admin home as waiting for a build until its website is live', async () => {
    const waiting = async () => {
      const res = await t.http().get('/api/admin/overview').set('Authorization', admin).expect(200);
      return (res.body.cards as Array<{ key: string; count: number }>).find((c) => c.key === 'orders_waiting_for_build')!.count;
    };
    const before = await waiting();
    await pay('build-me@example.com');
    expect(await waiting()).toBe(before + 1);
    await t.sql(`update websites set status = 'live' where owner_id = (select id from users where email = ?)`, ['build-me@example.com']);
    expect(await waiting()).toBe(before);
  });

  it('admins see a website waiting for its build, filter by it and mark it live; the client sees its status too', async () => {
    await pay('status@example.com');
    const user = await one<{ id: string }>(`select id from users where email = ?`, ['status@example.com']);
    const waiting = await t.http().get(`/api/admin/websites?status=waiting_for_build&owner_id=${user.id}`).set('Authorization', admin).expect(200);
    expect(waiting.body.map((w: { status: string; domain: string | null }) => [w.status, w.domain])).toEqual([['waiting_for_build', null]]);
    const id = waiting.body[0].id as string;
    const live = await t
      .http()
      .patch(`/api/admin/websites/${id}`)
      .set('Authorization', admin)
      .send({ status: 'live', domain: 'status-example.com' })
      .expect(200);
    expect(live.body).toMatchObject({ status: 'live', domain: 'status-example.com' });
    const bad = await t.http().patch(`/api/admin/websites/${id}`).set('Authorization', admin).send({ status: 'built' });
    expect([bad.status, JSON.stringify(bad.body)]).toEqual([400, expect.stringContaining('status')]);
    const clientAuth = `Bearer ${await issueSessionToken(t.app, { id: user.id, email: 'status@example.com' })}`;
    await t.sql(`update users set email_confirmed_at = now() where id = ?`, [user.id]);
    expect((await t.http().get('/api/my/website').set('Authorization', clientAuth).expect(200)).body.website.status).toBe('live');
  });

  describe('questionnaire to client (item 6)', () => {
    const answers = {
      status: 'completed',
      business_name: 'Palm Dental',
      business_email: 'Front.Desk@PalmDental.test',
      business_phone: '(561) 555-0100',
      industry: 'Dental clinic',
      main_goal: 'Bring in new patients',
      target_audience: 'families in Royal Palm Beach',
      desired_action: 'Book an appointment',
      main_pages: ['Home', 'Services', 'Insurance', 'Contact'],
    };

    it('prefills the form from the answers', async () => {
      const id = await questionnaire(answers);
      const res = await t.http().get(`/api/admin/submissions/${id}/client-draft`).set('Authorization', admin).expect(200);
      expect(res.body).toEqual({
        submission_id: id,
        email: 'Front.Desk@PalmDental.test',
        full_name: 'Palm Dental',
        website_name: 'Palm Dental',
        client_id: null,
        sections: [
          { key: 'business_name', type: 'text', value: 'Palm Dental' },
          { key: 'tagline', type: 'text', value: 'Bring in new patients' },
          {
            key: 'about_text',
            type: 'textarea',
            value: 'Palm Dental is a Dental clinic business. We serve families in Royal Palm Beach. Book an appointment.',
          },
          { key: 'services', type: 'textarea', value: 'Home\nServices\nInsurance\nContact' },
          { key: 'contact_email', type: 'text', value: 'Front.Desk@PalmDental.test' },
          { key: 'contact_phone', type: 'text', value: '(561) 555-0100' },
        ],
      });
      expect((await t.http().get(`/api/admin/submissions/${randomUUID()}/client-draft`).set('Authorization', admin)).status).toBe(404);
      expect((await t.http().get(`/api/admin/submissions/${id}/client-draft`).set('Authorization', editor)).status).toBe(403);
    });

    it('creates client, invitation, website and sections in one go, and the submission shows the client; again: found, not made twice', async () => {
      const id = await questionnaire({ ...answers, business_email: 'owner@palm-two.test' });
      const body = {
        email: 'owner@palm-two.test',
        full_name: 'Dr. Palm',
        website_name: 'Palm Dental Two',
        sections: [
          { key: 'business_name', type: 'text', value: 'Palm Dental Two' },
          { key: 'about_text', type: 'textarea', value: 'Gentle care.' },
        ],
      };
      const res = await t.http().post(`/api/admin/submissions/${id}/client`).set('Authorization', admin).send(body).expect(201);
      expect(res.body).toMatchObject({ client_created: true, website_created: true, invited: true });
      const { client_id: clientId, website_id: websiteId } = res.body;
      expect(await one(`select full_name, email from profiles where id = ?`, [clientId])).toEqual({ full_name: 'Dr. Palm', email: 'owner@palm-two.test' });
      expect(await one(`select name, status, domain, owner_id, submission_id from websites where id = ?`, [websiteId])).toEqual({
        name: 'Palm Dental Two',
        status: 'waiting_for_build',
        domain: null,
        owner_id: clientId,
        submission_id: id,
      });
      // The form's sections as the admin wrote them, and every other section of the website's
      // template (the default one) with its starter text.
      const expected = [
        { section_key: 'about_text', content_type: 'textarea', content_value: 'Gentle care.' },
        { section_key: 'business_name', content_type: 'text', content_value: 'Palm Dental Two' },
        ...templateSectionsBut(['about_text']),
      ].sort((x, y) => (x.section_key < y.section_key ? -1 : 1));
      expect(
        await t.sql(`select section_key, content_type, content_value from website_content where website_id = ? order by section_key collate "C"`, [websiteId]),
      ).toEqual(expected);
      // Each starting section's history begins with its creation (docs/product.md §14).
      expect(
        await t.sql(`select item_label, action, version, previous, next, changed_by from revisions where website_id = ? order by item_label collate "C"`, [
          websiteId,
        ]),
      ).toEqual(
        expected.map((e) => ({
          item_label: e.section_key,
          action: 'create',
          version: 1,
          previous: null,
          next: { content_value: e.content_value, is_locked: false },
          changed_by: null,
        })),
      );
      expect(await invites('owner@palm-two.test')).toHaveLength(1);
      const shown = await t.http().get(`/api/admin/submissions/${id}`).set('Authorization', admin).expect(200);
      expect(shown.body).toMatchObject({ client_id: clientId, profile: { full_name: 'Dr. Palm', email: 'owner@palm-two.test' } });

      const again = await t
        .http()
        .post(`/api/admin/submissions/${id}/client`)
        .set('Authorization', admin)
        .send({ ...body, website_name: 'Other' })
        .expect(201);
      expect(again.body).toMatchObject({ client_id: clientId, website_id: websiteId, client_created: false, website_created: false, website_filled: false });
      expect(await count(`select 1 from websites where owner_id = ?`, [clientId])).toBe(1);
      expect(await one(`select name from websites where id = ?`, [websiteId])).toEqual({ name: 'Palm Dental Two' });
    });

    it("a buyer who paid before the questionnaire: the empty website the payment made takes the form's name and sections; one with sections keeps them", async () => {
      const email = `first-pay-${randomUUID().slice(0, 8)}@palm.test`;
      await pay(email);
      const [made] = await t.sql<{ id: string; name: string }>(`select w.id, w.name from websites w join users u on u.id = w.owner_id where u.email = ?`, [
        email,
      ]);
      expect(made.name).toBe('New website'); // never the e-mail: the client names it on the first sign-in
      const id = await questionnaire({ ...answers, business_email: email });
      const body = { email, full_name: 'Dr. First', website_name: 'Palm First', sections: [{ key: 'tagline', type: 'text', value: 'Smiles first' }] };
      const res = await t.http().post(`/api/admin/submissions/${id}/client`).set('Authorization', admin).send(body).expect(201);
      expect(res.body).toMatchObject({ website_id: made.id, client_created: false, website_created: false, website_filled: true });
      expect(await one(`select name, status, submission_id from websites where id = ?`, [made.id])).toEqual({
        name: 'Palm First',
        status: 'waiting_for_build',
        submission_id: id,
      });
      const filled = [
        { section_key: 'tagline', content_value: 'Smiles first' },
        ...templateSectionsBut([]).map(({ section_key, content_value }) => ({ section_key, content_value })),
      ];
      expect(await t.sql(`select section_key, content_value from website_content where website_id = ? order by section_key collate "C"`, [made.id])).toEqual(
        filled.sort((x, y) => (x.section_key < y.section_key ? -1 : 1)),
      );

      // Now it has sections: a second form changes nothing.
      const again = await t
        .http()
        .post(`/api/admin/submissions/${id}/client`)
        .set('Authorization', admin)
        .send({ ...body, website_name: 'Other', sections: [{ key: 'about_text', type: 'text', value: 'x' }] })
        .expect(201);
      expect(again.body).toMatchObject({ website_created: false, website_filled: false });
      expect(await one(`select name from websites where id = ?`, [made.id])).toEqual({ name: 'Palm First' });
      expect(await count(`select 1 from website_content where website_id = ?`, [made.id])).toBe(filled.length);
    });

    it('refuses bad input with 400 and writes nothing', async () => {
      const id = await questionnaire({ ...answers, business_email: 'nobody@palm-three.test' });
      const valid = { email: 'nobody@palm-three.test', website_name: 'Palm', sections: [] };
      const bad: Array<[string, Record<string, unknown>]> = [
        ['email', { ...valid, email: 'not-an-email' }],
        ['website_name', { ...valid, website_name: '   ' }],
        [
          'sections',
          {
            ...valid,
            sections: [
              { key: 'a', type: 'text', value: '' },
              { key: 'a', type: 'text', value: '' },
            ],
          },
        ],
        ['key', { ...valid, sections: [{ key: 'Bad Key', type: 'text', value: '' }] }],
        ['type', { ...valid, sections: [{ key: 'a', type: 'html', value: '' }] }],
        ['owner_id', { ...valid, owner_id: randomUUID() }],
      ];
      for (const [field, body] of bad) {
        const res = await t.http().post(`/api/admin/submissions/${id}/client`).set('Authorization', admin).send(body);
        expect([field, res.status]).toEqual([field, 400]);
        expect(JSON.stringify(res.body)).toContain(field);
      }
      expect(await count(`select 1 from users where email = ?`, ['nobody@palm-three.test'])).toBe(0);
      expect((await t.http().post(`/api/admin/submissions/${randomUUID()}/client`).set('Authorization', admin).send(valid)).status).toBe(404);
      expect((await t.http().post(`/api/admin/submissions/${id}/client`).set('Authorization', editor).send(valid)).status).toBe(403);
      expect((await t.http().post(`/api/admin/submissions/${id}/client`).send(valid)).status).toBe(401);
    });
  });
});
