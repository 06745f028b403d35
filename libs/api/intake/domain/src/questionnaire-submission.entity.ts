import { IncompleteSubmissionError } from './intake.errors';
export const BUDGET_RANGES = ['under-2000', '2000-5000', '5000-10000', 'over-10000'] as const;
export type BudgetRange = (typeof BUDGET_RANGES)[number];

/** `expired`: a draft left idle too long (QUESTIONNAIRE_DRAFT_EXPIRY_DAYS); its resume links no longer work. */
export const SUBMISSION_STATUSES = ['draft', 'completed', 'expired'] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

export const DEFAULT_MAIN_PAGES: readonly string[] = ['Home', 'About', 'Services', 'Contact'];
export const QUESTIONNAIRE_STEPS = 7;

/** The answers a visitor gives in the 7-step questionnaire (spec §3), after normalisation. */
export interface QuestionnaireAnswers {
  businessName: string | null;
  businessEmail: string | null;
  businessPhone: string | null;
  industry: string | null;
  existingWebsiteUrl: string | null;
  mainGoal: string | null;
  targetAudience: string | null;
  desiredAction: string | null;
  brandColors: string | null;
  stylePreferences: string | null;
  likedWebsites: string[];
  dislikedWebsites: string[];
  mainPages: string[];
  hasExistingContent: boolean;
  contentNotes: string | null;
  uploadedFiles: string[];
  needsEcommerce: boolean;
  needsBooking: boolean;
  needsBlog: boolean;
  needsOnlineOrdering: boolean;
  integrations: string[];
  featureNotes: string | null;
  /** YYYY-MM-DD */
  idealLaunchDate: string | null;
  budgetRange: BudgetRange | null;
  wantsHosting: boolean;
  hostingNotes: string | null;
  additionalNotes: string | null;
}

export type AnswerField = keyof QuestionnaireAnswers;

/**
 * The answers a submitted questionnaire must have: the fields the form marks required (spec §5),
 * which Next never enforces, by API name. Without them the business cannot reply to the lead.
 */
export const REQUIRED_FOR_SUBMIT = [
  ['business_name', 'businessName'],
  ['industry', 'industry'],
  ['business_email', 'businessEmail'],
  ['main_goal', 'mainGoal'],
  ['target_audience', 'targetAudience'],
  ['desired_action', 'desiredAction'],
] as const satisfies ReadonlyArray<readonly [string, AnswerField]>;

/**
 * A questionnaire, filled by a visitor (who holds its resume token) or a signed-in client. Only
 * the hash of the resume token is kept. `version` grows with every save (stale-write check).
 */
export class QuestionnaireSubmission implements QuestionnaireAnswers {
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
  businessName: string | null = null;
  businessEmail: string | null = null;
  businessPhone: string | null = null;
  industry: string | null = null;
  existingWebsiteUrl: string | null = null;
  mainGoal: string | null = null;
  targetAudience: string | null = null;
  desiredAction: string | null = null;
  brandColors: string | null = null;
  stylePreferences: string | null = null;
  likedWebsites: string[] = [];
  dislikedWebsites: string[] = [];
  mainPages: string[] = [...DEFAULT_MAIN_PAGES];
  hasExistingContent = false;
  contentNotes: string | null = null;
  uploadedFiles: string[] = [];
  needsEcommerce = false;
  needsBooking = false;
  needsBlog = false;
  needsOnlineOrdering = false;
  integrations: string[] = [];
  featureNotes: string | null = null;
  idealLaunchDate: string | null = null;
  budgetRange: BudgetRange | null = null;
  wantsHosting = false;
  hostingNotes: string | null = null;
  additionalNotes: string | null = null;
  createdAt: Date = new Date();
  updatedAt: Date = new Date();

  isCompleted(): boolean {
    return this.status === 'completed';
  }

  /** Applies already-normalised answers and the step; counts a new version. */
  apply(answers: Partial<QuestionnaireAnswers>, currentStep?: number): void {
    Object.assign(this, answers);
    if (currentStep !== undefined) this.currentStep = currentStep;
    this.version += 1;
  }

  /** Throws IncompleteSubmissionError when a required answer is blank: a lead without them cannot be answered. */
  complete(now: Date): void {
    const missing = REQUIRED_FOR_SUBMIT.filter(([, field]) => !this[field]?.trim()).map(([apiName]) => apiName);
    if (missing.length > 0) throw new IncompleteSubmissionError(missing);
    this.status = 'completed';
    this.completedAt = now;
    this.currentStep = QUESTIONNAIRE_STEPS;
  }
}
