import { Injectable } from '@nestjs/common';
import { MailOutboxPort } from '@fw/api-mail-application';
import {
  isIdleDraft,
  NoBusinessEmailError,
  NotADraftError,
  QuestionnaireSubmission,
  ReminderTooSoonError,
  reminderWaitSeconds,
  SubmissionNotFoundError,
} from '@fw/api-intake-domain';
import { IntakeSettings } from '../ports/intake-settings';
import { QuestionnaireRepositoryPort } from '../ports/questionnaire.repository.port';
import { UnitOfWorkPort } from '../ports/unit-of-work.port';
import { issueResumeToken } from '../resume-token';
import { openSubmission } from './questionnaire.service';

/** `https://site/start?resume=<id>.<token>`, the link the questionnaire page reads. */
export function resumeUrl(startUrl: string, id: string, token: string): string {
  return `${startUrl}?resume=${encodeURIComponent(id)}.${encodeURIComponent(token)}`;
}

/**
 * Bringing visitors back to a questionnaire they left. Both e-mails go to the business e-mail the
 * visitor typed, which nobody has verified: they carry the link and nothing typed (no business name).
 */
@Injectable()
export class QuestionnaireFollowUpService {
  constructor(
    private readonly submissions: QuestionnaireRepositoryPort,
    private readonly uow: UnitOfWorkPort,
    private readonly outbox: MailOutboxPort,
    private readonly settings: IntakeSettings,
  ) {}

  /**
   * The visitor's "email me this link": the link with the resume token they present (only a token
   * holder can ask; a signed-in owner signs in instead). `beforeSend(recipient)` runs before the
   * e-mail is queued and may throw (the caller's rate limits). Throws SubmissionNotFoundError,
   * DraftExpiredError, NotADraftError, NoBusinessEmailError. Each call queues another e-mail.
   */
  async emailResumeLink(id: string, resumeToken: string | null | undefined, beforeSend: (recipient: string) => Promise<void>): Promise<void> {
    await this.uow.run(async () => {
      const submission = openSubmission(await this.submissions.findById(id), { resumeToken }, this.settings.draftExpiryDays);
      if (submission.status !== 'draft') throw new NotADraftError('This questionnaire has already been submitted.');
      const recipient = submission.businessEmail;
      if (!recipient) throw new NoBusinessEmailError('Enter your business email on the first step and save, then we can email you the link.');
      await beforeSend(recipient);
      await this.outbox.enqueue({
        template: 'questionnaire-resume-link',
        to: recipient,
        submissionId: submission.id,
        data: { resumeUrl: resumeUrl(this.settings.startUrl, submission.id, resumeToken as string), expiryDays: this.settings.draftExpiryDays },
        metadata: { source: 'questionnaire-resume-link' },
      });
    });
  }

  /**
   * An admin's reminder: a fresh resume token (replacing the previous reminder's; the visitor's own
   * token keeps working) e-mailed as a link. At most one per draft per `reminderIntervalHours`
   * (ReminderTooSoonError, 429). A reminder counts as activity: the draft's idle time starts
   * again, so the fresh link has its whole life. Throws SubmissionNotFoundError, NotADraftError,
   * NoBusinessEmailError.
   */
  async sendReminder(id: string, adminId: string, now = new Date()): Promise<QuestionnaireSubmission> {
    return this.uow.run(async () => {
      const submission = await this.submissions.findByIdForUpdate(id);
      if (!submission) throw new SubmissionNotFoundError();
      if (submission.status !== 'draft' || isIdleDraft(submission, this.settings.draftExpiryDays, now)) throw new NotADraftError();
      if (!submission.businessEmail) throw new NoBusinessEmailError('This draft has no business email to send a reminder to.');
      const wait = reminderWaitSeconds(submission.lastReminderAt, this.settings.reminderIntervalHours, now);
      if (wait > 0) throw new ReminderTooSoonError(this.settings.reminderIntervalHours, wait);
      const { token, hash } = issueResumeToken();
      submission.reminderTokenHash = hash;
      submission.remindersSent += 1;
      submission.lastReminderAt = now;
      submission.updatedAt = now;
      await this.outbox.enqueue({
        template: 'questionnaire-reminder',
        to: submission.businessEmail,
        submissionId: submission.id,
        data: { resumeUrl: resumeUrl(this.settings.startUrl, submission.id, token), expiryDays: this.settings.draftExpiryDays },
        metadata: { source: 'questionnaire-reminder', sentBy: adminId },
      });
      return submission;
    });
  }

  /** An admin opened a submitted questionnaire: it leaves "New questionnaires". Repeating it changes nothing. */
  async markReviewed(id: string, now = new Date()): Promise<void> {
    await this.uow.run(async () => {
      const submission = await this.submissions.findByIdForUpdate(id);
      if (!submission) throw new SubmissionNotFoundError();
      submission.markReviewed(now);
    });
  }
}
