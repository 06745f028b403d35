import { Module } from '@nestjs/common';
import { EmailLogSubmissionsPort } from '@fw/api-mail-application';
import {
  IntakeSettings,
  LeadRepositoryPort,
  LeadsService,
  QuestionnaireFollowUpService,
  SubmissionClientService,
  QuestionnaireRepositoryPort,
  QuestionnaireService,
  SendContactMessageUseCase,
  SubmitQuestionnaireUseCase,
  UnitOfWorkPort,
  FileContentSnifferPort,
  QuestionnaireUploadsService,
  SubmissionFileRepositoryPort,
  ImageLibraryPort,
  SubmissionImagesToLibrary,
  ClientProfilesPort,
} from '@fw/api-intake-application';
import { ClientQuestionnaireRecordsPort, ClientQuestionnairesPort, IntakeBacklogPort } from '@fw/api-accounts-application';
import { IntakeClientQuestionnaireRecordsAdapter } from './accounts/intake-client-questionnaire-records.adapter';
import { IntakeBacklogAdapter } from './accounts/intake-backlog.adapter';
import { AccountsModule } from '@fw/api-accounts-infrastructure';
import { MikroOrmSubmissionFileRepository } from './persistence/mikro-orm-submission-file.repository';
import { FileTypeSnifferAdapter } from './files/file-type-sniffer.adapter';
import { QuestionnaireUploadsController } from './http/questionnaire-uploads.controller';
import { AdminSubmissionFilesController } from './http/admin-submission-files.controller';
import { MikroOrmQuestionnaireRepository } from './persistence/mikro-orm-questionnaire.repository';
import { MikroOrmUnitOfWorkAdapter, SqlReader, IdentityModule } from '@fw/api-shared-infrastructure';
import { IntakeAdminQueries } from './persistence/intake-admin.queries';
import { QuestionnairesController } from './http/questionnaires.controller';
import { MyQuestionnaireController } from './http/my-questionnaire.controller';
import { ContactController } from './http/contact.controller';
import { AdminSubmissionsController } from './http/admin-submissions.controller';
import { IntakeEmailLogSubmissionsAdapter } from './mail/intake-email-log-submissions.adapter';
import { AdminLeadsController } from './http/admin-leads.controller';
import { MikroOrmLeadRepository } from './persistence/mikro-orm-lead.repository';
import { LeadsAdminQuery } from './persistence/leads-admin.query';
import { DraftExpirySweeper } from './jobs/draft-expiry.sweeper';
import { intakeConfig, IntakeConfig } from './config/intake.config';
import { SubmissionClientController } from './http/submission-client.controller';
import { IntakeClientQuestionnairesAdapter } from './accounts/intake-client-questionnaires.adapter';
import { MediaImageLibraryAdapter } from './media/media-image-library.adapter';
import { AccountsClientProfilesAdapter } from './accounts/accounts-client-profiles.adapter';

/**
 * Questionnaires (with resume tokens), contact messages and the admin submissions; answers the
 * mail context's EmailLogSubmissionsPort (the submission each logged e-mail belongs to) and the
 * accounts context's ClientQuestionnairesPort (client provisioning). "Create client and website"
 * calls the accounts context's ClientProvisioningService, which the composition root provides.
 */
@Module({
  imports: [IdentityModule, AccountsModule],
  controllers: [
    QuestionnairesController,
    MyQuestionnaireController,
    ContactController,
    AdminSubmissionsController,
    AdminLeadsController,
    QuestionnaireUploadsController,
    AdminSubmissionFilesController,
    SubmissionClientController,
  ],
  providers: [
    { provide: QuestionnaireRepositoryPort, useClass: MikroOrmQuestionnaireRepository },
    { provide: UnitOfWorkPort, useClass: MikroOrmUnitOfWorkAdapter },
    QuestionnaireService,
    SubmitQuestionnaireUseCase,
    SendContactMessageUseCase,
    IntakeAdminQueries,
    SqlReader,
    { provide: LeadRepositoryPort, useClass: MikroOrmLeadRepository },
    { provide: IntakeSettings, useFactory: (config: IntakeConfig): IntakeSettings => config, inject: [intakeConfig.KEY] },
    LeadsService,
    LeadsAdminQuery,
    QuestionnaireFollowUpService,
    DraftExpirySweeper,
    SubmissionClientService,
    { provide: EmailLogSubmissionsPort, useClass: IntakeEmailLogSubmissionsAdapter },
    { provide: SubmissionFileRepositoryPort, useClass: MikroOrmSubmissionFileRepository },
    { provide: FileContentSnifferPort, useClass: FileTypeSnifferAdapter },
    QuestionnaireUploadsService,
    { provide: ClientQuestionnairesPort, useClass: IntakeClientQuestionnairesAdapter },
    { provide: ImageLibraryPort, useClass: MediaImageLibraryAdapter },
    SubmissionImagesToLibrary,
    { provide: ClientProfilesPort, useClass: AccountsClientProfilesAdapter },
    { provide: ClientQuestionnaireRecordsPort, useClass: IntakeClientQuestionnaireRecordsAdapter },
    { provide: IntakeBacklogPort, useClass: IntakeBacklogAdapter },
  ],
  exports: [
    DraftExpirySweeper,
    SubmissionClientService,
    EmailLogSubmissionsPort,
    QuestionnaireUploadsService,
    ClientQuestionnairesPort,
    ClientQuestionnaireRecordsPort,
    IntakeBacklogPort,
  ],
})
export class IntakeModule {}
