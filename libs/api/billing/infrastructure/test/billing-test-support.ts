import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { Argon2PasswordHasherAdapter } from '@fw/api-accounts-infrastructure';
import { issueSessionToken, TEST_WEBHOOK_SECRET, type TestApp } from '@fw/api-testing';

// The billing context's own fixtures; the harness (app, database, fake Stripe) is @fw/api-testing.
export { createTestApp } from '@fw/api-testing';
export type { TestApp } from '@fw/api-testing';

export interface TestUser {
  id: string;
  email: string;
  password: string;
  /** `Bearer <access token>` */
  auth: string;
}

/** A confirmed user (real argon2id hash) with a role and a fresh access token. */
export async function createUser(t: TestApp, options: { role?: 'admin' | 'editor'; email?: string } = {}): Promise<TestUser> {
  const id = randomUUID();
  const email = options.email ?? `user-${id.slice(0, 8)}@example.test`;
  const password = 'correct-horse-1';
  const hash = await new Argon2PasswordHasherAdapter().hash(password);
  await t.sql(`insert into users (id, email, password_hash, email_confirmed_at) values (?, ?, ?, now())`, [id, email, hash]);
  await t.sql(`insert into profiles (id, full_name, email) values (?, ?, ?)`, [id, 'Buyer', email]);
  await t.sql(`insert into user_roles (id, user_id, role) values (?, ?, ?)`, [randomUUID(), id, options.role ?? 'editor']);
  const token = await issueSessionToken(t.app, { id, email });
  return { id, email, password, auth: `Bearer ${token}` };
}

export interface OrderRow {
  id: string;
  kind: string;
  provider: string;
  checkout_session_id: string;
  status: string;
  items: Array<{ id: string; kind: string; name: string; amountCents: number }>;
  amount_total: number;
  currency: string;
  buyer_email: string | null;
  user_id: string | null;
  customer_id: string | null;
  subscription_id: string | null;
  subscription_status: string | null;
  package_id: string;
  term_years: number | null;
  paid_at: Date | null;
}

export async function orderBySession(t: TestApp, sessionId: string): Promise<OrderRow | undefined> {
  const [row] = await t.sql<OrderRow>(`select * from orders where checkout_session_id = ?`, [sessionId]);
  return row;
}

export async function count(t: TestApp, sql: string, params: unknown[] = []): Promise<number> {
  const [row] = await t.sql<{ n: string }>(`select count(*) as n from (${sql}) x`, params);
  return Number(row.n);
}

export async function mails(t: TestApp, orderId: string): Promise<Array<{ template: string; recipient_email: string; subject: string; body: string }>> {
  return t.sql(`select template, recipient_email, subject, body from email_logs where metadata->>'order_id' = ? order by template`, [orderId]);
}

/** A Stripe event body and a valid Stripe-Signature header for it. */
export function signedEvent(
  type: string,
  object: Record<string, unknown>,
  options: { id?: string; created?: number; secret?: string; timestamp?: number } = {},
): { body: string; signature: string } {
  const body = JSON.stringify({
    id: options.id ?? `evt_${randomUUID().replace(/-/g, '')}`,
    object: 'event',
    api_version: '2026-10-28.endive',
    type,
    created: options.created ?? Math.floor(Date.now() / 1000),
    livemode: false,
    data: { object },
  });
  const signature = Stripe.webhooks.generateTestHeaderString({
    payload: body,
    secret: options.secret ?? TEST_WEBHOOK_SECRET,
    timestamp: options.timestamp ?? Math.floor(Date.now() / 1000),
  });
  return { body, signature };
}

export function postWebhook(t: TestApp, event: { body: string; signature?: string }) {
  const req = t.http().post('/api/webhooks/stripe').set('Content-Type', 'application/json');
  if (event.signature !== undefined) req.set('Stripe-Signature', event.signature);
  return req.send(event.body);
}

export function completedSession(sessionId: string, over: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: sessionId,
    object: 'checkout.session',
    mode: 'payment',
    payment_status: 'paid',
    status: 'complete',
    customer: 'cus_test_1',
    subscription: null,
    customer_details: { email: 'buyer@example.com' },
    customer_email: null,
    amount_total: null,
    currency: 'usd',
    metadata: {},
    ...over,
  };
}

/** The `Cookie` header of the browser that got this response (its fw_buyer key: the buyer's proof). */
export function buyerCookie(res: { headers: Record<string, unknown> }): string {
  return ([] as string[])
    .concat((res.headers['set-cookie'] as string[] | string | undefined) ?? [])
    .map((c) => c.split(';')[0])
    .join('; ');
}
