import { Logger } from '@nestjs/common';
import {
  UnknownCatalogItemError,
  CheckoutFailedError,
  HostingAlreadySetUpError,
  HostingCheckoutProofRequiredError,
  HostingSubscriptionFailedError,
  PackageOrderRequiredError,
} from '@fw/api-billing-domain';
import { createBillingFakes } from '../testing/billing-fakes';
import type { BillingEvent } from '../billing-event';
import { CreatePackageCheckoutUseCase } from './create-package-checkout.use-case';
import { CreateHostingCheckoutUseCase } from './create-hosting-checkout.use-case';
import { HandleBillingEventUseCase } from './handle-billing-event.use-case';

Logger.overrideLogger(false);

const anon = { fingerprint: '127.0.0.1|jest', buyerKeyHash: 'hash-of-the-buying-browser' };
const stranger = { fingerprint: '203.0.113.9|jest', buyerKeyHash: 'hash-of-another-browser' };

function setup() {
  const f = createBillingFakes();
  return {
    ...f,
    checkout: new CreatePackageCheckoutUseCase(f.orders, f.gateway),
    hosting: new CreateHostingCheckoutUseCase(f.orders, f.gateway),
    handle: new HandleBillingEventUseCase(f.uow, f.orders, f.events, f.mail, f.gateway),
  };
}

const at = (seconds: number) => new Date(Date.UTC(2026, 10, 21, 12, 0, seconds));

function completed(sessionId: string, over: Partial<Extract<BillingEvent, { type: 'checkout.completed' }>> = {}): BillingEvent {
  return {
    type: 'checkout.completed',
    eventId: `evt_${sessionId}`,
    occurredAt: at(10),
    provider: 'stripe',
    sessionId,
    paid: true,
    buyerEmail: 'buyer@example.com',
    customerId: 'cus_1',
    subscriptionId: null,
    amountTotalCents: null,
    currency: 'usd',
    metadata: null,
    ...over,
  };
}

describe('CreatePackageCheckoutUseCase', () => {
  it('prices the items from the catalogue and records a pending order', async () => {
    const s = setup();
    const ref = await s.checkout.execute({
      packageId: 'basic',
      termYears: 5,
      addOnIds: ['google-maps', 'domain-registration'],
      buyerEmail: 'A@Example.com',
      requester: anon,
    });
    expect(ref).toEqual({ sessionId: 'cs_test_1', url: 'https://pay.example/cs_test_1' });
    const [order] = s.orders.all();
    expect(order).toMatchObject({
      status: 'pending',
      kind: 'package',
      packageId: 'basic',
      termYears: 5,
      amountTotal: 158700 + 14900 + 9900,
      buyerEmail: 'a@example.com',
      currency: 'usd',
    });
    // add-ons in catalogue order whatever the request order
    expect(order.items.map((i) => [i.id, i.amountCents])).toEqual([
      ['basic', 158700],
      ['domain-registration', 14900],
      ['google-maps', 9900],
    ]);
  });

  it.each([
    [{ packageId: 'premium', termYears: 1 }, 'package_id'],
    [{ packageId: 'basic', termYears: 3 }, 'term_years'],
    [{ packageId: 'starter', termYears: 1, addOnIds: ['logo-brand-kit'] }, 'add_on_ids'],
    [{ packageId: 'basic', termYears: 1, addOnIds: ['price_123'] }, 'add_on_ids'],
    [{ packageId: 'basic', termYears: 1, addOnIds: ['google-maps', 'google-maps'] }, 'add_on_ids'],
  ])('refuses %j as BILLING.UNKNOWN_ITEM on %s, without calling the provider', async (input, field) => {
    const s = setup();
    const error = await s.checkout.execute({ ...input, requester: anon }).catch((e) => e);
    expect(error).toBeInstanceOf(UnknownCatalogItemError);
    expect(error.code).toBe('BILLING.UNKNOWN_ITEM');
    expect(error.details.fields[field]).toBeDefined();
    expect(s.gateway.calls).toBe(0);
    expect(s.orders.all()).toHaveLength(0);
  });

  it('a double click gives one session (same minute without a key, or the same client key)', async () => {
    const s = setup();
    const a = await s.checkout.execute({ packageId: 'starter', termYears: 2, requester: anon });
    const b = await s.checkout.execute({ packageId: 'starter', termYears: 2, requester: anon });
    expect(b).toEqual(a);
    const keyed = { fingerprint: 'x', idempotencyKey: 'click-1' };
    const c = await s.checkout.execute({ packageId: 'starter', termYears: 2, requester: keyed });
    const d = await s.checkout.execute({ packageId: 'starter', termYears: 2, requester: { ...keyed, fingerprint: 'y' } });
    expect(d).toEqual(c);
    expect(c).not.toEqual(a);
    expect(s.orders.all()).toHaveLength(2);
  });

  it('two concurrent identical requests record one order and answer the same session', async () => {
    const s = setup();
    const [a, b] = await Promise.all([
      s.checkout.execute({ packageId: 'basic', termYears: 1, requester: anon }),
      s.checkout.execute({ packageId: 'basic', termYears: 1, requester: anon }),
    ]);
    expect(a).toEqual(b);
    expect(s.orders.all()).toHaveLength(1);
  });

  it('different buyers or selections get different sessions', async () => {
    const s = setup();
    const a = await s.checkout.execute({ packageId: 'basic', termYears: 1, requester: anon });
    const b = await s.checkout.execute({ packageId: 'basic', termYears: 1, requester: { fingerprint: 'other' } });
    const c = await s.checkout.execute({ packageId: 'basic', termYears: 1, addOnIds: ['logo-brand-kit'], requester: anon });
    expect(new Set([a.sessionId, b.sessionId, c.sessionId]).size).toBe(3);
  });

  it('buying the same thing again after paying starts a new session', async () => {
    const s = setup();
    const first = await s.checkout.execute({ packageId: 'basic', termYears: 1, requester: anon });
    await s.handle.execute(completed(first.sessionId));
    const second = await s.checkout.execute({ packageId: 'basic', termYears: 1, requester: anon });
    expect(second.sessionId).not.toBe(first.sessionId);
    expect(
      s.orders
        .all()
        .map((o) => o.status)
        .sort(),
    ).toEqual(['paid', 'pending']);
  });
});

describe('CreatePackageCheckoutUseCase failures', () => {
  it('a provider failure is CheckoutFailedError and records nothing', async () => {
    const s = setup();
    s.gateway.failing = true;
    await expect(s.checkout.execute({ packageId: 'basic', termYears: 1, requester: anon })).rejects.toBeInstanceOf(CheckoutFailedError);
    expect(s.orders.all()).toHaveLength(0);
  });
});

/** A paid package order (paid at `paidAt`), as the success page knows it: its session id. */
async function paidPackage(
  s: ReturnType<typeof setup>,
  packageId: string,
  termYears: number,
  paidAt = new Date('2026-11-23T16:05:00Z'),
  userId: string | null = null,
) {
  const ref = await s.checkout.execute({
    packageId,
    termYears,
    buyerEmail: 'owner@example.com',
    userId,
    requester: { ...anon, idempotencyKey: `pkg-${packageId}-${termYears}-${userId}` },
  });
  await s.handle.execute(completed(ref.sessionId, { occurredAt: paidAt, buyerEmail: 'owner@example.com', customerId: 'cus_pkg' }));
  return ref.sessionId;
}

describe('CreateHostingCheckoutUseCase', () => {
  it('ties the renewal to the paid package: first charge at the end of its term, nothing charged now', async () => {
    const s = setup();
    const pkgSession = await paidPackage(s, 'business-growth', 10);
    await s.hosting.execute({ packageSessionId: pkgSession, requester: anon });
    const pkg = s.orders.all().find((o) => o.kind === 'package')!;
    const order = s.orders.all().find((o) => o.kind === 'hosting')!;
    expect(order).toMatchObject({ termYears: null, amountTotal: 0, status: 'pending', parentOrderId: pkg.id, buyerEmail: 'owner@example.com' });
    expect(order.renewalStartsAt).toEqual(new Date('2036-11-23T16:05:00Z'));
    expect(order.items).toEqual([{ id: 'hosting:business-growth', kind: 'hosting', name: 'Business Growth Website Hosting Renewal', amountCents: 49800 }]);
    const [sent] = [...s.gateway.sessions.values()].map((x) => x.request).filter((r) => 'renewalStartsAt' in r);
    expect(sent).toMatchObject({ customerId: 'cus_pkg', renewalStartsAt: new Date('2036-11-23T16:05:00Z') });
  });

  it('is refused without a paid package of the same buyer', async () => {
    const s = setup();
    await expect(s.hosting.execute({ packageSessionId: 'cs_unknown', requester: anon })).rejects.toBeInstanceOf(PackageOrderRequiredError);
    const unpaid = await s.checkout.execute({ packageId: 'basic', termYears: 1, requester: anon });
    await expect(s.hosting.execute({ packageSessionId: unpaid.sessionId, requester: anon })).rejects.toBeInstanceOf(PackageOrderRequiredError);
    const theirs = await paidPackage(s, 'starter', 2, undefined, 'user-a');
    await expect(s.hosting.execute({ packageSessionId: theirs, userId: 'user-b', requester: anon })).rejects.toBeInstanceOf(PackageOrderRequiredError);
    await expect(s.hosting.execute({ packageSessionId: theirs, packageId: 'basic', userId: 'user-a', requester: anon })).rejects.toBeInstanceOf(
      UnknownCatalogItemError,
    );
    expect(s.orders.all().filter((o) => o.kind === 'hosting')).toHaveLength(0);
    s.gateway.failing = true;
    await expect(s.hosting.execute({ packageSessionId: theirs, userId: 'user-a', requester: anon })).rejects.toBeInstanceOf(HostingSubscriptionFailedError);
  });

  it('needs proof: the browser that bought the package or its signed-in owner, never a stranger who knows the session id', async () => {
    const s = setup();
    const pkgSession = await paidPackage(s, 'basic', 1);
    await expect(s.hosting.execute({ packageSessionId: pkgSession, requester: stranger })).rejects.toBeInstanceOf(HostingCheckoutProofRequiredError);
    await expect(s.hosting.execute({ packageSessionId: pkgSession, requester: { fingerprint: 'no-cookie' } })).rejects.toBeInstanceOf(
      HostingCheckoutProofRequiredError,
    );
    // signed in, but the order is not (yet) this account's: the session id alone proves nothing
    await expect(s.hosting.execute({ packageSessionId: pkgSession, userId: 'user-b', requester: stranger })).rejects.toBeInstanceOf(
      HostingCheckoutProofRequiredError,
    );
    expect(s.orders.all().filter((o) => o.kind === 'hosting')).toHaveLength(0);

    const owned = await paidPackage(s, 'starter', 1, undefined, 'user-a');
    await expect(s.hosting.execute({ packageSessionId: owned, userId: 'user-a', requester: stranger })).resolves.toMatchObject({
      sessionId: expect.any(String),
    });
  });

  it('a second renewal for the same package is refused once the first is set up', async () => {
    const s = setup();
    const pkgSession = await paidPackage(s, 'basic', 1);
    const ref = await s.hosting.execute({ packageSessionId: pkgSession, requester: anon });
    await s.handle.execute(completed(ref.sessionId, { eventId: 'evt_setup', setupIntentId: 'seti_1' }));
    await expect(s.hosting.execute({ packageSessionId: pkgSession, requester: { ...anon, idempotencyKey: 'again-0001' } })).rejects.toBeInstanceOf(
      HostingAlreadySetUpError,
    );
  });
});

describe('HandleBillingEventUseCase', () => {
  it('mails a receipt only to a buyer address the one e-mail rule accepts (the notification still goes)', async () => {
    const s = setup();
    const ref = await s.checkout.execute({ packageId: 'basic', termYears: 1, requester: anon });
    // The provider's e-mail is its own; a one-letter top-level domain passed billing's old pattern.
    expect(await s.handle.execute(completed(ref.sessionId, { buyerEmail: 'buyer@example.c' }))).toBe('applied');
    expect(s.mail.sent.map((m) => m.template)).toEqual(['order-notification']);
  });

  it('marks the order paid once and sends one receipt and one notification', async () => {
    const s = setup();
    const ref = await s.checkout.execute({ packageId: 'basic', termYears: 1, addOnIds: ['logo-brand-kit'], requester: anon });
    expect(await s.handle.execute(completed(ref.sessionId))).toBe('applied');
    expect(await s.handle.execute(completed(ref.sessionId))).toBe('duplicate');
    // a different event for the same session (e.g. async_payment_succeeded) does not mail again
    expect(await s.handle.execute(completed(ref.sessionId, { eventId: 'evt_other' }))).toBe('applied');
    const [order] = s.orders.all();
    expect(order).toMatchObject({ status: 'paid', buyerEmail: 'buyer@example.com', customerId: 'cus_1', paidAt: at(10) });
    expect(s.mail.sent.map((m) => [m.template, m.to])).toEqual([
      ['order-receipt', 'buyer@example.com'],
      ['order-notification', 'business'],
    ]);
    expect(s.mail.sent[0].data).toMatchObject({
      orderId: order.id,
      totalCents: 57400,
      currency: 'usd',
      kind: 'package',
      purchase: 'Basic Website, 1 year',
      renewal: { amountCents: 37800, startsAt: '2027-11-21T12:00:10.000Z' },
    });
  });

  it('a completed but unpaid checkout stays pending', async () => {
    const s = setup();
    const ref = await s.checkout.execute({ packageId: 'basic', termYears: 1, requester: anon });
    await s.handle.execute(completed(ref.sessionId, { paid: false }));
    expect(s.orders.all()[0].status).toBe('pending');
    expect(s.mail.sent).toHaveLength(0);
  });

  it('a failure while applying rolls back, so the retry applies the event', async () => {
    const s = setup();
    const ref = await s.checkout.execute({ packageId: 'basic', termYears: 1, requester: anon });
    s.mail.failNext = true;
    await expect(s.handle.execute(completed(ref.sessionId))).rejects.toThrow('outbox failure');
    expect(s.orders.all()[0].status).toBe('pending');
    expect(s.events.ids.size).toBe(0);
    expect(await s.handle.execute(completed(ref.sessionId))).toBe('applied');
    expect(s.orders.all()[0].status).toBe('paid');
  });

  it('a completed hosting checkout schedules the first charge at the end of the term and charges nothing', async () => {
    const s = setup();
    const pkgSession = await paidPackage(s, 'basic', 1);
    const ref = await s.hosting.execute({ packageSessionId: pkgSession, requester: anon });
    s.mail.sent.length = 0;
    expect(await s.handle.execute(completed(ref.sessionId, { eventId: 'evt_setup', setupIntentId: 'seti_1', amountTotalCents: 0 }))).toBe('applied');
    expect(await s.handle.execute(completed(ref.sessionId, { eventId: 'evt_setup_again', setupIntentId: 'seti_1' }))).toBe('applied');
    const order = s.orders.all().find((o) => o.kind === 'hosting')!;
    expect(order).toMatchObject({
      status: 'scheduled',
      amountTotal: 0,
      paidAt: null,
      subscriptionScheduleId: 'sub_sched_1',
      subscriptionStatus: 'not_started',
    });
    expect([...s.gateway.schedules.values()]).toEqual([
      expect.objectContaining({ startsAt: new Date('2027-11-23T16:05:00Z'), setupIntentId: 'seti_1', customerId: 'cus_1', packageId: 'basic' }),
    ]);
    expect(s.mail.sent.map((m) => m.template)).toEqual(['order-receipt', 'order-notification']);
    expect(s.mail.sent[0].data).toMatchObject({ kind: 'hosting', totalCents: 0, renewal: { amountCents: 37800, startsAt: '2027-11-23T16:05:00.000Z' } });
  });

  it('two hosting checkouts opened for one package: only the first to complete is scheduled', async () => {
    const s = setup();
    const pkgSession = await paidPackage(s, 'basic', 2);
    const a = await s.hosting.execute({ packageSessionId: pkgSession, requester: { ...anon, idempotencyKey: 'browser-a-01' } });
    const b = await s.hosting.execute({ packageSessionId: pkgSession, requester: { ...anon, idempotencyKey: 'browser-b-01' } });
    await s.handle.execute(completed(a.sessionId, { eventId: 'evt_a' }));
    await s.handle.execute(completed(b.sessionId, { eventId: 'evt_b' }));
    expect(
      s.orders
        .all()
        .filter((o) => o.kind === 'hosting')
        .map((o) => [o.checkoutSessionId, o.status]),
    ).toEqual([
      [a.sessionId, 'scheduled'],
      [b.sessionId, 'pending'],
    ]);
    expect(s.gateway.schedules.size).toBe(1);
  });

  it('a provider failure while scheduling records nothing, so the webhook retry schedules it', async () => {
    const s = setup();
    const ref = await s.hosting.execute({ packageSessionId: await paidPackage(s, 'starter', 5), requester: anon });
    s.gateway.failing = true;
    await expect(s.handle.execute(completed(ref.sessionId, { eventId: 'evt_s' }))).rejects.toThrow('provider down');
    expect(s.events.ids.has('evt_s')).toBe(false);
    s.gateway.failing = false;
    expect(await s.handle.execute(completed(ref.sessionId, { eventId: 'evt_s' }))).toBe('applied');
    expect(s.orders.all().find((o) => o.kind === 'hosting')!.status).toBe('scheduled');
  });

  it('renewal invoices become hosting-renewal orders; a failed one is recorded and mailed to the business', async () => {
    const s = setup();
    const ref = await s.hosting.execute({ packageSessionId: await paidPackage(s, 'basic', 1), requester: anon });
    await s.handle.execute(completed(ref.sessionId, { eventId: 'evt_setup' }));
    const hosting = s.orders.all().find((o) => o.kind === 'hosting')!;
    s.mail.sent.length = 0;
    const invoice = (type: 'invoice.paid' | 'invoice.failed', eventId: string, invoiceId: string): BillingEvent => ({
      type,
      eventId,
      occurredAt: at(50),
      invoiceId,
      subscriptionId: 'sub_9',
      customerId: 'cus_1',
      requestKey: hosting.requestKey,
      amountCents: 37800,
      currency: 'usd',
    });
    await s.handle.execute(invoice('invoice.failed', 'evt_f', 'in_1'));
    await s.handle.execute(invoice('invoice.paid', 'evt_p', 'in_1'));
    await s.handle.execute(invoice('invoice.paid', 'evt_p2', 'in_2'));
    const renewals = s.orders.all().filter((o) => o.kind === 'hosting-renewal');
    expect(renewals.map((o) => [o.checkoutSessionId, o.status, o.amountTotal, o.parentOrderId])).toEqual([
      ['in_1', 'paid', 37800, hosting.id],
      ['in_2', 'paid', 37800, hosting.id],
    ]);
    expect(s.mail.sent.map((m) => [m.template, m.to])).toEqual([
      ['renewal-payment-failed', 'business'],
      ['order-receipt', 'buyer@example.com'],
      ['order-notification', 'business'],
      ['order-receipt', 'buyer@example.com'],
      ['order-notification', 'business'],
    ]);
    expect(s.orders.all().find((o) => o.kind === 'hosting')).toMatchObject({ status: 'scheduled', subscriptionId: 'sub_9' });
  });

  it('rebuilds a missing order from the session metadata', async () => {
    const s = setup();
    await s.handle.execute(
      completed('cs_lost', {
        metadata: { kind: 'package', packageId: 'basic', termYears: 10, addOnIds: ['domain-registration'], requestKey: null },
        amountTotalCents: 307600,
      }),
    );
    expect(s.orders.all()[0]).toMatchObject({ checkoutSessionId: 'cs_lost', status: 'paid', amountTotal: 307600, termYears: 10 });
  });

  it('ignores sessions that are not ours and events it does not handle', async () => {
    const s = setup();
    expect(await s.handle.execute(completed('cs_foreign'))).toBe('applied');
    expect(await s.handle.execute({ type: 'ignored', eventId: 'evt_x', occurredAt: at(1), providerType: 'charge.refunded' })).toBe('ignored');
    expect(s.orders.all()).toHaveLength(0);
    expect(s.mail.sent).toHaveLength(0);
  });

  it('closes pending sessions as expired or canceled, never a paid one', async () => {
    const s = setup();
    const a = await s.checkout.execute({ packageId: 'basic', termYears: 1, requester: anon });
    const b = await s.checkout.execute({ packageId: 'starter', termYears: 1, requester: anon });
    await s.handle.execute(completed(b.sessionId));
    await s.handle.execute({ type: 'checkout.closed', eventId: 'e1', occurredAt: at(20), sessionId: a.sessionId, outcome: 'expired' });
    await s.handle.execute({ type: 'checkout.closed', eventId: 'e2', occurredAt: at(20), sessionId: b.sessionId, outcome: 'expired' });
    expect(s.orders.all().map((o) => [o.checkoutSessionId, o.status])).toEqual([
      [a.sessionId, 'expired'],
      [b.sessionId, 'paid'],
    ]);
  });
});
