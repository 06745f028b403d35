import { Injectable, Logger } from '@nestjs/common';
import { DomainError } from '@fw/api-shared-domain';
import { MailOutboxPort } from '@fw/api-mail-application';
import { QUESTIONNAIRE_UPLOAD_LINK_DAYS } from '@fw/shared-questionnaire';
import { checkStep, normaliseAnswers, QuestionnaireSubmission, StaleSubmissionError } from '@fw/api-intake-domain';
import { QuestionnaireRepositoryPort } from '../ports/questionnaire.repository.port';
import { UnitOfWorkPort } from '../ports/unit-of-work.port';
import { issueLinkToken } from '../resume-token';
import { openSubmission, SaveAnswersInput, SubmissionAccess } from './questionnaire.service';

export interface SubmitQuestionnaireSettings {
  /** Link to the admin submissions page, put in the notification. */
  adminUrl: string;
  /** An expired draft (idle this many days) can no longer be submitted. */
  draftExpiryDays: number;
  /** The upload page; the visitor's confirmation links to `?token=<upload token>`. */
  uploadUrl: string;
}

/**
 * Marks a questionnaire completed (with any last answers) and queues, in the same transaction, the
 * notification to the business and the visitor's confirmation with a fresh upload link (its token
 * is kept as a hash only). The e-mails are best effort: if they cannot be queued the submission is
 * still completed and the problem is logged. Submitting a completed questionnaire
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
        const now = new Date();
        submission.complete(now);
        const upload = issueLinkToken();
        submission.openUploadLink(upload.hash, now, QUESTIONNAIRE_UPLOAD_LINK_DAYS);
        if (notify) {
          await this.queueNotification(submission, settings);
          await this.queueConfirmation(submission, `${settings.uploadUrl}?token=${upload.token}`);
        }
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

  // To the business e-mail the visitor typed, which nobody has verified: the link and nothing typed.
  private async queueConfirmation(submission: QuestionnaireSubmission, uploadUrl: string): Promise<void> {
    if (!submission.businessEmail) return;
    try {
      await this.outbox.enqueue({
        template: 'questionnaire-received',
        to: submission.businessEmail,
        submissionId: submission.id,
        data: { uploadUrl, expiryDays: QUESTIONNAIRE_UPLOAD_LINK_DAYS },
        metadata: { source: 'questionnaire-submit' },
      });
    } catch (error) {
      this.logger.error(`questionnaire ${submission.id}: confirmation could not be queued: ${(error as Error).message}`);
    }
  }
}
