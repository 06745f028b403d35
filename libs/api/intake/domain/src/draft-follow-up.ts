import { ConflictError, NotFoundError, RateLimitedError, ValidationError } from '@fw/api-shared-domain';
import { QUESTIONNAIRE_STEPS, SubmissionStatus } from './questionnaire-submission.entity';

/**
 * How far a questionnaire got, as the visitor's progress bar says it on that step ("Step 3 of 7,
 * 43% complete": the marketing form's percentComplete); 100 once submitted.
 */
export function progressPercent(submission: { status: SubmissionStatus; currentStep: number }): number {
  if (submission.status === 'completed') return 100;
  const step = Math.min(Math.max(submission.currentStep, 1), QUESTIONNAIRE_STEPS);
  return Math.round((step / QUESTIONNAIRE_STEPS) * 100);
}

const DAY_MS = 86_400_000;

/** A draft untouched (no save, no reminder) for `idleDays` is expired, whether or not the sweep has marked it yet. */
export function isIdleDraft(submission: { status: SubmissionStatus; updatedAt: Date }, idleDays: number, now: Date): boolean {
  return submission.status === 'draft' && now.getTime() - submission.updatedAt.getTime() >= idleDays * DAY_MS;
}

/** When an idle draft expires: `idleDays` after its last save or reminder. */
export function draftExpiresAt(updatedAt: Date, idleDays: number): Date {
  return new Date(updatedAt.getTime() + idleDays * DAY_MS);
}

/** Seconds until another reminder may go to this draft (0: now). */
export function reminderWaitSeconds(lastReminderAt: Date | null, intervalHours: number, now: Date): number {
  if (!lastReminderAt) return 0;
  const wait = lastReminderAt.getTime() + intervalHours * 3_600_000 - now.getTime();
  return wait > 0 ? Math.ceil(wait / 1000) : 0;
}

/** The resume link of an expired draft (only its token holder learns that it expired). */
export class DraftExpiredError extends NotFoundError {
  constructor(idleDays: number) {
    super('INTAKE.DRAFT_EXPIRED', `This questionnaire expired after ${idleDays} days without changes. Please start a new one.`);
  }
}

/** A resume link or reminder for a questionnaire already submitted or expired (409). */
export class NotADraftError extends ConflictError {
  constructor(message = 'This questionnaire is no longer in progress (submitted or expired).') {
    super('INTAKE.NOT_A_DRAFT', message);
  }
}

/** No saved business e-mail to send the link to (400 naming business_email). */
export class NoBusinessEmailError extends ValidationError {
  constructor(message: string) {
    super('INTAKE.NO_BUSINESS_EMAIL', message, { business_email: ['business_email is required'] });
  }
}

export class ReminderTooSoonError extends RateLimitedError {
  constructor(intervalHours: number, retryAfterSeconds: number) {
    super('INTAKE.REMINDER_TOO_SOON', `A reminder was sent for this questionnaire less than ${intervalHours} hours ago.`, retryAfterSeconds);
  }
}
