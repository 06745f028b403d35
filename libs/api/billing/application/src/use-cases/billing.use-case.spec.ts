import { Logger } from '@nestjs/common';
import { UnknownCatalogItemError, CheckoutFailedError, HostingSubscriptionFailedError } from '@fw/api-billing-domain';
import { createBillingFakes } from '../testing/billing-fakes';
import type { BillingEvent } from '../billing-event';
import { CreatePackageCheckoutUseCase } from './create-package-checkout.use-case';
import { CreateHostingCheckoutUseCase } from './create-hosting-checkout.use-case';
import { HandleBillingEventUseCase } from './handle-billing-event.use-case';
import { ClaimPurchaseUseCase } from './claim-purchase.use-case';

Logger.overrideLogger(false);

const anon = { fingerprint: '127.0.0.1|jest' };

function setup() {
  const f = createBillingFakes();
  return {
    ...f,
    checkout: new CreatePackageCheckoutUseCase(f.orders, f.gateway),
    hosting: new CreateHostingCheckoutUseCase(f.orders, f.gateway),
    handle: new HandleBillingEventUseCase(f.uow, f.orders, f.events, f.mail),
    claim: new ClaimPurchaseUseCase(f.uow, f.orders),
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
    const ref = await s.checkout.execute({ packageId: 'basic', termYears: 5, addOnIds: ['google-maps', 'domain-registration'], buyerEmail: 'A@Example.com', requester: anon });
    expect(ref).toEqual({ sessionId: 'cs_test_1', url: 'https://pay.example/cs_test_1' });
    const [order] = s.orders.all();
    expect(order).toMatchObject({ status: 'pending', kind: 'package', packageId: 'basic', termYears: 5, amountTotal: 158700 + 14900 + 9900, buyerEmail: 'a@example.com', currency: 'usd' });
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
    expect(s.orders.all().map((o) => o.status).sort()).toEqual(['paid', 'pending']);
  });

  it('a provider failure is CheckoutFailedError and records nothing', async () => {
    const s = setup();
    s.gateway.failing = true;
    await expect(s.checkout.execute({ packageId: 'basic', termYears: 1, requester: anon })).rejects.toBeInstanceOf(CheckoutFailedError);
    await expect(s.hosting.execute({ packageId: 'basic', requester: anon })).rejects.toBeInstanceOf(HostingSubscriptionFailedError);
    expect(s.orders.all()).toHaveLength(0);
  });
});

describe('CreateHostingCheckoutUseCase', () => {
  it('creates a yearly renewal at the package renewal price', async () => {
    const s = setup();
    await s.hosting.execute({ packageId: 'business-growth', buyerEmail: 'b@example.com', requester: anon });
    const [order] = s.orders.all();
    expect(order).toMatchObject({ kind: 'hosting', termYears: null, amountTotal: 49800, status: 'pending' });
    expect(order.items).toEqual([{ id: 'hosting:business-growth', kind: 'hosting', name: 'Business Growth Website Hosting Renewal', amountCents: 49800 }]);
    await expect(s.hosting.execute({ packageId: 'nope', requester: anon })).rejects.toBeInstanceOf(UnknownCatalogItemError);
  });
});

describe('HandleBillingEventUseCase', () => {
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
    expect(s.mail.sent[0].data).toMatchObject({ orderId: order.id, totalCents: 57400, currency: 'usd', kind: 'package' });
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

  it('subscription states only move forward in event time, whatever the delivery order', async () => {
    const s = setup();
    const ref = await s.hosting.execute({ packageId: 'basic', buyerEmail: 'h@example.com', requester: anon });
    const requestKey = s.orders.all()[0].requestKey;
    const change = (id: string, status: string, second: number): BillingEvent => ({
      type: 'subscription.changed', eventId: id, occurredAt: at(second), subscriptionId: 'sub_1', customerId: 'cus_1', status, requestKey,
    });
    // updated (t=20, past_due) arrives before completed (t=10): found through the request key
    await s.handle.execute(change('evt_u', 'past_due', 20));
    await s.handle.execute(completed(ref.sessionId, { subscriptionId: 'sub_1', occurredAt: at(10) }));
    let [order] = s.orders.all();
    expect(order).toMatchObject({ status: 'paid', subscriptionId: 'sub_1', subscriptionStatus: 'past_due' });
    // deleted (t=40) then a stale updated (t=30)
    await s.handle.execute(change('evt_d', 'canceled', 40));
    await s.handle.execute(change('evt_u2', 'active', 30));
    [order] = s.orders.all();
    expect(order.subscriptionStatus).toBe('canceled');
    expect(order.subscriptionStateAt).toEqual(at(40));
  });

  it('invoice.paid before checkout.session.completed pays the hosting order once', async () => {
    const s = setup();
    const ref = await s.hosting.execute({ packageId: 'starter', buyerEmail: 'h@example.com', requester: anon });
    const requestKey = s.orders.all()[0].requestKey;
    await s.handle.execute({ type: 'invoice.paid', eventId: 'evt_inv', occurredAt: at(5), subscriptionId: 'sub_9', customerId: 'cus_9', requestKey });
    await s.handle.execute(completed(ref.sessionId, { subscriptionId: 'sub_9' }));
    expect(s.orders.all()[0]).toMatchObject({ status: 'paid', subscriptionId: 'sub_9', subscriptionStatus: 'active' });
    expect(s.mail.sent.filter((m) => m.template === 'order-receipt')).toHaveLength(1);
  });

  it('rebuilds a missing order from the session metadata', async () => {
    const s = setup();
    await s.handle.execute(
      completed('cs_lost', { metadata: { kind: 'package', packageId: 'basic', termYears: 10, addOnIds: ['domain-registration'], requestKey: null }, amountTotalCents: 307600 }),
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

describe('ClaimPurchaseUseCase', () => {
  it('links an unlinked order to the first claimant only', async () => {
    const s = setup();
    const ref = await s.checkout.execute({ packageId: 'basic', termYears: 1, requester: anon });
    await s.handle.execute(completed(ref.sessionId));
    expect(await s.claim.execute(ref.sessionId, 'user-1')).toBe(true);
    expect(await s.claim.execute(ref.sessionId, 'user-1')).toBe(true);
    expect(await s.claim.execute(ref.sessionId, 'user-2')).toBe(false);
    expect(await s.claim.execute('cs_unknown', 'user-2')).toBe(false);
    expect(s.orders.all()[0].userId).toBe('user-1');
  });
});
