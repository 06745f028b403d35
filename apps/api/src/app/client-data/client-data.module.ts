import { Module } from '@nestjs/common';
import { IdentityModule } from '@fw/api-shared-infrastructure';
import { ClientDataController } from './client-data.controller';
import { ClientDataService } from './client-data.service';

/** Export and deletion of a client's data (GET /api/admin/clients/{id}/export, DELETE /api/admin/clients/{id}). */
@Module({
  imports: [IdentityModule],
  controllers: [ClientDataController],
  providers: [ClientDataService],
})
export class ClientDataModule {}
