// A typo in the checkout e-mail does not strand the buyer: from the page after payment (the browser
// that paid), the buyer names the right address; a link goes there, and confirming it (choosing the
// password) moves the account and the order to it. The mistyped address gets nothing further.
import { randomUUID } from 'node:crypto';
import { createTestApp, linkToken, TestApp } from '@fw/api-testing';

const PASSWORD = 'Corrected-pass-1';

describe('buyer corrects the checkout e-mail after payment', () => {
  let t: TestApp;
  let ua = 0;

  beforeAll(async () => {
    t = await createTestApp({ env: { STRIPE_SECRET_KEY: undefined, PAYMENT_PROVIDER: undefined, PUBLIC_URL: 'http://shop.test' } });
  });
  afterAll(() => t.close());

  async function buy(email: string): Promise<{ sessionId: string; cookie: string }> {
    const created = await t.http().post('/api/checkout').set('User-Agent', `correction-${++ua}`).send({ package_id: 'basic', term_years: 1 }).expect(201);
    const sessionId = created.body.session_id as string;
    await t.http().post(`/api/sandbox/checkout/${sessionId}/pay`).type('form').send({ email }).expect(303);
    return {
      sessionId,
      cookie: ([] as string[])
        .concat(created.headers['set-cookie'] ?? [])
        .map((c) => c.split(';')[0])
        .join('; '),
    };
  }

  const mailsTo = (email: string) =>
    t.sql<{ template: string; body: string }>(`select template, body from email_logs where recipient_email = ? order by created_at, id`, [email]);

  it('moves the account and the order to the confirmed address, and the mistyped one gets nothing more', async () => {
    const typo = 'dana@exampel.com';
    const right = 'dana@example-right.test';
    const { sessionId, cookie } = await buy(typo);
    const [invite] = (await mailsTo(typo)).filter((m) => m.template === 'client-invite');
    const typoMailCount = (await mailsTo(typo)).length;

    const asked = await t.http().post('/api/auth/checkout-email').set('Cookie', cookie).send({ session_id: sessionId, email: right });
    expect(asked.status).toBe(202);
    // Nothing moves before the new address is confirmed; the invitation sent to the typo is dead.
    expect((await t.sql<{ buyer_email: string }>(`select buyer_email from orders where checkout_session_id = ?`, [sessionId]))[0].buyer_email).toBe(typo);
    await t
      .http()
      .post('/api/auth/password/reset')
      .send({ token: linkToken(invite.body), password: 'Stranger-pass-9' })
      .expect(400);

    const [confirmation] = await mailsTo(right);
    expect(confirmation.template).toBe('email-correction');
    const confirmed = await t
      .http()
      .post('/api/auth/checkout-email/confirm')
      .send({ token: linkToken(confirmation.body), password: PASSWORD })
      .expect(200);
    expect(confirmed.body.user).toMatchObject({ email: right });

    expect((await t.sql<{ buyer_email: string }>(`select buyer_email from orders where checkout_session_id = ?`, [sessionId]))[0].buyer_email).toBe(right);
    await t.http().post('/api/auth/sign-in').send({ email: right, password: PASSWORD }).expect(200);
    const billing = await t.http().get('/api/my/billing').set('Authorization', `Bearer ${confirmed.body.access_token}`).expect(200);
    expect(billing.body.orders.map((o: { kind: string }) => o.kind)).toContain('package');
    expect((await mailsTo(typo)).length).toBe(typoMailCount);
    // The link works once.
    await t
      .http()
      .post('/api/auth/checkout-email/confirm')
      .send({ token: linkToken(confirmation.body), password: PASSWORD })
      .expect(400);
  });

  it('refuses a browser that did not pay, an address with its own account, and an account already set up', async () => {
    const { sessionId, cookie } = await buy('eli@exampel.com');
    const stranger = await t.http().post('/api/auth/checkout-email').send({ session_id: sessionId, email: 'thief@example.test' });
    expect(stranger.status).toBe(403);
    expect(await mailsTo('thief@example.test')).toEqual([]);

    const taken = `taken-${randomUUID().slice(0, 8)}@example.test`;
    await t.sql(`insert into users (id, email, password_hash, email_confirmed_at) values (?, ?, 'unused', now())`, [randomUUID(), taken]);
    const clash = await t.http().post('/api/auth/checkout-email').set('Cookie', cookie).send({ session_id: sessionId, email: taken });
    expect(clash.status).toBe(409);
    expect(await mailsTo(taken)).toEqual([]);

    const bad = await t.http().post('/api/auth/checkout-email').set('Cookie', cookie).send({ session_id: sessionId, email: 'not-an-address' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.details.fields)).toContain('email');

    await t.http().post('/api/auth/checkout-account').set('Cookie', cookie).send({ session_id: sessionId, password: PASSWORD }).expect(200);
    const late = await t.http().post('/api/auth/checkout-email').set('Cookie', cookie).send({ session_id: sessionId, email: 'eli@example-right.test' });
    expect(late.status).toBe(409);
  });
});
