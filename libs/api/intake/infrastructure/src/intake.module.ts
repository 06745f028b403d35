import { Module } from '@nestjs/common';
import { AccountsModule } from '@fw/api-accounts-infrastructure';
import {
  QuestionnaireRepositoryPort,
  QuestionnaireService,
  SendContactMessageUseCase,
  SubmitQuestionnaireUseCase,
  UnitOfWorkPort,
} from '@fw/api-intake-application';
import { MikroOrmQuestionnaireRepository } from './persistence/mikro-orm-questionnaire.repository';
import { MikroOrmUnitOfWorkAdapter, SqlReader } from '@fw/api-shared-infrastructure';
import { IntakeAdminQueries } from './persistence/intake-admin.queries';
import { QuestionnairesController } from './http/questionnaires.controller';
import { ContactController } from './http/contact.controller';
import { AdminSubmissionsController } from './http/admin-submissions.controller';
import { AdminEmailLogsController } from './http/admin-email-logs.controller';

/** Questionnaires (with resume tokens), contact messages, and the admin submissions and e-mail logs. */
@Module({
  imports: [AccountsModule],
  controllers: [QuestionnairesController, ContactController, AdminSubmissionsController, AdminEmailLogsController],
  providers: [
    { provide: QuestionnaireRepositoryPort, useClass: MikroOrmQuestionnaireRepository },
    { provide: UnitOfWorkPort, useClass: MikroOrmUnitOfWorkAdapter },
    QuestionnaireService,
    SubmitQuestionnaireUseCase,
    SendContactMessageUseCase,
    IntakeAdminQueries,
    SqlReader,
  ],
})
export class IntakeModule {}
