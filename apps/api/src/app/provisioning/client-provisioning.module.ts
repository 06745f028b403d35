import { Global, Module } from '@nestjs/common';
import { AccountsModule } from '@fw/api-accounts-infrastructure';
import { ClientProvisioningService, UnitOfWorkPort } from '@fw/api-accounts-application';
import { OrderProvisioningPort, QuestionnaireProofPort } from '@fw/api-billing-application';
import { AccountsOrderProvisioningAdapter, AccountsQuestionnaireProofAdapter } from '@fw/api-billing-infrastructure';
import { SitesModule } from '@fw/api-sites-infrastructure';
import { IntakeModule } from '@fw/api-intake-infrastructure';
import { IdentityModule, MikroOrmUnitOfWorkAdapter } from '@fw/api-shared-infrastructure';

/**
 * Wires client provisioning (the accounts context's ClientProvisioningService) to the contexts that
 * answer its ports (websites: sites; questionnaires: intake), and binds billing's ports to it.
 * Global so that billing's use cases and intake's "Create client and website" find them without
 * those contexts importing each other.
 */
@Global()
@Module({
  imports: [AccountsModule, IdentityModule, SitesModule, IntakeModule],
  providers: [
    { provide: UnitOfWorkPort, useClass: MikroOrmUnitOfWorkAdapter },
    ClientProvisioningService,
    { provide: OrderProvisioningPort, useClass: AccountsOrderProvisioningAdapter },
    { provide: QuestionnaireProofPort, useClass: AccountsQuestionnaireProofAdapter },
  ],
  exports: [ClientProvisioningService, OrderProvisioningPort, QuestionnaireProofPort],
})
export class ClientProvisioningModule {}
