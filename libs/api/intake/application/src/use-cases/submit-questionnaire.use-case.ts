import { Injectable, Logger } from '@nestjs/common';
import { DomainError } from '@fw/api-shared-domain';
import { MailOutboxPort } from '@fw/api-mail-application';
import { checkStep, normaliseAnswers, QuestionnaireSubmission, StaleSubmissionError } from '@fw/api-intake-domain';
import { QuestionnaireRepositoryPort } from '../ports/questionnaire.repository.port';
import { UnitOfWorkPort } from '../ports/unit-of-work.port';
import { openSubmission, SaveAnswersInput, SubmissionAccess } from './questionnaire.service';

export interface SubmitQuestionnaireSettings {
  /** Link to the admin submissions page, put in the notification. */
  adminUrl: string;
  /** An expired draft (idle this many days) can no longer be submitted. */
  draftExpiryDays: number;
}

/**
 * Marks a questionnaire completed (with any last answers) and queues the notification to the
 * business in the same transaction. The notification is best effort: if it cannot be queued the
 * submission is still completed and the problem is logged. Submitting a completed questionnaire
 * again changes nothing and sends nothing.
 */
@Injectable()
export class SubmitQuestionnaireUseCase {
  private readonly logger = new Logger('SubmitQuestionnaire');

  constructor(
    private readonly submissions: QuestionnaireRepositoryPort,
    private readonly uow: UnitOfWorkPort,
    private readonly outbox: MailOutboxPort,
  ) {}

  async execute(id: string, input: SaveAnswersInput, access: SubmissionAccess, settings: SubmitQuestionnaireSettings): Promise<QuestionnaireSubmission> {
    const answers = normaliseAnswers(input.answers);
    const step = checkStep(input.currentStep);
    const attempt = (notify: boolean) =>
      this.uow.run(async () => {
        const submission = openSubmission(await this.submissions.findByIdForUpdate(id), access, settings.draftExpiryDays);
        if (submission.isCompleted()) return submission;
        if (input.version !== undefined && input.version !== submission.version) throw new StaleSubmissionError(submission.version);
        submission.apply(answers, step);
        if (!submission.clientId && access.userId) submission.clientId = access.userId;
        submission.complete(new Date());
        if (notify) await this.queueNotification(submission, settings);
        return submission;
      });
    try {
      return await attempt(true);
    } catch (error) {
      if (error instanceof DomainError) throw error;
      // The commit failed, possibly because of the e-mail row: complete the submission without it.
      this.logger.error(`questionnaire ${id}: submit with notification failed (${(error as Error).message}); submitting without notification`);
      return attempt(false);
    }
  }

  private async queueNotification(submission: QuestionnaireSubmission, settings: SubmitQuestionnaireSettings): Promise<void> {
    try {
      await this.outbox.enqueue({
        template: 'questionnaire-notification',
        to: 'business',
        replyTo: submission.businessEmail ?? undefined,
        submissionId: submission.id,
        data: {
          submissionId: submission.id,
          businessName: submission.businessName ?? '',
          businessEmail: submission.businessEmail ?? '',
          industry: submission.industry ?? '',
          mainGoal: submission.mainGoal ?? '',
          adminUrl: settings.adminUrl,
        },
      });
    } catch (error) {
      this.logger.error(`questionnaire ${submission.id}: notification could not be queued: ${(error as Error).message}`);
    }
  }
}
