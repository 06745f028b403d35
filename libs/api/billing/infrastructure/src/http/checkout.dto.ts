import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsInt, IsString, IsUUID, MaxLength } from 'class-validator';
import { ADD_ON_IDS, PACKAGE_IDS, TERM_YEARS } from '@fw/shared-catalog';
import type { Order } from '@fw/api-billing-domain';
import type { CheckoutSessionView } from '@fw/api-billing-application';
import { IsEmailAddress, IsOmittable } from '@fw/api-shared-infrastructure';

// Catalogue membership is checked by the use case (400 BILLING.UNKNOWN_ITEM); the DTO checks shapes.

export class CreateCheckoutRequestDto {
  @ApiProperty({ enum: PACKAGE_IDS, example: 'basic' })
  @IsString()
  @MaxLength(50)
  package_id: string;

  @ApiProperty({ enum: TERM_YEARS, example: 1, description: 'Years of domain and hosting bought up front' })
  @IsInt()
  term_years: number;

  @ApiPropertyOptional({ enum: ADD_ON_IDS, isArray: true, description: 'Basic only', example: ['logo-brand-kit'] })
  @IsOmittable()
  @IsArray()
  @ArrayMaxSize(10)
  @IsString({ each: true })
  @MaxLength(50, { each: true })
  add_on_ids?: string[];

  @ApiPropertyOptional({
    description: "Pre-fills the payment page and receives the receipt. Ignored when signed in: the order then goes to the account's confirmed address",
    example: 'owner@example.com',
  })
  @IsOmittable()
  @IsString()
  @MaxLength(254)
  @IsEmailAddress()
  email?: string;

  @ApiPropertyOptional({
    format: 'uuid',
    description: "The buyer's questionnaire, linked to the order only with proof: the X-Resume-Token header, or being its signed-in owner (otherwise left out)",
  })
  @IsOmittable()
  @IsUUID()
  questionnaire_id?: string;
}

export class CreateHostingCheckoutRequestDto {
  @ApiProperty({
    description: 'The checkout session of the paid website package this renewal follows (session_id of /payment-success)',
    example: 'cs_test_a1b2c3',
  })
  @IsString()
  @MaxLength(255)
  package_session_id: string;

  @ApiPropertyOptional({ enum: PACKAGE_IDS, example: 'basic', description: 'Optional; must be the package of that order' })
  @IsOmittable()
  @IsString()
  @MaxLength(50)
  package_id?: string;
}

export class CheckoutCreatedDto {
  @ApiProperty({ description: 'Where to send the buyer to pay', example: 'https://checkout.stripe.com/c/pay/cs_test_...' })
  url: string;

  @ApiProperty({ example: 'cs_test_a1b2c3' })
  session_id: string;
}

export class CheckoutItemDto {
  @ApiProperty({ description: 'Catalogue id (package, add-on, or hosting:<package>)', example: 'basic' })
  id: string;

  @ApiProperty({ example: 'Basic Website' })
  name: string;

  @ApiProperty({ example: 47500 })
  amount_cents: number;

  @ApiProperty({ description: 'The line as shown to the buyer; the package line names its term', example: 'Basic Website, 1 year' })
  label: string;
}

export class RenewalDto {
  @ApiProperty({ description: 'Yearly hosting renewal, cents', example: 37800 })
  amount_cents: number;

  @ApiProperty({
    format: 'date-time',
    description: 'First renewal charge: the end of the prepaid term (never the purchase day)',
    example: '2027-11-23T16:05:00.000Z',
  })
  starts_at: string;
}

export function toRenewalDto(order: Order): RenewalDto | null {
  const renewal = order.renewal();
  return renewal ? { amount_cents: renewal.amountCents, starts_at: renewal.startsAt.toISOString() } : null;
}

export class CheckoutSessionDto {
  @ApiProperty() session_id: string;
  @ApiProperty({ enum: ['package', 'hosting', 'hosting-renewal'] }) kind: Order['kind'];
  @ApiProperty({
    enum: ['pending', 'paid', 'scheduled', 'failed', 'canceled', 'expired'],
    description: 'scheduled: a hosting renewal set up (payment method saved, nothing charged until renewal.starts_at)',
  })
  status: Order['status'];
  @ApiProperty({ description: 'What was bought, with its term', example: 'Business Growth Website, 10 years' }) purchase: string;
  @ApiProperty({ enum: PACKAGE_IDS }) package_id: string;
  @ApiProperty({ enum: TERM_YEARS, nullable: true, type: Number }) term_years: number | null;
  @ApiProperty({ type: [CheckoutItemDto] }) items: CheckoutItemDto[];
  @ApiProperty({ example: 57400, description: 'Charged by this checkout (0 for a hosting renewal set up in advance)' }) amount_total_cents: number;
  @ApiProperty({ example: 'usd' }) currency: string;
  @ApiProperty({ type: String, nullable: true }) buyer_email: string | null;
  @ApiProperty({
    type: RenewalDto,
    nullable: true,
    description: 'package (once paid): hosting renewal after its term; hosting: the first charge',
  })
  renewal: RenewalDto | null;
  @ApiProperty({
    enum: ['set_password', 'invited', 'active'],
    nullable: true,
    type: String,
    description:
      "The buyer's account: set_password (waiting for its password, and this browser started the checkout: " +
      'POST /api/auth/checkout-account), invited (waiting; the "Set up your account" e-mail sets it), active (the reader owns it), ' +
      'null (no account yet).',
  })
  account: 'set_password' | 'invited' | 'active' | null;
}

export function toCheckoutSessionDto({ order, account }: CheckoutSessionView): CheckoutSessionDto {
  return {
    account,
    session_id: order.checkoutSessionId,
    kind: order.kind,
    status: order.status,
    purchase: order.purchase(),
    package_id: order.packageId,
    term_years: order.termYears,
    items: order.items.map((item) => ({ id: item.id, name: item.name, amount_cents: item.amountCents, label: order.lineLabel(item) })),
    amount_total_cents: order.amountTotal,
    currency: order.currency,
    buyer_email: order.buyerEmail,
    renewal: toRenewalDto(order),
  };
}
