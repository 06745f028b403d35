import { Module } from '@nestjs/common';
import { IdentityModule } from '@fw/api-shared-infrastructure';
import { ClientMergeController } from './client-merge.controller';
import { ClientMergeService } from './client-merge.service';

/** Merging two client accounts (POST /api/admin/clients/{id}/merge). */
@Module({
  imports: [IdentityModule],
  controllers: [ClientMergeController],
  providers: [ClientMergeService],
})
export class ClientMergeModule {}
