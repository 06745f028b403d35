import { ValidationError } from '@fw/api-shared-domain';
import { EmailAddress } from '@fw/shared-field-limits';
import { camelCase, FieldDescriptor, isListField, isTextField, ListFieldDescriptor, QUESTIONNAIRE_FIELDS, questionnaireField } from '@fw/shared-questionnaire';
import { QUESTIONNAIRE_STEPS, QuestionnaireAnswers } from './questionnaire-submission.entity';

/** Raw answers as a client may send them (any subset; integrations may be comma-separated text). */
export type QuestionnaireAnswersInput = { [K in keyof QuestionnaireAnswers]?: unknown };

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

/** A file name as the visitor's computer shows it: no path, no control characters, bounded. */
export function fileNameProblem(name: string, maxLength = (questionnaireField('uploaded_files') as ListFieldDescriptor).length): string | undefined {
  if (name.length > maxLength) return `must be at most ${maxLength} characters`;
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
 * Checks and tidies a subset of answers (docs/product.md §5): text trimmed (blank → null) and bounded,
 * e-mail format when present, empty list entries dropped, integrations split on commas, main
 * pages defaulting to Home/About/Services/Contact, file names only, launch date as YYYY-MM-DD,
 * budget one of the four ranges. Throws ValidationError listing every bad field (API names).
 */
export function normaliseAnswers(input: QuestionnaireAnswersInput): Partial<QuestionnaireAnswers> {
  const out: Record<string, unknown> = {};
  const errors: Record<string, string[]> = {};
  const raw = input as Record<string, unknown>;
  for (const field of QUESTIONNAIRE_FIELDS as readonly FieldDescriptor[]) {
    const key = camelCase(field.name);
    if (raw[key] === undefined) continue;
    const result = normaliseAnswer(field, raw[key]);
    if ('problem' in result) (errors[field.name] ??= []).push(`${field.name} ${result.problem}`);
    else out[key] = result.value;
  }
  if (Object.keys(errors).length) {
    throw new ValidationError('INTAKE.INVALID_ANSWERS', Object.values(errors)[0][0], errors);
  }
  return out as Partial<QuestionnaireAnswers>;
}

type Outcome = { value: unknown } | { problem: string };

/** One answer as sent → its stored value, or what is wrong with it, by the field's kind. */
function normaliseAnswer(field: FieldDescriptor, raw: unknown): Outcome {
  if (isTextField(field)) {
    if (raw === null) return { value: null };
    if (typeof raw !== 'string') return { problem: 'must be a string' };
    const value = raw.trim();
    if (value.length > field.max) return { problem: `must be at most ${field.max} characters` };
    if (field.kind === 'email' && value && !EmailAddress.isValid(value)) return { problem: 'must be a valid email address' };
    return { value: value || null };
  }
  if (isListField(field)) return normaliseList(field, raw);
  switch (field.kind) {
    case 'flag':
      return typeof raw === 'boolean' ? { value: raw } : { problem: 'must be true or false' };
    case 'date':
      if (raw === null || raw === '') return { value: null };
      return typeof raw === 'string' && isRealDate(raw.trim()) ? { value: raw.trim() } : { problem: 'must be a date as YYYY-MM-DD' };
    case 'choice':
      if (raw === null || raw === '') return { value: null };
      return typeof raw === 'string' && field.values.includes(raw) ? { value: raw } : { problem: `must be one of ${field.values.join(', ')}` };
  }
}

function normaliseList(field: ListFieldDescriptor, sent: unknown): Outcome {
  let raw = sent === null ? [] : sent;
  if (field.kind === 'commaList' && typeof raw === 'string') {
    if (field.textMax !== undefined && raw.length > field.textMax) return { problem: `must be at most ${field.textMax} characters` };
    raw = raw.split(',');
  }
  if (!Array.isArray(raw)) return { problem: 'must be a list of strings' };
  // Up to twice the entries may be sent: the empty ones are dropped before counting.
  if (raw.length > field.entries * 2) return { problem: `must have at most ${field.entries} entries` };
  if (raw.some((entry) => typeof entry !== 'string')) return { problem: 'must be a list of strings' };
  const entries = (raw as string[]).map((entry) => entry.trim()).filter((entry) => entry.length > 0);
  if (entries.length > field.entries) return { problem: `must have at most ${field.entries} entries` };
  if (field.kind === 'files') {
    const problem = entries.map((name) => fileNameProblem(name, field.length)).find((p) => p !== undefined);
    if (problem) return { problem: `entries ${problem}` };
  } else if (entries.some((entry) => entry.length > field.length)) {
    return { problem: `entries must be at most ${field.length} characters` };
  }
  return { value: entries.length === 0 && field.defaultEntries ? [...field.defaultEntries] : entries };
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
