import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsEmail, IsInt, IsOptional, IsString, MaxLength } from 'class-validator';
import { ADD_ON_IDS, PACKAGE_IDS, TERM_YEARS } from '@fw/shared-catalog';
import type { Order } from '@fw/api-billing-domain';

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
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(10)
  @IsString({ each: true })
  @MaxLength(50, { each: true })
  add_on_ids?: string[];

  @ApiPropertyOptional({ description: 'Pre-fills the payment page and receives the receipt', example: 'owner@example.com' })
  @IsOptional()
  @IsEmail()
  @MaxLength(254)
  email?: string;
}

export class CreateHostingCheckoutRequestDto {
  @ApiProperty({ enum: PACKAGE_IDS, example: 'basic' })
  @IsString()
  @MaxLength(50)
  package_id: string;

  @ApiPropertyOptional({ example: 'owner@example.com' })
  @IsOptional()
  @IsEmail()
  @MaxLength(254)
  email?: string;
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
}

export class CheckoutSessionDto {
  @ApiProperty() session_id: string;
  @ApiProperty({ enum: ['package', 'hosting'] }) kind: 'package' | 'hosting';
  @ApiProperty({ enum: ['pending', 'paid', 'canceled', 'expired'] }) status: Order['status'];
  @ApiProperty({ enum: PACKAGE_IDS }) package_id: string;
  @ApiProperty({ enum: TERM_YEARS, nullable: true, type: Number }) term_years: number | null;
  @ApiProperty({ type: [CheckoutItemDto] }) items: CheckoutItemDto[];
  @ApiProperty({ example: 57400 }) amount_total_cents: number;
  @ApiProperty({ example: 'usd' }) currency: string;
  @ApiProperty({ type: String, nullable: true }) buyer_email: string | null;
}

export function toCheckoutSessionDto(order: Order): CheckoutSessionDto {
  return {
    session_id: order.checkoutSessionId,
    kind: order.kind,
    status: order.status,
    package_id: order.packageId,
    term_years: order.termYears,
    items: order.items.map((item) => ({ id: item.id, name: item.name, amount_cents: item.amountCents })),
    amount_total_cents: order.amountTotal,
    currency: order.currency,
    buyer_email: order.buyerEmail,
  };
}
