import { Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors, UuidParam, Auth, Audited } from '@fw/api-shared-infrastructure';
import { MyAccountService } from '@fw/api-accounts-application';
import { CancelRenewalUseCase } from '@fw/api-billing-application';
import { BillingQuery } from '../persistence/billing.query';
import { AdminOrderBillingDto, BillingDto, HostingSubscriptionDto, toAdminOrderBillingDto, toBillingDto, toHostingSubscriptionDto } from './billing.dto';

/** The client's Billing page, as admins see it from a client or an order. */
@ApiTags('admin: billing')
@Auth('admin')
@Controller('admin')
export class AdminBillingController {
  constructor(
    private readonly billing: BillingQuery,
    private readonly accounts: MyAccountService,
    private readonly cancelRenewal: CancelRenewalUseCase,
  ) {}

  @Get('clients/:id/billing')
  @ApiOperation({ summary: "A client's orders and hosting renewals (what their Billing page shows). 404 ACCOUNTS.CLIENT_NOT_FOUND" })
  @ApiOkResponse({ type: BillingDto })
  @ApiErrors(400, 404)
  async client(@UuidParam('id') id: string): Promise<BillingDto> {
    await this.accounts.get(id);
    return toBillingDto(await this.billing.forUser(id));
  }

  @Get('orders/:id/billing')
  @ApiOperation({ summary: "An order with its client's billing (or, unclaimed, its buyer e-mail's unclaimed orders)" })
  @ApiOkResponse({ type: AdminOrderBillingDto })
  @ApiErrors(400, 404)
  async order(@UuidParam('id') id: string): Promise<AdminOrderBillingDto> {
    return toAdminOrderBillingDto(await this.billing.forOrder(id));
  }

  @Post('orders/:id/cancel-renewal')
  @HttpCode(200)
  @ApiOperation({
    summary: "Cancel a client's hosting renewal (the hosting order's id), as the client's Cancel renewal does",
    description: '404 BILLING.ORDER_NOT_FOUND; 409 BILLING.RENEWAL_NOT_CANCELLABLE; 502 BILLING.CANCEL_FAILED.',
  })
  @ApiOkResponse({ type: HostingSubscriptionDto })
  @ApiErrors(400, 404, 409, 502)
  @Audited('order.cancel_renewal', { target: 'order' })
  async cancel(@UuidParam('id') id: string): Promise<HostingSubscriptionDto> {
    return toHostingSubscriptionDto(await this.cancelRenewal.execute({ hostingOrderId: id, ownerId: null }));
  }
}
