import {
  BUDGET_RANGES,
  BudgetRange,
  camelCase,
  CamelAnswerValues,
  DEFAULT_MAIN_PAGES,
  defaultAnswer,
  missingRequiredAnswers,
  QUESTIONNAIRE_FIELDS,
  QUESTIONNAIRE_STEP_COUNT,
} from '@fw/shared-questionnaire';
import { IncompleteSubmissionError, StaleSubmissionError, SubmissionCompletedError } from './intake.errors';

export { BUDGET_RANGES, DEFAULT_MAIN_PAGES };
export type { BudgetRange };

/** `expired`: a draft left idle too long (QUESTIONNAIRE_DRAFT_EXPIRY_DAYS); its resume links no longer work. */
export const SUBMISSION_STATUSES = ['draft', 'completed', 'expired'] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

export const QUESTIONNAIRE_STEPS = QUESTIONNAIRE_STEP_COUNT;

/** The answers a visitor gives in the 7-step questionnaire (docs/product.md §3), after normalisation; one per field descriptor. */
export type QuestionnaireAnswers = CamelAnswerValues;

export type AnswerField = keyof QuestionnaireAnswers;

/** A new questionnaire's answers under their domain names: null, false, [] or the field's default entries. */
export function defaultDomainAnswers(): QuestionnaireAnswers {
  return Object.fromEntries(QUESTIONNAIRE_FIELDS.map((field) => [camelCase(field.name), defaultAnswer(field)])) as QuestionnaireAnswers;
}

/** Holds one property per questionnaire field (from the descriptors), starting at its default. */
const WithAnswers = class {
  constructor() {
    Object.assign(this, defaultDomainAnswers());
  }
} as new () => QuestionnaireAnswers;

/**
 * A questionnaire, filled by a visitor (who holds its resume token) or a signed-in client. Only
 * the hash of the resume token is kept. `version` grows with every save (stale-write check).
 */
export class QuestionnaireSubmission extends WithAnswers {
  id: string;
  clientId: string | null = null;
  resumeTokenHash: string;
  /** Hash of the token in the latest admin reminder's link (the visitor's own token keeps working). */
  reminderTokenHash: string | null = null;
  remindersSent = 0;
  lastReminderAt: Date | null = null;
  version = 1;
  currentStep = 1;
  status: SubmissionStatus = 'draft';
  completedAt: Date | null = null;
  /** When an admin first opened it once submitted: it no longer counts as new on the admin home. */
  reviewedAt: Date | null = null;
  /** Hash of the token in the upload link e-mailed after submitting (the link itself is never kept). */
  uploadTokenHash: string | null = null;
  uploadLinkExpiresAt: Date | null = null;
  /** The visitor said they sent everything: the link stops working. */
  uploadLinkClosedAt: Date | null = null;
  createdAt: Date = new Date();
  updatedAt: Date = new Date();

  isCompleted(): boolean {
    return this.status === 'completed';
  }

  /** An admin has seen the submitted questionnaire. Only the first time counts; a draft is not "seen". */
  markReviewed(now: Date): boolean {
    if (!this.isCompleted() || this.reviewedAt) return false;
    this.reviewedAt = now;
    return true;
  }

  /** Gives a submitted questionnaire its upload link (replacing an earlier one), valid for `days`. */
  openUploadLink(tokenHash: string, now: Date, days: number): void {
    if (!this.isCompleted()) throw new Error('Only a submitted questionnaire gets an upload link');
    this.uploadTokenHash = tokenHash;
    this.uploadLinkExpiresAt = new Date(now.getTime() + days * 86_400_000);
    this.uploadLinkClosedAt = null;
  }

  /** Whether its upload link still takes files: submitted, not closed, not expired. */
  acceptsUploads(now: Date): boolean {
    return (
      this.isCompleted() &&
      this.uploadTokenHash !== null &&
      this.uploadLinkClosedAt === null &&
      this.uploadLinkExpiresAt !== null &&
      now < this.uploadLinkExpiresAt
    );
  }

  /** The visitor is done: the link stops working. */
  closeUploadLink(now: Date): void {
    this.uploadLinkClosedAt = now;
  }

  /** Applies already-normalised answers and the step; counts a new version. */
  apply(answers: Partial<QuestionnaireAnswers>, currentStep?: number): void {
    Object.assign(this, answers);
    if (currentStep !== undefined) this.currentStep = currentStep;
    this.version += 1;
  }

  /**
   * Progress saved by its visitor or client (the autosave): only a questionnaire not submitted yet
   * (else SubmissionCompletedError), only from the version the saver read when it names one (else
   * StaleSubmissionError). A signed-in saver becomes the owner of a questionnaire that has none.
   */
  saveProgress(
    answers: Partial<QuestionnaireAnswers>,
    currentStep: number | undefined,
    by: { expectedVersion?: number; savedBy: string | null; now: Date },
  ): void {
    if (this.isCompleted()) throw new SubmissionCompletedError();
    if (by.expectedVersion !== undefined && by.expectedVersion !== this.version) throw new StaleSubmissionError(this.version);
    this.apply(answers, currentStep);
    if (!this.clientId && by.savedBy) this.clientId = by.savedBy;
    this.updatedAt = by.now;
  }

  /** Throws IncompleteSubmissionError when a required answer is blank: a lead without them cannot be answered. */
  complete(now: Date): void {
    const missing = missingRequiredAnswers((field) => this[camelCase(field.name) as AnswerField]);
    if (missing.length > 0) throw new IncompleteSubmissionError(missing);
    this.status = 'completed';
    this.completedAt = now;
    this.currentStep = QUESTIONNAIRE_STEPS;
  }
}
