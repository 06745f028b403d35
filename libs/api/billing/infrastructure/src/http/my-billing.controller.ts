import { Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors, UuidParam, Auth, CurrentUser } from '@fw/api-shared-infrastructure';
import type { AuthUser } from '@fw/api-shared-domain';
import { CancelRenewalUseCase } from '@fw/api-billing-application';
import { BillingQuery } from '../persistence/billing.query';
import { BillingDto, HostingSubscriptionDto, toBillingDto, toHostingSubscriptionDto } from './billing.dto';

@ApiTags('my billing')
@Auth()
@Controller('my/billing')
export class MyBillingController {
  constructor(
    private readonly billing: BillingQuery,
    private readonly cancelRenewal: CancelRenewalUseCase,
  ) {}

  @Get()
  @ApiOperation({
    summary: "The caller's orders, hosting renewals, and paid packages whose hosting renewal is not set up",
    description: 'Only orders linked to the caller (claimed with their checkout session or linked by an admin).',
  })
  @ApiOkResponse({ type: BillingDto })
  async get(@CurrentUser() user: AuthUser): Promise<BillingDto> {
    return toBillingDto(await this.billing.forUser(user.id));
  }

  @Post('subscriptions/:order_id/cancel')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Cancel renewal: no further yearly charge; hosting runs to the end of what is paid',
    description:
      'With Stripe, a schedule that has not started is canceled and a started subscription is set to cancel_at_period_end; ' +
      'the sandbox records the same. Repeating it answers the canceled renewal. 404 BILLING.ORDER_NOT_FOUND for an order ' +
      "that is not the caller's; 409 BILLING.RENEWAL_NOT_CANCELLABLE when the order is not a set-up hosting renewal; " +
      '502 BILLING.CANCEL_FAILED when the payment provider fails (nothing changed).',
  })
  @ApiOkResponse({ type: HostingSubscriptionDto })
  @ApiErrors(400, 404, 409, 502)
  async cancel(@CurrentUser() user: AuthUser, @UuidParam('order_id') orderId: string): Promise<HostingSubscriptionDto> {
    return toHostingSubscriptionDto(await this.cancelRenewal.execute({ hostingOrderId: orderId, ownerId: user.id }));
  }
}
