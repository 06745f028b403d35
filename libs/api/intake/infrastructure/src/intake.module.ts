import { Module } from '@nestjs/common';
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
} from '@fw/api-intake-application';
import { MikroOrmQuestionnaireRepository } from './persistence/mikro-orm-questionnaire.repository';
import { MikroOrmUnitOfWorkAdapter, SqlReader, IdentityModule } from '@fw/api-shared-infrastructure';
import { IntakeAdminQueries } from './persistence/intake-admin.queries';
import { QuestionnairesController } from './http/questionnaires.controller';
import { ContactController } from './http/contact.controller';
import { AdminSubmissionsController } from './http/admin-submissions.controller';
import { AdminEmailLogsController } from './http/admin-email-logs.controller';
import { AdminLeadsController } from './http/admin-leads.controller';
import { MikroOrmLeadRepository } from './persistence/mikro-orm-lead.repository';
import { LeadsAdminQuery } from './persistence/leads-admin.query';
import { DraftExpirySweeper } from './jobs/draft-expiry.sweeper';
import { intakeConfig, IntakeConfig } from './config/intake.config';

/** Questionnaires (with resume tokens), contact messages, and the admin submissions and e-mail logs. */
@Module({
  imports: [IdentityModule],
  controllers: [QuestionnairesController, ContactController, AdminSubmissionsController, AdminEmailLogsController, AdminLeadsController],
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
  ],
  exports: [DraftExpirySweeper, SubmissionClientService],
})
export class IntakeModule {}
