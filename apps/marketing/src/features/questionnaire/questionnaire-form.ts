import { BUDGET_RANGES, BudgetRange, QuestionnaireAnswers, Submission } from './api/submission.schema';

export const TOTAL_STEPS = 7;
export const DEFAULT_MAIN_PAGES: readonly string[] = ['Home', 'About', 'Services', 'Contact'];
export const ACCEPTED_FILE_TYPES = '.pdf,.doc,.docx,.jpg,.jpeg,.png,.gif,.zip';
/** Spec §2 and §9: "max 10MB each". */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;

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
    else if (file.size > MAX_FILE_BYTES) refused.push({ name: file.name, reason: 'larger than 10MB' });
    else if (file.name.length > limits.length) refused.push({ name: file.name, reason: `name longer than ${limits.length} characters` });
    else if (listed.includes(file.name) || kept.includes(file.name)) continue;
    else if (listed.length + kept.length >= limits.entries) refused.push({ name: file.name, reason: `only ${limits.entries} files can be listed` });
    else kept.push(file.name);
  }
  return { kept, refused };
}

/** What the inputs hold: blanks are '', list fields keep their empty entries until saved. */
export interface QuestionnaireForm {
  business_name: string;
  business_email: string;
  business_phone: string;
  industry: string;
  existing_website_url: string;
  main_goal: string;
  target_audience: string;
  desired_action: string;
  brand_colors: string;
  style_preferences: string;
  liked_websites: string[];
  disliked_websites: string[];
  main_pages: string[];
  has_existing_content: boolean;
  content_notes: string;
  uploaded_files: string[];
  needs_ecommerce: boolean;
  needs_booking: boolean;
  needs_blog: boolean;
  needs_online_ordering: boolean;
  /** Comma-separated, as typed. */
  integrations: string;
  feature_notes: string;
  ideal_launch_date: string;
  budget_range: BudgetRange | '';
  wants_hosting: boolean;
  hosting_notes: string;
  additional_notes: string;
}

export type TextField = { [K in keyof QuestionnaireForm]: QuestionnaireForm[K] extends string ? K : never }[keyof QuestionnaireForm];
export type ListField = 'liked_websites' | 'disliked_websites' | 'main_pages';
export type FlagField = { [K in keyof QuestionnaireForm]: QuestionnaireForm[K] extends boolean ? K : never }[keyof QuestionnaireForm];

export function emptyForm(): QuestionnaireForm {
  return {
    business_name: '',
    business_email: '',
    business_phone: '',
    industry: '',
    existing_website_url: '',
    main_goal: '',
    target_audience: '',
    desired_action: '',
    brand_colors: '',
    style_preferences: '',
    liked_websites: [''],
    disliked_websites: [''],
    main_pages: [...DEFAULT_MAIN_PAGES],
    has_existing_content: false,
    content_notes: '',
    uploaded_files: [],
    needs_ecommerce: false,
    needs_booking: false,
    needs_blog: false,
    needs_online_ordering: false,
    integrations: '',
    feature_notes: '',
    ideal_launch_date: '',
    budget_range: '',
    wants_hosting: false,
    hosting_notes: '',
    additional_notes: '',
  };
}

const blank = (value: string | null | undefined): string => value ?? '';
const listOr = (value: string[] | null | undefined, fallback: readonly string[]): string[] => {
  const entries = (value ?? []).filter((entry) => entry.trim() !== '');
  return entries.length > 0 ? entries : [...fallback];
};
const isBudgetRange = (value: string | null | undefined): value is BudgetRange => BUDGET_RANGES.includes(value as BudgetRange);

/** A loaded submission as form values: empty values become blanks, empty lists fall back to their defaults. */
export function formFromSubmission(submission: Submission): QuestionnaireForm {
  return {
    business_name: blank(submission.business_name),
    business_email: blank(submission.business_email),
    business_phone: blank(submission.business_phone),
    industry: blank(submission.industry),
    existing_website_url: blank(submission.existing_website_url),
    main_goal: blank(submission.main_goal),
    target_audience: blank(submission.target_audience),
    desired_action: blank(submission.desired_action),
    brand_colors: blank(submission.brand_colors),
    style_preferences: blank(submission.style_preferences),
    liked_websites: listOr(submission.liked_websites, ['']),
    disliked_websites: listOr(submission.disliked_websites, ['']),
    main_pages: listOr(submission.main_pages, DEFAULT_MAIN_PAGES),
    has_existing_content: submission.has_existing_content ?? false,
    content_notes: blank(submission.content_notes),
    uploaded_files: submission.uploaded_files ?? [],
    needs_ecommerce: submission.needs_ecommerce ?? false,
    needs_booking: submission.needs_booking ?? false,
    needs_blog: submission.needs_blog ?? false,
    needs_online_ordering: submission.needs_online_ordering ?? false,
    integrations: (submission.integrations ?? []).join(', '),
    feature_notes: blank(submission.feature_notes),
    ideal_launch_date: blank(submission.ideal_launch_date).slice(0, 10),
    budget_range: isBudgetRange(submission.budget_range) ? submission.budget_range : '',
    wants_hosting: submission.wants_hosting ?? false,
    hosting_notes: blank(submission.hosting_notes),
    additional_notes: blank(submission.additional_notes),
  };
}

const line = (value: string): string | null => (value.trim() === '' ? null : value.trim());
const prose = (value: string): string | null => (value.trim() === '' ? null : value);
const entries = (values: string[]): string[] => values.map((v) => v.trim()).filter((v) => v !== '');

/** Splits the typed integrations on commas, trims, drops empties (spec §5). */
export const splitIntegrations = (value: string): string[] => entries(value.split(','));

/** The save payload: blanks as null, empty list entries dropped (spec §5); needs_online_ordering is not sent (spec §3). */
export function answersFromForm(form: QuestionnaireForm): QuestionnaireAnswers {
  return {
    business_name: line(form.business_name),
    business_email: line(form.business_email),
    business_phone: line(form.business_phone),
    industry: line(form.industry),
    existing_website_url: line(form.existing_website_url),
    main_goal: prose(form.main_goal),
    target_audience: prose(form.target_audience),
    desired_action: prose(form.desired_action),
    brand_colors: line(form.brand_colors),
    style_preferences: prose(form.style_preferences),
    liked_websites: entries(form.liked_websites),
    disliked_websites: entries(form.disliked_websites),
    main_pages: entries(form.main_pages),
    has_existing_content: form.has_existing_content,
    content_notes: prose(form.content_notes),
    uploaded_files: [...form.uploaded_files],
    needs_ecommerce: form.needs_ecommerce,
    needs_booking: form.needs_booking,
    needs_blog: form.needs_blog,
    integrations: splitIntegrations(form.integrations),
    feature_notes: prose(form.feature_notes),
    ideal_launch_date: line(form.ideal_launch_date),
    budget_range: form.budget_range === '' ? null : form.budget_range,
    wants_hosting: form.wants_hosting,
    hosting_notes: prose(form.hosting_notes),
    additional_notes: prose(form.additional_notes),
  };
}

export const percentComplete = (step: number): number => Math.round((step / TOTAL_STEPS) * 100);

export const clampStep = (step: number | null | undefined): number =>
  typeof step === 'number' && Number.isInteger(step) ? Math.min(TOTAL_STEPS, Math.max(1, step)) : 1;
