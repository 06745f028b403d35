import { ApiProperty } from '@nestjs/swagger';
import { PACKAGE_IDS, TERM_YEARS } from '@fw/shared-catalog';
import { packageHostingState, type Order } from '@fw/api-billing-domain';
import { RenewalDto, toRenewalDto } from './checkout.dto';

export class OrderItemDto {
  @ApiProperty({ example: 'basic' }) id: string;
  @ApiProperty({ enum: ['package', 'add-on', 'hosting'] }) kind: string;
  @ApiProperty({ example: 'Basic Website' }) name: string;
  @ApiProperty({ example: 47500 }) amount_cents: number;
}

export class OrderDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ enum: ['package', 'hosting', 'hosting-renewal'] }) kind: string;
  @ApiProperty({ enum: ['stripe', 'sandbox'] }) provider: string;
  @ApiProperty({ description: 'Checkout session id, or the invoice id of a hosting renewal' }) checkout_session_id: string;
  @ApiProperty({ enum: ['pending', 'paid', 'scheduled', 'failed', 'canceled', 'expired'] }) status: string;
  @ApiProperty({ example: 'Business Growth Website, 10 years' }) purchase: string;
  @ApiProperty({ enum: PACKAGE_IDS }) package_id: string;
  @ApiProperty({ enum: TERM_YEARS, type: Number, nullable: true }) term_years: number | null;
  @ApiProperty({ type: [OrderItemDto] }) items: OrderItemDto[];
  @ApiProperty({ description: 'Cents', example: 57400 }) amount_total: number;
  @ApiProperty({ example: 'usd' }) currency: string;
  @ApiProperty({ type: String, nullable: true }) buyer_email: string | null;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) user_id: string | null;
  @ApiProperty({ type: String, nullable: true }) customer_id: string | null;
  @ApiProperty({ type: String, nullable: true }) subscription_id: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'active' }) subscription_status: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) paid_at: string | null;
  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'hosting: its package order; hosting-renewal: its hosting order' })
  parent_order_id: string | null;
  @ApiProperty({ type: RenewalDto, nullable: true, description: 'Hosting renewal amount and the date of its first charge; null once the renewal is canceled' })
  renewal: RenewalDto | null;
  @ApiProperty({
    enum: ['scheduled', 'active', 'past_due', 'canceled'],
    nullable: true,
    description: 'hosting: the renewal as the client sees it on Billing; package: the state of the renewal set up for it (null: none set up)',
  })
  hosting_state: 'scheduled' | 'active' | 'past_due' | 'canceled' | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'hosting: when the renewal was canceled' })
  renewal_canceled_at: string | null;
  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'hosting, canceled: hosting is paid until then (the charge that will not happen)',
  })
  hosting_paid_until: string | null;
  @ApiProperty({ format: 'date-time' }) created_at: string;
  @ApiProperty({ format: 'date-time' }) updated_at: string;
}

/**
 * `hostings`: for a package, the hosting orders set up for it, so that a package whose renewal was
 * canceled reads as canceled too (not as a yearly price to come).
 */
export function toOrderDto(order: Order, hostings: readonly Order[] = []): OrderDto {
  if (order.kind === 'package' && packageHostingState(hostings) === 'canceled') {
    const ends = hostings.map((h) => h.hostingPaidUntil(h.renewalCanceledAt ?? new Date())).filter((d): d is Date => !!d);
    const until = ends.length ? new Date(Math.max(...ends.map((d) => d.getTime()))) : null;
    return { ...hostingOrderDto(order), renewal: null, hosting_state: 'canceled', hosting_paid_until: until ? until.toISOString() : null };
  }
  const dto = hostingOrderDto(order);
  return order.kind === 'package' ? { ...dto, hosting_state: packageHostingState(hostings) } : dto;
}

function hostingOrderDto(order: Order): OrderDto {
  return {
    id: order.id,
    kind: order.kind,
    provider: order.provider,
    checkout_session_id: order.checkoutSessionId,
    status: order.status,
    purchase: order.purchase(),
    package_id: order.packageId,
    term_years: order.termYears,
    items: order.items.map((item) => ({ id: item.id, kind: item.kind, name: item.name, amount_cents: item.amountCents })),
    amount_total: order.amountTotal,
    currency: order.currency,
    buyer_email: order.buyerEmail,
    user_id: order.userId,
    customer_id: order.customerId,
    subscription_id: order.subscriptionId,
    subscription_status: order.subscriptionStatus,
    paid_at: order.paidAt ? order.paidAt.toISOString() : null,
    parent_order_id: order.parentOrderId,
    renewal: toRenewalDto(order),
    hosting_state: order.hostingState(),
    renewal_canceled_at: order.renewalCanceledAt ? order.renewalCanceledAt.toISOString() : null,
    hosting_paid_until: order.hostingState() === 'canceled' ? (order.hostingPaidUntil(order.renewalCanceledAt ?? new Date())?.toISOString() ?? null) : null,
    created_at: order.createdAt.toISOString(),
    updated_at: order.updatedAt.toISOString(),
  };
}

export class OrderMoveDto {
  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'The client it belonged to' }) from_user_id: string | null;
  @ApiProperty({ format: 'uuid', description: 'The client it was moved to' }) to_user_id: string;
  @ApiProperty({ example: 'Typo in the checkout e-mail (exampel.com)' }) reason: string;
  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'The admin who moved it' }) moved_by: string | null;
  @ApiProperty({ format: 'date-time' }) moved_at: string;
}
