import { Global, Module } from '@nestjs/common';
import { AccountsModule } from '@fw/api-accounts-infrastructure';
import { UnitOfWorkPort } from '@fw/api-accounts-application';
import { OrderProvisioningPort, QuestionnaireProofPort } from '@fw/api-billing-application';
import { SitesModule } from '@fw/api-sites-infrastructure';
import { IntakeModule } from '@fw/api-intake-infrastructure';
import { IdentityModule, MikroOrmUnitOfWorkAdapter } from '@fw/api-shared-infrastructure';
import { ClientProvisioningService } from './client-provisioning.service';
import { SubmissionImagesToLibrary } from './submission-images-to-library';
import { SubmissionClientController } from './submission-client.controller';
import { MyProjectController } from '../project/my-project.controller';
import { MyProjectService } from '../project/my-project.service';

/**
 * Client provisioning. Global so that billing's use cases find OrderProvisioningPort and
 * QuestionnaireProofPort without billing importing sites or intake.
 */
@Global()
@Module({
  imports: [AccountsModule, IdentityModule, SitesModule, IntakeModule],
  // The client's own project status and first-sign-in names span the same three contexts.
  controllers: [SubmissionClientController, MyProjectController],
  providers: [
    MyProjectService,
    { provide: UnitOfWorkPort, useClass: MikroOrmUnitOfWorkAdapter },
    ClientProvisioningService,
    SubmissionImagesToLibrary,
    { provide: OrderProvisioningPort, useExisting: ClientProvisioningService },
    { provide: QuestionnaireProofPort, useExisting: ClientProvisioningService },
  ],
  exports: [OrderProvisioningPort, QuestionnaireProofPort],
})
export class ClientProvisioningModule {}
