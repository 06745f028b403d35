import { Order } from './order';

const at = (s: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, s));

function pending(kind: 'package' | 'hosting' = 'package'): Order {
  return Order.create({
    id: 'o1',
    kind,
    provider: 'stripe',
    checkoutSessionId: 'cs_1',
    checkoutUrl: 'https://pay/cs_1',
    requestKey: 'k',
    packageId: 'basic',
    termYears: kind === 'package' ? 1 : null,
    items: [
      { id: 'basic', kind: 'package', name: 'Basic Website', amountCents: 47500 },
      { id: 'google-maps', kind: 'add-on', name: 'Google Maps Integration', amountCents: 9900 },
    ],
    currency: 'usd',
    buyerEmail: null,
    userId: null,
    now: at(0),
  });
}

describe('Order', () => {
  it('starts pending with the total of its items', () => {
    const order = pending();
    expect(order).toMatchObject({ status: 'pending', amountTotal: 57400, paidAt: null, createdAt: at(0) });
    expect('now' in order).toBe(false);
  });

  it('is paid once; a repeat only fills in missing provider ids', () => {
    const order = pending();
    expect(order.markPaid(at(5), { buyerEmail: 'a@example.com', customerId: 'cus_1' })).toBe(true);
    expect(order.markPaid(at(9), { buyerEmail: 'b@example.com', customerId: 'cus_2', subscriptionId: 'sub_1' })).toBe(false);
    expect(order).toMatchObject({ status: 'paid', paidAt: at(5), buyerEmail: 'a@example.com', customerId: 'cus_1', subscriptionId: 'sub_1' });
  });

  it('takes the charged amount from the provider when given', () => {
    const order = pending();
    order.markPaid(at(1), { amountTotalCents: 50000 });
    expect(order.amountTotal).toBe(50000);
  });

  it('closes only while pending; a late payment still wins over an expiry', () => {
    const order = pending();
    expect(order.close('expired', at(3))).toBe(true);
    expect(order.close('canceled', at(4))).toBe(false);
    expect(order.markPaid(at(5), {})).toBe(true);
    expect(order.close('expired', at(6))).toBe(false);
    expect(order.status).toBe('paid');
  });

  it('orders subscription states by event time; canceled is final', () => {
    const order = pending('hosting');
    expect(order.applySubscriptionState('active', at(10))).toBe(true);
    expect(order.applySubscriptionState('incomplete', at(5))).toBe(false);
    expect(order.applySubscriptionState('past_due', at(10))).toBe(false);
    expect(order.applySubscriptionState('past_due', at(20))).toBe(true);
    expect(order.applySubscriptionState('canceled', at(20))).toBe(true);
    expect(order.applySubscriptionState('active', at(30))).toBe(false);
    expect(order).toMatchObject({ subscriptionStatus: 'canceled', subscriptionStateAt: at(20) });
  });

  it('links to the first account only, and never a closed checkout', () => {
    const order = pending();
    expect(order.linkTo('u1')).toBe(true);
    expect(order.linkTo('u1')).toBe(true);
    expect(order.linkTo('u2')).toBe(false);
    expect(order.userId).toBe('u1');
    const closed = pending();
    closed.close('canceled', at(1));
    expect(closed.linkTo('u1')).toBe(false);
  });
});
