import { Module } from '@nestjs/common';
import { SqlReader } from '@fw/api-shared-infrastructure';
import { AccountsModule } from '@fw/api-accounts-infrastructure';
import { AdminOverviewController } from './admin-overview.controller';

/** The admin home's read model (GET /api/admin/overview). */
@Module({
  imports: [AccountsModule],
  controllers: [AdminOverviewController],
  providers: [SqlReader],
})
export class AdminOverviewModule {}
