import { Module } from '@nestjs/common';
import { SqlReader, IdentityModule } from '@fw/api-shared-infrastructure';
import { AdminOverviewController } from './admin-overview.controller';

/** The admin home's read model (GET /api/admin/overview). */
@Module({
  imports: [IdentityModule],
  controllers: [AdminOverviewController],
  providers: [SqlReader],
})
export class AdminOverviewModule {}
