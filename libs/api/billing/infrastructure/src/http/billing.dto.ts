import { ApiProperty } from '@nestjs/swagger';
import { PACKAGE_IDS, TERM_YEARS } from '@fw/shared-catalog';
import type { Order } from '@fw/api-billing-domain';
import type { BillingView } from '../persistence/billing.query';
import { CheckoutItemDto, RenewalDto, toRenewalDto } from './checkout.dto';
import { OrderDto, toOrderDto } from './order.dto';

export class BillingOrderDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ enum: ['package', 'hosting', 'hosting-renewal'] }) kind: string;
  @ApiProperty({ enum: ['paid', 'scheduled', 'failed'] }) status: string;
  @ApiProperty({ description: 'What was bought, with its term', example: 'Basic Website, 1 year' }) purchase: string;
  @ApiProperty({ enum: PACKAGE_IDS }) package_id: string;
  @ApiProperty({ enum: TERM_YEARS, type: Number, nullable: true }) term_years: number | null;
  @ApiProperty({ type: [String], description: 'Names of the add-ons bought with the package', example: ['Logo + Brand Kit'] }) add_ons: string[];
  @ApiProperty({ type: [CheckoutItemDto] }) items: CheckoutItemDto[];
  @ApiProperty({ description: 'Charged, cents (0 for a hosting renewal set up in advance)', example: 57400 }) amount_total_cents: number;
  @ApiProperty({ example: 'usd' }) currency: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) paid_at: string | null;
  @ApiProperty({ format: 'date-time' }) created_at: string;
  @ApiProperty({ type: RenewalDto, nullable: true, description: 'Hosting renewal amount and the date of its first charge' }) renewal: RenewalDto | null;
}

export class HostingSubscriptionDto {
  @ApiProperty({ format: 'uuid', description: 'The hosting order (POST …/subscriptions/{order_id}/cancel)' }) order_id: string;
  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'The package order it renews' }) package_order_id: string | null;
  @ApiProperty({ example: 'Basic Website hosting' }) name: string;
  @ApiProperty({
    enum: ['scheduled', 'active', 'past_due', 'canceled'],
    description: 'scheduled: first charge still ahead; active: charged yearly; past_due: the last charge failed; canceled: no further charge',
  })
  status: 'scheduled' | 'active' | 'past_due' | 'canceled';
  @ApiProperty({ description: 'Yearly amount, cents', example: 37800 }) amount_cents: number;
  @ApiProperty({ example: 'usd' }) currency: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'The next yearly charge; null once canceled' }) next_charge_at: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'Canceled: hosting runs until this day, and nothing more is charged' })
  ends_at: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) canceled_at: string | null;
  @ApiProperty({ description: 'Whether "Cancel renewal" applies' }) can_cancel: boolean;
}

export class PendingHostingDto {
  @ApiProperty({ format: 'uuid' }) package_order_id: string;
  @ApiProperty({ description: 'The package checkout session: POST /api/checkout/hosting {package_session_id}' }) package_session_id: string;
  @ApiProperty({ example: 'Basic Website, 1 year' }) purchase: string;
  @ApiProperty({ type: RenewalDto }) renewal: RenewalDto;
}

export class BillingDto {
  @ApiProperty({ type: [BillingOrderDto], description: 'Paid, scheduled and failed orders, newest first' }) orders: BillingOrderDto[];
  @ApiProperty({ type: [HostingSubscriptionDto] }) subscriptions: HostingSubscriptionDto[];
  @ApiProperty({ type: [PendingHostingDto], description: 'Paid packages whose hosting renewal is not set up yet' }) pending_hosting: PendingHostingDto[];
}

export class AdminOrderBillingDto {
  @ApiProperty({ type: OrderDto }) order: OrderDto;
  @ApiProperty({ type: BillingDto, description: "The billing of the order's client (or of its buyer e-mail while no client claimed it)" }) billing: BillingDto;
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function toBillingOrderDto(order: Order): BillingOrderDto {
  return {
    id: order.id,
    kind: order.kind,
    status: order.status,
    purchase: order.purchase(),
    package_id: order.packageId,
    term_years: order.termYears,
    add_ons: order.items.filter((item) => item.kind === 'add-on').map((item) => item.name),
    items: order.items.map((item) => ({ id: item.id, name: item.name, amount_cents: item.amountCents, label: order.lineLabel(item) })),
    amount_total_cents: order.amountTotal,
    currency: order.currency,
    paid_at: iso(order.paidAt),
    created_at: order.createdAt.toISOString(),
    renewal: toRenewalDto(order),
  };
}

export function toHostingSubscriptionDto(order: Order, now = new Date()): HostingSubscriptionDto {
  const status = order.hostingState() ?? 'canceled';
  return {
    order_id: order.id,
    package_order_id: order.parentOrderId,
    name: order.items[0]?.name ?? 'Hosting',
    status,
    amount_cents: order.renewalAmountCents() ?? 0,
    currency: order.currency,
    next_charge_at: status === 'canceled' ? null : iso(order.nextChargeAt ?? order.renewalStartsAt),
    ends_at: status === 'canceled' ? iso(order.hostingPaidUntil(order.renewalCanceledAt ?? now)) : null,
    canceled_at: iso(order.renewalCanceledAt),
    can_cancel: order.canCancelRenewal(),
  };
}

export function toBillingDto(view: BillingView): BillingDto {
  return {
    orders: view.orders.map(toBillingOrderDto),
    subscriptions: view.subscriptions.map((o) => toHostingSubscriptionDto(o)),
    pending_hosting: view.pendingHosting.flatMap((o) => {
      const renewal = toRenewalDto(o);
      return renewal ? [{ package_order_id: o.id, package_session_id: o.checkoutSessionId, purchase: o.purchase(), renewal }] : [];
    }),
  };
}

export function toAdminOrderBillingDto(result: { order: Order; billing: BillingView }): AdminOrderBillingDto {
  const hostings = result.billing.subscriptions.filter((hosting) => hosting.parentOrderId === result.order.id);
  return { order: toOrderDto(result.order, hostings), billing: toBillingDto(result.billing) };
}
