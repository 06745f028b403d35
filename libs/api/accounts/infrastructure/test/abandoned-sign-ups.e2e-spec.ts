import { AbandonedSignUpSweeper } from '../src/jobs/abandoned-sign-up.sweeper';
import { createTestApp, RELAXED_LIMITS, seedUser, TestApp } from './accounts-test-support';

/**
 * A sign-up nobody confirmed is removed once its links expired, so that whoever typed an address
 * keeps no claim on it; an account an order holds waits for the invitation flow instead.
 */
describe('sign-ups nobody finished', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { ...RELAXED_LIMITS, STRIPE_SECRET_KEY: undefined, PAYMENT_PROVIDER: undefined } });
  });
  afterAll(() => t.close());

  const exists = async (email: string) => (await t.sql(`select 1 from users where email = ?`, [email])).length === 1;
  /** As if the sign-up happened two days ago: its account and every link it got. */
  const twoDaysAgo = async (email: string) => {
    await t.sql(`update users set created_at = now() - interval '2 days' where email = ?`, [email]);
    await t.sql(
      `update auth_tokens set created_at = created_at - interval '2 days', expires_at = expires_at - interval '2 days' where user_id = (select id from users where email = ?)`,
      [email],
    );
  };

  it('removes an unconfirmed sign-up whose links expired, and keeps the rest', async () => {
    await t.http().post('/api/auth/sign-up').send({ email: 'gone@abandoned.example', password: 'attacker-pass-1' }).expect(201);
    await twoDaysAgo('gone@abandoned.example');
    await t.http().post('/api/auth/sign-up').send({ email: 'fresh@abandoned.example', password: 'owner-pass-1' }).expect(201);
    await t.http().post('/api/auth/sign-up').send({ email: 'live-link@abandoned.example', password: 'owner-pass-1' }).expect(201);
    await twoDaysAgo('live-link@abandoned.example');
    await t.sql(`update auth_tokens set expires_at = now() + interval '1 hour' where user_id = (select id from users where email = ?)`, [
      'live-link@abandoned.example',
    ]);
    const confirmed = await seedUser(t, { email: 'confirmed@abandoned.example' });
    await t.sql(`update users set created_at = now() - interval '2 days' where id = ?`, [confirmed.id]);
    const held = await seedUser(t, { email: 'held@abandoned.example', confirmed: false });
    await t.sql(`update users set created_at = now() - interval '2 days' where id = ?`, [held.id]);
    const checkout = await t.http().post('/api/checkout').send({ package_id: 'basic', term_years: 1 }).expect(201);
    await t.sql(`update orders set user_id = ? where checkout_session_id = ?`, [held.id, checkout.body.session_id]);

    expect(await t.app.get(AbandonedSignUpSweeper).runOnce()).toBe(1);

    expect(await exists('gone@abandoned.example')).toBe(false);
    expect(await t.sql(`select 1 from profiles where email = ?`, ['gone@abandoned.example'])).toHaveLength(0);
    for (const email of ['fresh@abandoned.example', 'live-link@abandoned.example', confirmed.email, held.email])
      expect({ email, kept: await exists(email) }).toEqual({ email, kept: true });

    // The owner can now sign up afresh and confirm their own password.
    await t.http().post('/api/auth/sign-up').send({ email: 'gone@abandoned.example', password: 'owner-pass-1' }).expect(201);
    expect(await t.sql(`select template from email_logs where recipient_email = ? order by created_at`, ['gone@abandoned.example'])).toEqual([
      { template: 'signup-confirmation' },
      { template: 'signup-confirmation' },
    ]);
  });
});
