import {
  FieldDescriptor,
  FieldNameOfKind,
  ListFieldDescriptor,
  QUESTIONNAIRE_FIELDS,
  QUESTIONNAIRE_FILE_ACCEPT,
  QUESTIONNAIRE_FILE_MAX_BYTES,
  QUESTIONNAIRE_FILE_MAX_LABEL,
  QUESTIONNAIRE_STEP_COUNT,
  QuestionnaireFormValues,
} from '@fw/shared-questionnaire';
import type { QuestionnaireAnswers, Submission } from './api/submission.schema';

export const TOTAL_STEPS = QUESTIONNAIRE_STEP_COUNT;
export const ACCEPTED_FILE_TYPES = QUESTIONNAIRE_FILE_ACCEPT;
export const MAX_FILE_BYTES = QUESTIONNAIRE_FILE_MAX_BYTES;

export interface RefusedFile {
  name: string;
  reason: string;
}

/**
 * Which chosen files the picker keeps: accepted types up to 10 MB, not already listed, within the
 * API's list limits. Returns the names kept (new ones only) and every refused file with its reason.
 */
export function sortChosenFiles(
  chosen: ReadonlyArray<{ name: string; size: number }>,
  listed: readonly string[],
  limits: { entries: number; length: number },
): { kept: string[]; refused: RefusedFile[] } {
  const accepted = ACCEPTED_FILE_TYPES.split(',');
  const kept: string[] = [];
  const refused: RefusedFile[] = [];
  for (const file of chosen) {
    const dot = file.name.lastIndexOf('.');
    const extension = dot >= 0 ? file.name.slice(dot).toLowerCase() : '';
    if (!accepted.includes(extension)) refused.push({ name: file.name, reason: 'not an accepted file type' });
    else if (file.size > MAX_FILE_BYTES) refused.push({ name: file.name, reason: `larger than ${QUESTIONNAIRE_FILE_MAX_LABEL}` });
    else if (file.name.length > limits.length) refused.push({ name: file.name, reason: `name longer than ${limits.length} characters` });
    else if (listed.includes(file.name) || kept.includes(file.name)) continue;
    else if (listed.length + kept.length >= limits.entries) refused.push({ name: file.name, reason: `only ${limits.entries} files can be listed` });
    else kept.push(file.name);
  }
  return { kept, refused };
}

/** What the inputs hold, one per field descriptor: blanks are '', list fields keep their empty entries until saved, integrations as typed. */
export type QuestionnaireForm = QuestionnaireFormValues;

export type TextField = { [K in keyof QuestionnaireForm]: QuestionnaireForm[K] extends string ? K : never }[keyof QuestionnaireForm];
export type ListField = FieldNameOfKind<'list'>;
export type FlagField = FieldNameOfKind<'flag'>;

const FIELDS = QUESTIONNAIRE_FIELDS as readonly FieldDescriptor[];

/** A list input shows its default entries, or one empty entry to type in. */
const listStart = (field: ListFieldDescriptor): string[] => (field.defaultEntries?.length ? [...field.defaultEntries] : ['']);

function emptyValue(field: FieldDescriptor): QuestionnaireForm[keyof QuestionnaireForm] {
  if (field.kind === 'flag') return false;
  if (field.kind === 'list') return listStart(field);
  if (field.kind === 'files') return [];
  return '';
}

export function emptyForm(): QuestionnaireForm {
  return Object.fromEntries(FIELDS.map((field) => [field.name, emptyValue(field)])) as QuestionnaireForm;
}

const blank = (value: unknown): string => (typeof value === 'string' ? value : '');
const stringList = (value: unknown): string[] => (Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : []);

function loadedValue(field: FieldDescriptor, value: unknown): QuestionnaireForm[keyof QuestionnaireForm] {
  switch (field.kind) {
    case 'flag':
      return value === true;
    case 'list': {
      const entries = stringList(value).filter((entry) => entry.trim() !== '');
      return entries.length > 0 ? entries : listStart(field);
    }
    case 'files':
      return stringList(value);
    case 'commaList':
      return stringList(value).join(', ');
    case 'date':
      return blank(value).slice(0, 10);
    case 'choice':
      return typeof value === 'string' && field.values.includes(value) ? value : '';
    default:
      return blank(value);
  }
}

/** A loaded submission as form values: empty values become blanks, empty lists fall back to their defaults. */
export function formFromSubmission(submission: Submission): QuestionnaireForm {
  const loaded = submission as Record<string, unknown>;
  return Object.fromEntries(FIELDS.map((field) => [field.name, loadedValue(field, loaded[field.name])])) as QuestionnaireForm;
}

const line = (value: string): string | null => (value.trim() === '' ? null : value.trim());
const prose = (value: string): string | null => (value.trim() === '' ? null : value);
const entries = (values: string[]): string[] => values.map((v) => v.trim()).filter((v) => v !== '');

/** Splits the typed integrations on commas, trims, drops empties (docs/product.md §5). */
export const splitIntegrations = (value: string): string[] => entries(value.split(','));

function savedValue(field: FieldDescriptor, value: unknown): unknown {
  switch (field.kind) {
    case 'flag':
      return value;
    case 'list':
      return entries(value as string[]);
    case 'files':
      return [...(value as string[])];
    case 'commaList':
      return splitIntegrations(value as string);
    case 'longText':
      return prose(value as string);
    default:
      return line(value as string);
  }
}

/** The save payload: blanks as null, empty list entries dropped (docs/product.md §5); fields hidden in the wizard (needs_online_ordering) are not sent (docs/product.md §3). */
export function answersFromForm(form: QuestionnaireForm): QuestionnaireAnswers {
  const values = form as Record<string, unknown>;
  return Object.fromEntries(
    FIELDS.filter((field) => !field.hiddenInWizard).map((field) => [field.name, savedValue(field, values[field.name])]),
  ) as QuestionnaireAnswers;
}

export const percentComplete = (step: number): number => Math.round((step / TOTAL_STEPS) * 100);

export const clampStep = (step: number | null | undefined): number =>
  typeof step === 'number' && Number.isInteger(step) ? Math.min(TOTAL_STEPS, Math.max(1, step)) : 1;
