import { DynamicModule, Module, Type } from '@nestjs/common';
import { MyProjectService, UnitOfWorkPort } from '@fw/api-accounts-application';
import { IdentityModule, MikroOrmUnitOfWorkAdapter } from '@fw/api-shared-infrastructure';
import { AccountsModule } from './accounts.module';
import { MyProjectController } from './http/my-project.controller';

export interface ClientProjectModuleOptions {
  /**
   * The modules that export ClientWebsitesPort (the websites context) and ClientQuestionnairesPort
   * (intake). Named by the composition root, since accounts sits below those contexts and never
   * imports them.
   */
  answeredBy: Array<Type<unknown> | DynamicModule>;
}

/** The client's project card and first sign-in: GET /api/my/project and POST /api/my/onboarding. */
@Module({})
export class ClientProjectModule {
  static register({ answeredBy }: ClientProjectModuleOptions): DynamicModule {
    return {
      module: ClientProjectModule,
      imports: [AccountsModule, IdentityModule, ...answeredBy],
      controllers: [MyProjectController],
      providers: [{ provide: UnitOfWorkPort, useClass: MikroOrmUnitOfWorkAdapter }, MyProjectService],
    };
  }
}
