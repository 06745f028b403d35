import { ValidationError } from '@fw/api-shared-domain';
import { INTEGRATIONS_TEXT_LIMIT, EmailAddress, QUESTIONNAIRE_LIST_LIMITS, QUESTIONNAIRE_TEXT_LIMITS } from '@fw/shared-field-limits';
import { BUDGET_RANGES, BudgetRange, DEFAULT_MAIN_PAGES, QUESTIONNAIRE_STEPS, QuestionnaireAnswers } from './questionnaire-submission.entity';

type TextField =
  | 'businessName'
  | 'businessEmail'
  | 'businessPhone'
  | 'industry'
  | 'existingWebsiteUrl'
  | 'mainGoal'
  | 'targetAudience'
  | 'desiredAction'
  | 'brandColors'
  | 'stylePreferences'
  | 'contentNotes'
  | 'featureNotes'
  | 'hostingNotes'
  | 'additionalNotes';
type ListField = 'likedWebsites' | 'dislikedWebsites' | 'mainPages' | 'integrations' | 'uploadedFiles';
type FlagField = 'hasExistingContent' | 'needsEcommerce' | 'needsBooking' | 'needsBlog' | 'needsOnlineOrdering' | 'wantsHosting';

/** Upper bounds (shared with the questionnaire form), matching the database columns for the short ones. */
export const TEXT_LIMITS: Record<TextField, number> = QUESTIONNAIRE_TEXT_LIMITS;

export const LIST_LIMITS: Record<ListField, { entries: number; length: number }> = QUESTIONNAIRE_LIST_LIMITS;

/** Characters of a comma-separated integrations text. */
export { INTEGRATIONS_TEXT_LIMIT };

const TEXT_FIELDS = Object.keys(TEXT_LIMITS) as TextField[];
const LIST_FIELDS = Object.keys(LIST_LIMITS) as ListField[];
const FLAG_FIELDS: FlagField[] = ['hasExistingContent', 'needsEcommerce', 'needsBooking', 'needsBlog', 'needsOnlineOrdering', 'wantsHosting'];

/** Raw answers as a client may send them (any subset; integrations may be comma-separated text). */
export type QuestionnaireAnswersInput = { [K in keyof QuestionnaireAnswers]?: unknown };

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

/** API (snake_case) name of a field, for error messages. */
export function apiFieldName(field: string): string {
  return field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}

/** A file name as the visitor's computer shows it: no path, no control characters, bounded. */
export function fileNameProblem(name: string): string | undefined {
  if (name.length > LIST_LIMITS.uploadedFiles.length) return `must be at most ${LIST_LIMITS.uploadedFiles.length} characters`;
  if (CONTROL.test(name)) return 'must not contain control characters';
  if (/[/\\]/.test(name)) return 'must be a file name without a path';
  if (name === '.' || name === '..' || name.includes('..')) return 'must not contain ".."';
  return undefined;
}

function isRealDate(value: string): boolean {
  const m = DATE.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return y >= 1900 && y <= 2999 && date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/**
 * Checks and tidies a subset of answers (spec §5): text trimmed (blank → null) and bounded,
 * e-mail format when present, empty list entries dropped, integrations split on commas, main
 * pages defaulting to Home/About/Services/Contact, file names only, launch date as YYYY-MM-DD,
 * budget one of the four ranges. Throws ValidationError listing every bad field (API names).
 */
export function normaliseAnswers(input: QuestionnaireAnswersInput): Partial<QuestionnaireAnswers> {
  const out: Partial<QuestionnaireAnswers> = {};
  const errors: Record<string, string[]> = {};
  const fail = (field: string, message: string) => {
    const name = apiFieldName(field);
    (errors[name] ??= []).push(`${name} ${message}`);
  };

  for (const field of TEXT_FIELDS) {
    if (!(field in input) || input[field] === undefined) continue;
    const raw = input[field];
    if (raw === null) {
      out[field] = null;
      continue;
    }
    if (typeof raw !== 'string') {
      fail(field, 'must be a string');
      continue;
    }
    const value = raw.trim();
    if (value.length > TEXT_LIMITS[field]) {
      fail(field, `must be at most ${TEXT_LIMITS[field]} characters`);
      continue;
    }
    if (field === 'businessEmail' && value && !EmailAddress.isValid(value)) {
      fail(field, 'must be a valid email address');
      continue;
    }
    out[field] = value || null;
  }

  for (const field of LIST_FIELDS) {
    if (!(field in input) || input[field] === undefined) continue;
    let raw = input[field];
    if (raw === null) raw = [];
    if (field === 'integrations' && typeof raw === 'string') {
      if (raw.length > INTEGRATIONS_TEXT_LIMIT) {
        fail(field, `must be at most ${INTEGRATIONS_TEXT_LIMIT} characters`);
        continue;
      }
      raw = raw.split(',');
    }
    if (!Array.isArray(raw)) {
      fail(field, 'must be a list of strings');
      continue;
    }
    const limit = LIST_LIMITS[field];
    if (raw.length > limit.entries * 2) {
      fail(field, `must have at most ${limit.entries} entries`);
      continue;
    }
    if (raw.some((entry) => typeof entry !== 'string')) {
      fail(field, 'must be a list of strings');
      continue;
    }
    const entries = (raw as string[]).map((entry) => entry.trim()).filter((entry) => entry.length > 0);
    if (entries.length > limit.entries) {
      fail(field, `must have at most ${limit.entries} entries`);
      continue;
    }
    const tooLong = entries.find((entry) => entry.length > limit.length);
    if (tooLong !== undefined && field !== 'uploadedFiles') {
      fail(field, `entries must be at most ${limit.length} characters`);
      continue;
    }
    if (field === 'uploadedFiles') {
      const problems = entries.map(fileNameProblem).filter((p): p is string => !!p);
      if (problems.length) {
        fail(field, `entries ${problems[0]}`);
        continue;
      }
    }
    out[field] = field === 'mainPages' && entries.length === 0 ? [...DEFAULT_MAIN_PAGES] : entries;
  }

  for (const field of FLAG_FIELDS) {
    if (!(field in input) || input[field] === undefined) continue;
    if (typeof input[field] !== 'boolean') fail(field, 'must be true or false');
    else out[field] = input[field] as boolean;
  }

  if (input.idealLaunchDate !== undefined) {
    const raw = input.idealLaunchDate;
    if (raw === null || raw === '') out.idealLaunchDate = null;
    else if (typeof raw !== 'string' || !isRealDate(raw.trim())) fail('idealLaunchDate', 'must be a date as YYYY-MM-DD');
    else out.idealLaunchDate = raw.trim();
  }

  if (input.budgetRange !== undefined) {
    const raw = input.budgetRange;
    if (raw === null || raw === '') out.budgetRange = null;
    else if (typeof raw !== 'string' || !(BUDGET_RANGES as readonly string[]).includes(raw)) fail('budgetRange', `must be one of ${BUDGET_RANGES.join(', ')}`);
    else out.budgetRange = raw as BudgetRange;
  }

  if (Object.keys(errors).length) {
    throw new ValidationError('INTAKE.INVALID_ANSWERS', Object.values(errors)[0][0], errors);
  }
  return out;
}

export function checkStep(step: unknown): number | undefined {
  if (step === undefined) return undefined;
  if (typeof step !== 'number' || !Number.isInteger(step) || step < 1 || step > QUESTIONNAIRE_STEPS) {
    throw new ValidationError('INTAKE.INVALID_ANSWERS', `current_step must be a whole number from 1 to ${QUESTIONNAIRE_STEPS}`, {
      current_step: [`current_step must be a whole number from 1 to ${QUESTIONNAIRE_STEPS}`],
    });
  }
  return step;
}
