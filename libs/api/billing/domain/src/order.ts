import { hostingPlanFor, renewalStartDate, termLabel, type PackageId, type TermYears } from '@fw/shared-catalog';

/**
 * package: the one-time purchase (website plus the prepaid years of hosting).
 * hosting: the renewal set up after it; nothing is charged at checkout, the first charge is the end
 * of the package's prepaid term. hosting-renewal: one renewal invoice, paid or failed.
 */
export type OrderKind = 'package' | 'hosting' | 'hosting-renewal';
/** scheduled: a hosting renewal whose payment method is saved and whose first charge is in the future. */
export type OrderStatus = 'pending' | 'paid' | 'scheduled' | 'failed' | 'canceled' | 'expired';
export type PaymentProvider = 'stripe' | 'sandbox';

/** One line of an order, priced from the catalogue when the checkout was created. */
export interface OrderItem {
  /** Catalogue id: a package id, an add-on id, or `hosting:<packageId>`. */
  id: string;
  kind: 'package' | 'add-on' | 'hosting';
  name: string;
  amountCents: number;
}

export interface PaymentDetails {
  buyerEmail?: string | null;
  customerId?: string | null;
  subscriptionId?: string | null;
  /** What the provider actually charged, when it says so. */
  amountTotalCents?: number | null;
}

// Stripe subscription states that can follow `canceled` never occur; treat it as final.
const FINAL_SUBSCRIPTION_STATES = new Set(['canceled', 'incomplete_expired']);

/**
 * A purchase through one checkout session: a package (one-time) or a hosting subscription.
 * The row is created pending when the checkout is created; only a verified provider event moves it.
 */
export class Order {
  id: string;
  kind: OrderKind;
  provider: PaymentProvider;
  checkoutSessionId: string;
  checkoutUrl: string | null;
  requestKey: string | null;
  status: OrderStatus;
  packageId: PackageId;
  termYears: TermYears | null;
  items: OrderItem[];
  amountTotal: number;
  currency: string;
  buyerEmail: string | null;
  userId: string | null;
  /** package: the questionnaire the buyer proved at checkout (its resume token or ownership); linked once paid. */
  questionnaireId: string | null;
  customerId: string | null;
  subscriptionId: string | null;
  subscriptionStatus: string | null;
  subscriptionStateAt: Date | null;
  paidAt: Date | null;
  /** hosting: the package order it renews; hosting-renewal: the hosting order. */
  parentOrderId: string | null;
  /** hosting: the date of the first renewal charge (end of the package's prepaid term). */
  renewalStartsAt: Date | null;
  /** hosting with Stripe: the subscription schedule that starts the subscription on renewalStartsAt. */
  subscriptionScheduleId: string | null;
  /** hosting: the next yearly charge (first: renewalStartsAt); null once the renewal is canceled. */
  nextChargeAt: Date | null;
  /** hosting: when the client (or an admin) canceled the renewal; hosting runs to the end of what was paid. */
  renewalCanceledAt: Date | null;
  /** SHA-256 of the secret held by the browser that started the checkout (null: none, or forgotten). */
  buyerKeyHash: string | null;
  /** A correction of the buyer e-mail waiting for its new address to be confirmed (see requestEmailCorrection). */
  emailCorrectionTo: string | null;
  emailCorrectionHash: string | null;
  emailCorrectionExpiresAt: Date | null;
  createdAt: Date;
  updatedAt: Date;

  static create(props: {
    id: string;
    kind: OrderKind;
    provider: PaymentProvider;
    checkoutSessionId: string;
    checkoutUrl: string | null;
    requestKey: string | null;
    packageId: PackageId;
    termYears: TermYears | null;
    items: OrderItem[];
    currency: string;
    buyerEmail: string | null;
    userId: string | null;
    questionnaireId?: string | null;
    parentOrderId?: string | null;
    renewalStartsAt?: Date | null;
    buyerKeyHash?: string | null;
    now: Date;
  }): Order {
    const { now, ...rest } = props;
    const order = Object.assign(new Order(), rest);
    order.questionnaireId = props.questionnaireId ?? null;
    order.parentOrderId = props.parentOrderId ?? null;
    order.renewalStartsAt = props.renewalStartsAt ?? null;
    order.buyerKeyHash = props.buyerKeyHash ?? null;
    order.emailCorrectionTo = null;
    order.emailCorrectionHash = null;
    order.emailCorrectionExpiresAt = null;
    order.subscriptionScheduleId = null;
    order.nextChargeAt = null;
    order.renewalCanceledAt = null;
    order.status = 'pending';
    // What is charged by this checkout: nothing for a hosting renewal set up in advance.
    order.amountTotal = props.kind === 'hosting' ? 0 : props.items.reduce((sum, item) => sum + item.amountCents, 0);
    order.customerId = null;
    order.subscriptionId = null;
    order.subscriptionStatus = null;
    order.subscriptionStateAt = null;
    order.paidAt = null;
    order.createdAt = now;
    order.updatedAt = now;
    return order;
  }

  /**
   * Records a confirmed payment. Returns true only on the transition to paid (the caller sends the
   * receipt then); a repeat is a no-op apart from filling in provider ids that were still missing.
   * A payment confirmed after the session was canceled or expired is still a payment: it wins.
   */
  markPaid(at: Date, details: PaymentDetails): boolean {
    this.fillProviderIds(details);
    if (this.status === 'paid') return false;
    if (details.buyerEmail) this.buyerEmail = details.buyerEmail;
    if (details.amountTotalCents != null) this.amountTotal = details.amountTotalCents;
    this.status = 'paid';
    this.paidAt = at;
    this.updatedAt = at;
    return true;
  }

  /**
   * Records a saved payment method and the scheduled first renewal charge (nothing was charged).
   * True only on the transition; like a payment, it wins over a canceled or expired session.
   */
  markScheduled(at: Date, details: PaymentDetails & { scheduleId: string }): boolean {
    this.fillProviderIds(details);
    if (this.kind !== 'hosting' || this.status === 'scheduled' || this.status === 'paid') return false;
    if (details.buyerEmail) this.buyerEmail = details.buyerEmail;
    this.subscriptionScheduleId = details.scheduleId;
    this.status = 'scheduled';
    if (!this.renewalCanceledAt) this.nextChargeAt = this.renewalStartsAt;
    this.updatedAt = at;
    return true;
  }

  /** A renewal invoice the provider could not collect. A later payment of it still wins. */
  markFailed(at: Date): boolean {
    if (this.kind !== 'hosting-renewal' || this.status === 'paid' || this.status === 'failed') return false;
    this.status = 'failed';
    this.updatedAt = at;
    return true;
  }

  /**
   * A renewal invoice of this hosting order was paid at `paidAt`: the next charge is a year after the
   * charge it paid (the billing anniversary), unless the renewal was canceled meanwhile.
   */
  advanceNextCharge(paidAt: Date): void {
    if (this.kind !== 'hosting' || this.renewalCanceledAt || !this.renewalStartsAt) return;
    let next = this.nextChargeAt ?? this.renewalStartsAt;
    while (next.getTime() <= paidAt.getTime() + 24 * 3600 * 1000) next = addYears(next, 1);
    this.nextChargeAt = next;
  }

  /**
   * The hosting renewal as its buyer sees it: scheduled (first charge still ahead), active (charged
   * at least once), past_due (the provider could not collect), canceled (no further charge).
   */
  hostingState(): 'scheduled' | 'active' | 'past_due' | 'canceled' | null {
    if (this.kind !== 'hosting' || (this.status !== 'scheduled' && this.status !== 'paid')) return null;
    if (this.renewalCanceledAt || ['canceled', 'incomplete_expired'].includes(this.subscriptionStatus ?? '')) return 'canceled';
    if (this.subscriptionStatus === 'past_due' || this.subscriptionStatus === 'unpaid') return 'past_due';
    if (this.subscriptionStatus === 'active') return 'active';
    return 'scheduled';
  }

  /**
   * Whether this hosting renewal holds its package (no second one may be set up): set up, and not
   * canceled before its first charge. A schedule canceled before it started frees the package, so
   * the client can set the renewal up again; a started subscription holds it until it ends.
   */
  holdsPackageRenewal(): boolean {
    const state = this.hostingState();
    if (state === null) return false;
    if (state !== 'canceled') return true;
    // Canceled: a subscription that started (it has an id) runs to the end of its paid year.
    return !!this.subscriptionId && this.subscriptionStatus !== 'not_started';
  }

  /** Whether the renewal can still be canceled (a set-up hosting renewal not canceled yet). */
  canCancelRenewal(): boolean {
    const state = this.hostingState();
    return state !== null && state !== 'canceled';
  }

  /**
   * Cancels the yearly renewal at the end of what is paid (the prepaid term, or the current year):
   * no further charge. Returns false when already canceled. Throws nothing; callers check
   * canCancelRenewal first.
   */
  cancelRenewal(at: Date): boolean {
    if (!this.canCancelRenewal()) return false;
    this.renewalCanceledAt = at;
    this.nextChargeAt = null;
    this.updatedAt = at;
    return true;
  }

  /** Until when hosting is paid for, once the renewal is canceled: the charge that will not happen. */
  hostingPaidUntil(now: Date): Date | null {
    if (this.kind !== 'hosting' || !this.renewalStartsAt) return null;
    let end = this.renewalStartsAt;
    while (end.getTime() < now.getTime()) end = addYears(end, 1);
    return end;
  }

  /** The yearly renewal amount of a hosting order (its catalogue line). */
  renewalAmountCents(): number | null {
    return this.kind === 'hosting' ? (this.items[0]?.amountCents ?? null) : null;
  }

  /**
   * The renewal a buyer is told about: for a paid package, the yearly hosting price from the end of
   * its prepaid term; for a hosting order, its first charge. Null when there is no date yet.
   */
  renewal(): { amountCents: number; startsAt: Date } | null {
    // A canceled renewal charges nothing more: it has no renewal to tell about.
    if (this.kind === 'hosting' && this.hostingState() === 'canceled') return null;
    if (this.kind === 'hosting' && this.renewalStartsAt && this.renewalAmountCents() != null) {
      return { amountCents: this.renewalAmountCents()!, startsAt: this.renewalStartsAt };
    }
    if (this.kind === 'package' && this.termYears && this.paidAt) {
      return { amountCents: hostingPlanFor(this.packageId).amountCents, startsAt: renewalStartDate(this.paidAt, this.termYears) };
    }
    return null;
  }

  /** What was bought, as buyers read it: 'Business Growth Website, 10 years'. */
  purchase(): string {
    return this.items[0] ? this.lineLabel(this.items[0]) : this.packageId;
  }

  /** The line as buyers read it: the package line names the term bought ('Basic Website, 10 years'). */
  lineLabel(item: OrderItem): string {
    return item.kind === 'package' && this.termYears ? `${item.name}, ${termLabel(this.termYears)}` : item.name;
  }

  fillProviderIds(details: PaymentDetails): void {
    if (details.customerId && !this.customerId) this.customerId = details.customerId;
    if (details.subscriptionId && !this.subscriptionId) this.subscriptionId = details.subscriptionId;
    if (details.buyerEmail && !this.buyerEmail) this.buyerEmail = details.buyerEmail;
  }

  /** A pending session that ended without payment. Paid orders never go back. */
  close(status: 'canceled' | 'expired', at: Date): boolean {
    if (this.status !== 'pending') return false;
    this.status = status;
    this.updatedAt = at;
    return true;
  }

  /**
   * Applies a subscription state observed at `at` (the provider event's creation time). State only
   * moves forward in time, so a late, older event cannot undo a newer one; once canceled it stays.
   */
  applySubscriptionState(status: string, at: Date): boolean {
    if (this.subscriptionStatus && FINAL_SUBSCRIPTION_STATES.has(this.subscriptionStatus)) return false;
    const last = this.subscriptionStateAt?.getTime();
    const now = at.getTime();
    const newer = last === undefined || now > last || (now === last && FINAL_SUBSCRIPTION_STATES.has(status));
    if (!newer) return false;
    this.subscriptionStatus = status;
    this.subscriptionStateAt = at;
    this.updatedAt = new Date(Math.max(now, this.updatedAt.getTime()));
    return true;
  }

  /**
   * Whether the browser presenting this key hash started the checkout. The checkout's URL travels
   * (history, screenshots, the provider's redirect); the key never leaves that browser's cookie.
   */
  isHeldBy(keyHash: string | null): boolean {
    return !!keyHash && !!this.buyerKeyHash && keyHash === this.buyerKeyHash;
  }

  /**
   * The buyer mistyped the e-mail: `to` replaces it once the link whose hash is kept here is
   * followed (a newer request replaces an older one). Only a paid package, not linked elsewhere.
   */
  requestEmailCorrection(to: string, linkHash: string, expiresAt: Date, now: Date): boolean {
    if (this.kind !== 'package' || this.status !== 'paid') return false;
    this.emailCorrectionTo = to;
    this.emailCorrectionHash = linkHash;
    this.emailCorrectionExpiresAt = expiresAt;
    this.updatedAt = now;
    return true;
  }

  /** The corrected address, once its link (by hash) is followed in time; the correction is used up. Null otherwise. */
  confirmEmailCorrection(linkHash: string, now: Date): string | null {
    const to = this.emailCorrectionTo;
    const live = !!to && this.emailCorrectionHash === linkHash && !!this.emailCorrectionExpiresAt && this.emailCorrectionExpiresAt.getTime() > now.getTime();
    if (!live || !to) return null;
    this.buyerEmail = to;
    this.emailCorrectionTo = null;
    this.emailCorrectionHash = null;
    this.emailCorrectionExpiresAt = null;
    this.updatedAt = now;
    return to;
  }

  /** Links the purchase to an account once; an order already linked stays with its owner. */
  /**
   * An admin moves a linked order to another client (a mistyped checkout e-mail). Only an order
   * that belongs to someone moves (an unlinked one is linked instead); to its own client, nothing.
   */
  moveTo(userId: string, at: Date): 'moved' | 'not_linked' | 'same_client' {
    if (!this.userId) return 'not_linked';
    if (this.userId === userId) return 'same_client';
    this.userId = userId;
    this.updatedAt = at;
    return 'moved';
  }

  linkTo(userId: string): boolean {
    if (this.userId) return this.userId === userId;
    if (this.status !== 'pending' && this.status !== 'paid' && this.status !== 'scheduled') return false;
    this.userId = userId;
    return true;
  }
}

/**
 * How a package's hosting renewal stands, from the hosting orders set up for it: the one in force
 * (scheduled, active, past due), else canceled when every set-up was canceled, else null (none).
 */
export function packageHostingState(hostings: readonly Order[]): ReturnType<Order['hostingState']> {
  const states = hostings.map((h) => h.hostingState()).filter((s) => s !== null);
  return states.find((s) => s !== 'canceled') ?? (states.length ? 'canceled' : null);
}

function addYears(date: Date, years: number): Date {
  const next = new Date(date.getTime());
  next.setUTCFullYear(next.getUTCFullYear() + years);
  return next;
}
