import { Global, Module } from '@nestjs/common';
import { AccountsModule } from '@fw/api-accounts-infrastructure';
import { ClientProvisioningService, UnitOfWorkPort } from '@fw/api-accounts-application';
import { OrderProvisioningPort, QuestionnaireProofPort } from '@fw/api-billing-application';
import { AccountsOrderProvisioningAdapter, AccountsQuestionnaireProofAdapter } from '@fw/api-billing-infrastructure';
import { SitesModule } from '@fw/api-sites-infrastructure';
import { IntakeModule } from '@fw/api-intake-infrastructure';
import { IdentityModule, MikroOrmUnitOfWorkAdapter } from '@fw/api-shared-infrastructure';
import { MyProjectController } from '../project/my-project.controller';
import { MyProjectService } from '../project/my-project.service';

/**
 * Wires client provisioning (the accounts context's ClientProvisioningService) to the contexts that
 * answer its ports (websites: sites; questionnaires: intake), and binds billing's ports to it.
 * Global so that billing's use cases and intake's "Create client and website" find them without
 * those contexts importing each other.
 */
@Global()
@Module({
  imports: [AccountsModule, IdentityModule, SitesModule, IntakeModule],
  // The client's own project status and first-sign-in names span the same three contexts.
  controllers: [MyProjectController],
  providers: [
    MyProjectService,
    { provide: UnitOfWorkPort, useClass: MikroOrmUnitOfWorkAdapter },
    ClientProvisioningService,
    { provide: OrderProvisioningPort, useClass: AccountsOrderProvisioningAdapter },
    { provide: QuestionnaireProofPort, useClass: AccountsQuestionnaireProofAdapter },
  ],
  exports: [ClientProvisioningService, OrderProvisioningPort, QuestionnaireProofPort],
})
export class ClientProvisioningModule {}
