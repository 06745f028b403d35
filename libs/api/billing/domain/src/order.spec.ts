import { Order, packageHostingState } from './order';

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

  describe('hosting renewal in the dashboard (docs/product.md §11.3)', () => {
    const start = new Date(Date.UTC(2027, 10, 23, 16, 5));
    function scheduled(): Order {
      const order = Order.create({
        id: 'h1',
        kind: 'hosting',
        provider: 'sandbox',
        checkoutSessionId: 'cs_h1',
        checkoutUrl: null,
        requestKey: null,
        packageId: 'basic',
        termYears: null,
        items: [{ id: 'hosting:basic', kind: 'hosting', name: 'Basic Website Hosting Renewal', amountCents: 37800 }],
        currency: 'usd',
        buyerEmail: 'b@example.com',
        userId: 'u1',
        renewalStartsAt: start,
        now: at(0),
      });
      order.markScheduled(at(1), { scheduleId: 'sched_1' });
      return order;
    }

    it('is scheduled with its first charge as the next one; a pending hosting order cannot be canceled', () => {
      const order = scheduled();
      expect(order.hostingState()).toBe('scheduled');
      expect(order.nextChargeAt).toEqual(start);
      expect(pending('hosting').canCancelRenewal()).toBe(false);
      expect(pending('package').hostingState()).toBeNull();
    });

    it('moves the next charge a year on with each paid renewal invoice', () => {
      const order = scheduled();
      order.applySubscriptionState('active', start);
      order.advanceNextCharge(new Date(start.getTime() + 60_000));
      expect(order.hostingState()).toBe('active');
      expect(order.nextChargeAt).toEqual(new Date(Date.UTC(2028, 10, 23, 16, 5)));
      // A late retry of the same invoice does not move it again.
      order.advanceNextCharge(new Date(start.getTime() + 120_000));
      expect(order.nextChargeAt).toEqual(new Date(Date.UTC(2028, 10, 23, 16, 5)));
    });

    it('cancel: no next charge, hosting paid until the charge that will not happen; once', () => {
      const order = scheduled();
      expect(order.cancelRenewal(at(10))).toBe(true);
      expect(order).toMatchObject({ nextChargeAt: null, renewalCanceledAt: at(10) });
      expect(order.hostingState()).toBe('canceled');
      expect(order.hostingPaidUntil(at(10))).toEqual(start);
      expect(order.cancelRenewal(at(20))).toBe(false);
      expect(order.renewalCanceledAt).toEqual(at(10));
      order.advanceNextCharge(new Date(start.getTime() + 60_000));
      expect(order.nextChargeAt).toBeNull();
    });

    it('a subscription canceled at the provider reads as canceled', () => {
      const order = scheduled();
      order.applySubscriptionState('past_due', at(5));
      expect(order.hostingState()).toBe('past_due');
      order.applySubscriptionState('canceled', at(6));
      expect(order.hostingState()).toBe('canceled');
      expect(order.canCancelRenewal()).toBe(false);
    });
  });

  describe('moveTo (an admin corrects whose order it is)', () => {
    it('moves a linked order to another client, and refuses an unlinked one or the same client', () => {
      const order = pending();
      expect(order.moveTo('u2', at(5))).toBe('not_linked');
      expect(order.userId).toBeNull();
      order.linkTo('u1');
      expect(order.moveTo('u1', at(6))).toBe('same_client');
      expect(order.moveTo('u2', at(7))).toBe('moved');
      expect(order).toMatchObject({ userId: 'u2', updatedAt: at(7) });
    });
  });

  describe('packageHostingState (a package read with its hosting renewals)', () => {
    const hosting = (state: 'scheduled' | 'canceled') => {
      const order = pending('hosting');
      order.markScheduled(at(1), { scheduleId: 'sch_1' });
      if (state === 'canceled') order.cancelRenewal(at(2));
      return order;
    };

    it('is the renewal in force, canceled when every set-up was canceled, null when none was set up', () => {
      expect(packageHostingState([])).toBeNull();
      expect(packageHostingState([hosting('canceled')])).toBe('canceled');
      expect(packageHostingState([hosting('canceled'), hosting('scheduled')])).toBe('scheduled');
      expect(packageHostingState([pending('hosting')])).toBeNull();
    });
  });
});
