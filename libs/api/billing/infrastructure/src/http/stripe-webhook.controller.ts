import { Controller, Headers, HttpCode, Post, Req, type RawBodyRequest } from '@nestjs/common';
import { ApiHeader, ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { ApiErrors } from '@fw/api-shared-infrastructure';
import { HandleBillingEventUseCase, PaymentGatewayPort } from '@fw/api-billing-application';

export class WebhookReceivedDto {
  @ApiProperty({ example: true }) received: boolean;
  @ApiProperty({ enum: ['applied', 'duplicate', 'ignored'] }) outcome: string;
}

@ApiTags('webhooks')
@Controller('webhooks')
export class StripeWebhookController {
  constructor(
    private readonly gateway: PaymentGatewayPort,
    private readonly handle: HandleBillingEventUseCase,
  ) {}

  @Post('stripe')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Stripe webhook (checkout.session.completed, invoice.paid, customer.subscription.updated/deleted)',
    description:
      'Verified on the raw body with Stripe-Signature (400 when missing, forged or older than the tolerance; nothing changes). ' +
      'Each event id is applied once; any failure answers non-2xx so Stripe retries.',
  })
  @ApiHeader({ name: 'Stripe-Signature', required: true })
  @ApiOkResponse({ type: WebhookReceivedDto })
  @ApiErrors(400, 500, 503)
  async stripe(@Req() req: RawBodyRequest<FastifyRequest>, @Headers('stripe-signature') signature?: string): Promise<WebhookReceivedDto> {
    const event = this.gateway.verifyWebhook(req.rawBody, signature);
    return { received: true, outcome: await this.handle.execute(event) };
  }
}
