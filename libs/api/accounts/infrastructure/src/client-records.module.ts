import { DynamicModule, Module, Type } from '@nestjs/common';
import { AdminOverviewService, ClientAccountRecordsPort, ClientDataService, ClientMergeService, UnitOfWorkPort } from '@fw/api-accounts-application';
import { IdentityModule, MikroOrmUnitOfWorkAdapter } from '@fw/api-shared-infrastructure';
import { AdminOverviewController } from './http/admin-overview.controller';
import { ClientDataController } from './http/client-data.controller';
import { ClientMergeController } from './http/client-merge.controller';
import { SqlClientAccountRecordsAdapter } from './persistence/sql-client-account-records.adapter';

export interface ClientRecordsModuleOptions {
  /**
   * The modules that export the ports these flows ask: ClientWebsiteRecordsPort and
   * ReviewBacklogPort (the websites context), ClientQuestionnaireRecordsPort and IntakeBacklogPort
   * (intake), ClientOrderRecordsPort and OrderBacklogPort (billing). Named by the composition root,
   * since accounts sits below those contexts and never imports them; the mail ports come from the
   * global MailModule.
   */
  answeredBy: Array<Type<unknown> | DynamicModule>;
}

/**
 * The admin's flows over a client's records in every context: the admin home's counts
 * (GET /api/admin/overview), merging two client accounts (POST /api/admin/clients/{id}/merge) and a
 * client's data export and deletion (GET /api/admin/clients/{id}/export, DELETE /api/admin/clients/{id}).
 */
@Module({})
export class ClientRecordsModule {
  static register({ answeredBy }: ClientRecordsModuleOptions): DynamicModule {
    return {
      module: ClientRecordsModule,
      imports: [IdentityModule, ...answeredBy],
      controllers: [AdminOverviewController, ClientMergeController, ClientDataController],
      providers: [
        { provide: UnitOfWorkPort, useClass: MikroOrmUnitOfWorkAdapter },
        { provide: ClientAccountRecordsPort, useClass: SqlClientAccountRecordsAdapter },
        AdminOverviewService,
        ClientMergeService,
        ClientDataService,
      ],
    };
  }
}
