import { Global, Module } from '@nestjs/common';
import { SqlReader, IdentityModule } from '@fw/api-shared-infrastructure';
import { OrderBuildFilter } from '@fw/api-billing-infrastructure';
import { AdminOverviewController } from './admin-overview.controller';
import { orderWaitingForBuild } from './admin-overview.queries';

/**
 * The admin home's read model (GET /api/admin/overview). Global so that billing's Orders list
 * finds the card's condition (OrderBuildFilter) without billing reading the websites.
 */
@Global()
@Module({
  imports: [IdentityModule],
  controllers: [AdminOverviewController],
  providers: [SqlReader, { provide: OrderBuildFilter, useValue: { waitingForBuild: orderWaitingForBuild } satisfies OrderBuildFilter }],
  exports: [OrderBuildFilter],
})
export class AdminOverviewModule {}
