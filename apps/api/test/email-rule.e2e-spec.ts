import { EmailAddress } from '@fw/shared-field-limits';
import { seedActor } from './support/openapi-operations';
import { createTestApp, TestApp } from '@fw/api-testing';

/** Accepted and refused by the shared rule; class-validator's IsEmail took the quoted local part and answered the checkout in other words. */
const SAMPLES = [
  'dana@example.com',
  "o'neil@bakery.fl.us",
  '"dana"@example.com',
  'dana@example.c',
  'dana..diaz@example.com',
  'dana@example.123',
  'Dana <dana@example.com>',
  'owner@shop.c',
];

/**
 * One e-mail rule (EmailAddress of @fw/shared-field-limits) on every API field that takes an
 * address, as the forms use it: an address sign-in would refuse must not be accepted by sign-up,
 * the checkout or the admin's New Client, and the other way round.
 */
describe('the shared e-mail rule on every e-mail field of the API', () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp({
      env: {
        AUTH_RATE_LIMIT_SIGN_IN_PER_IP: '100000',
        AUTH_RATE_LIMIT_SIGN_UP_PER_IP: '100000',
        AUTH_RATE_LIMIT_EMAIL_PER_IP: '100000',
        AUTH_RATE_LIMIT_EMAIL_PER_ADDRESS: '100000',
      },
    });
    admin = (await seedActor(t, 'admin')).authorization;
  }, 60_000);
  afterAll(() => t?.close());

  const operations: Array<[string, (email: string) => Promise<{ status: number; body: { details?: { fields?: Record<string, string[]> } } }>]> = [
    ['POST /api/auth/sign-up', (email) => t.http().post('/api/auth/sign-up').send({ email, password: 'correct-horse-1' })],
    ['POST /api/auth/sign-in', (email) => t.http().post('/api/auth/sign-in').send({ email, password: 'correct-horse-1' })],
    ['POST /api/auth/resend-confirmation', (email) => t.http().post('/api/auth/resend-confirmation').send({ email })],
    ['POST /api/auth/password/forgot', (email) => t.http().post('/api/auth/password/forgot').send({ email })],
    [
      'POST /api/admin/clients',
      (email) => t.http().post('/api/admin/clients').set('Authorization', admin).send({ email, password: 'correct-horse-1', role: 'editor' }),
    ],
    ['POST /api/checkout', (email) => t.http().post('/api/checkout').send({ package_id: 'basic', term_years: 1, email })],
  ];

  it.each(operations)('%s accepts exactly the addresses the rule accepts', async (_name, send) => {
    const wrong: string[] = [];
    for (const email of SAMPLES) {
      await t.sql('delete from rate_limit_hits');
      const res = await send(email);
      const refused = res.status === 400 && Boolean(res.body.details?.fields?.email);
      if (refused === EmailAddress.isValid(email)) wrong.push(`${email}: ${res.status} ${JSON.stringify(res.body.details?.fields ?? {})}`);
      if (refused) expect(res.body.details?.fields?.email).toEqual(['email must be a valid email address']);
    }
    expect(wrong).toEqual([]);
  });
});
