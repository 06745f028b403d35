// The website questionnaire, field by field: the one home of what each answer is called, where it
// is asked, what kind of answer it takes, how long it may be, whether a submission needs it and
// what it defaults to. The wizard (apps/marketing), the API's DTO, normaliser and submit check
// (libs/api/intake) and the admin details view (apps/dashboard) all read these descriptors, so a
// new question is one entry here plus its database column.

import { QUESTIONNAIRE_FILE_KIND_LABELS, QUESTIONNAIRE_FILE_MAX_LABEL } from './questionnaire-files';

/** Characters of the long free-text answers. */
const LONG_TEXT = 5000;

export const QUESTIONNAIRE_STEP_COUNT = 7;

/** The wizard's seven steps (docs/product.md §2) and the title of their section in the admin details view (docs/product.md §2, Admin Questionnaires). */
export const QUESTIONNAIRE_STEPS = [
  { number: 1, title: 'Business Information', adminTitle: 'Business Information' },
  { number: 2, title: 'Goals & Purpose', adminTitle: 'Goals & Purpose' },
  { number: 3, title: 'Design Preferences', adminTitle: 'Design Preferences' },
  { number: 4, title: 'Content Planning', adminTitle: 'Content & Pages' },
  { number: 5, title: 'Features & Functionality', adminTitle: 'Features' },
  { number: 6, title: 'Timeline & Budget', adminTitle: 'Timeline & Budget' },
  { number: 7, title: 'Final Details', adminTitle: 'Additional Notes' },
] as const;

export type StepNumber = (typeof QUESTIONNAIRE_STEPS)[number]['number'];

/** docs/product.md §3: budget_range values. */
export const BUDGET_RANGES = ['under-2000', '2000-5000', '5000-10000', 'over-10000'] as const;
export type BudgetRange = (typeof BUDGET_RANGES)[number];

/** docs/product.md §3 and §9: the main pages a new questionnaire starts with. */
export const DEFAULT_MAIN_PAGES = ['Home', 'About', 'Services', 'Contact'] as const;

/**
 * What kind of answer a field takes, which decides its control, its value in the form and in the
 * API, and its checks:
 * - text, longText, email, phone, url: one text (blank = null); longText keeps inner line breaks.
 * - date: YYYY-MM-DD (blank = null).
 * - choice: one of `values` (blank = null).
 * - flag: true or false.
 * - list: entries typed one by one; empty entries are dropped, an empty list is the default.
 * - commaList: a list typed as comma-separated text (split, trimmed, empties dropped).
 * - files: names of chosen files (the files themselves are not uploaded).
 */
export type FieldKind = 'text' | 'longText' | 'email' | 'phone' | 'url' | 'date' | 'choice' | 'flag' | 'list' | 'commaList' | 'files';

export type TextKind = 'text' | 'longText' | 'email' | 'phone' | 'url';

interface FieldBase {
  /** The answer's name in the API, the database and the form (snake_case). */
  readonly name: string;
  readonly kind: FieldKind;
  readonly step: StepNumber;
  /** The question as the wizard asks it. */
  readonly label: string;
  /** Its short name: in the admin details view and in messages pointing back to it ('Main goal (step 2)'). */
  readonly shortLabel: string;
  /** The admin details view's label, when it differs from shortLabel (title case there). */
  readonly adminLabel?: string;
  /** What the admin details view shows when not answered (a dash unless given). */
  readonly adminEmpty?: string;
  /** A submission needs this answer (docs/product.md §5: browser-level required; the API refuses submit without it). */
  readonly required?: boolean;
  readonly hint?: string;
  readonly placeholder?: string;
  /** Not asked in the wizard: read on load and shown to admins, never sent by the form (docs/product.md §3: needs_online_ordering). */
  readonly hiddenInWizard?: boolean;
}

export interface TextFieldDescriptor extends FieldBase {
  readonly kind: TextKind;
  /** Characters after trimming; the short ones match their database columns. */
  readonly max: number;
  readonly rows?: number;
  readonly autoComplete?: string;
}

export interface DateFieldDescriptor extends FieldBase {
  readonly kind: 'date';
}

export interface ChoiceFieldDescriptor extends FieldBase {
  readonly kind: 'choice';
  readonly values: readonly string[];
  /** What the form shows for each value. */
  readonly optionLabels: Readonly<Record<string, string>>;
  /** The empty option's text in the form. */
  readonly emptyOption: string;
}

export interface FlagFieldDescriptor extends FieldBase {
  readonly kind: 'flag';
  /** Flags shown as a badge in the admin view (the features), rather than Yes/No. */
  readonly badge?: string;
  /** Checkboxes asked together under one question. */
  readonly group?: string;
}

export interface ListFieldDescriptor extends FieldBase {
  readonly kind: 'list' | 'commaList' | 'files';
  /** How many entries are kept, and how long each may be. */
  readonly entries: number;
  readonly length: number;
  /** What an empty list becomes (docs/product.md §3: main pages default to Home, About, Services, Contact). */
  readonly defaultEntries?: readonly string[];
  /** commaList: characters of the comma-separated text. */
  readonly textMax?: number;
  /** list: one entry's name ('Page' → 'Page 2') and the add button's text. */
  readonly itemLabel?: string;
  readonly addLabel?: string;
  /** Shown as required without the API requiring it (docs/product.md §5: main pages). */
  readonly markedRequired?: boolean;
}

export type FieldDescriptor = TextFieldDescriptor | DateFieldDescriptor | ChoiceFieldDescriptor | FlagFieldDescriptor | ListFieldDescriptor;

/** Every answer of the questionnaire, in the order the wizard asks them (docs/product.md §3 questionnaire_submissions). */
export const QUESTIONNAIRE_FIELDS = [
  // Step 1: Business Information
  {
    name: 'business_name',
    kind: 'text',
    step: 1,
    label: 'Business name',
    shortLabel: 'Business name',
    adminLabel: 'Name',
    adminEmpty: 'Unnamed Business',
    required: true,
    max: 200,
    autoComplete: 'organization',
  },
  {
    name: 'industry',
    kind: 'text',
    step: 1,
    label: 'Industry',
    shortLabel: 'Industry',
    required: true,
    max: 200,
    placeholder: 'e.g., Restaurant, Landscaping, Dental Practice',
  },
  {
    name: 'business_email',
    kind: 'email',
    step: 1,
    label: 'Business email',
    shortLabel: 'Business email',
    adminLabel: 'Email',
    required: true,
    max: 254,
    autoComplete: 'email',
  },
  { name: 'business_phone', kind: 'phone', step: 1, label: 'Business phone', shortLabel: 'Business phone', adminLabel: 'Phone', max: 50, autoComplete: 'tel' },
  {
    name: 'existing_website_url',
    kind: 'url',
    step: 1,
    label: 'Current website (if any)',
    shortLabel: 'Current website',
    adminLabel: 'Current Website',
    max: 500,
    autoComplete: 'url',
    placeholder: 'e.g., www.yourbusiness.com',
  },
  // Step 2: Goals & Purpose
  {
    name: 'main_goal',
    kind: 'longText',
    step: 2,
    label: 'What is the main goal of your website?',
    shortLabel: 'Main goal',
    adminLabel: 'Main Goal',
    required: true,
    max: LONG_TEXT,
    placeholder: 'e.g., Get more phone calls, sell products online, show our work',
  },
  {
    name: 'target_audience',
    kind: 'longText',
    step: 2,
    label: 'Who is your target audience?',
    shortLabel: 'Target audience',
    adminLabel: 'Target Audience',
    required: true,
    max: LONG_TEXT,
    placeholder: 'e.g., Homeowners in Palm Beach County aged 30-60',
  },
  {
    name: 'desired_action',
    kind: 'longText',
    step: 2,
    label: 'What should visitors do on your website?',
    shortLabel: 'Desired visitor action',
    adminLabel: 'Desired Action',
    required: true,
    max: LONG_TEXT,
    rows: 3,
    placeholder: 'e.g., Call us, book an appointment, request a quote',
  },
  // Step 3: Design Preferences
  {
    name: 'brand_colors',
    kind: 'text',
    step: 3,
    label: 'Brand colors',
    shortLabel: 'Brand colors',
    adminLabel: 'Brand Colors',
    max: 500,
    placeholder: 'e.g., Navy blue and gold',
  },
  {
    name: 'style_preferences',
    kind: 'longText',
    step: 3,
    label: 'Style preferences',
    shortLabel: 'Style preferences',
    adminLabel: 'Style',
    max: LONG_TEXT,
    placeholder: 'e.g., Modern and clean, warm and friendly, bold and colorful',
  },
  {
    name: 'liked_websites',
    kind: 'list',
    step: 3,
    label: 'Websites you like',
    shortLabel: 'Websites you like',
    adminLabel: 'Liked Websites',
    entries: 20,
    length: 500,
    itemLabel: 'Liked website',
    addLabel: 'Add Website',
    hint: 'Share links to sites whose look or feel you like.',
    placeholder: 'https://',
  },
  {
    name: 'disliked_websites',
    kind: 'list',
    step: 3,
    label: "Websites you don't like",
    shortLabel: "Websites you don't like",
    adminLabel: 'Disliked Websites',
    entries: 20,
    length: 500,
    itemLabel: 'Disliked website',
    addLabel: 'Add Website',
    hint: 'Sites whose style you want to avoid help us just as much.',
    placeholder: 'https://',
  },
  // Step 4: Content Planning
  {
    name: 'main_pages',
    kind: 'list',
    step: 4,
    label: 'Main pages',
    shortLabel: 'Main pages',
    adminLabel: 'Main Pages',
    entries: 30,
    length: 100,
    defaultEntries: DEFAULT_MAIN_PAGES,
    itemLabel: 'Page',
    addLabel: 'Add Page',
    markedRequired: true,
    hint: 'Edit, add or remove the pages you want on your website.',
  },
  {
    name: 'has_existing_content',
    kind: 'flag',
    step: 4,
    label: 'I already have content (text, photos or a logo) for the website',
    shortLabel: 'Existing content',
    adminLabel: 'Has Existing Content',
  },
  {
    name: 'content_notes',
    kind: 'longText',
    step: 4,
    label: 'Content notes',
    shortLabel: 'Content notes',
    adminLabel: 'Notes',
    max: LONG_TEXT,
    placeholder: 'e.g., We need help writing the About page; photos are on our Facebook page',
  },
  {
    name: 'uploaded_files',
    kind: 'files',
    step: 4,
    label: 'Existing content files (optional)',
    shortLabel: 'Files',
    // Names the visitor typed or picked; the files themselves arrive later through the upload link.
    adminLabel: 'Files listed',
    entries: 20,
    length: 255,
    hint: `Accepted: ${QUESTIONNAIRE_FILE_KIND_LABELS} (max ${QUESTIONNAIRE_FILE_MAX_LABEL} each). List them here; after you submit, we e-mail you a secure link to send them.`,
  },
  // Step 5: Features & Functionality
  {
    name: 'needs_ecommerce',
    kind: 'flag',
    step: 5,
    label: 'Online store (e-commerce)',
    shortLabel: 'Online store',
    badge: 'E-commerce',
    group: 'Which features do you need?',
  },
  {
    name: 'needs_booking',
    kind: 'flag',
    step: 5,
    label: 'Online booking or appointments',
    shortLabel: 'Online booking',
    badge: 'Booking',
    group: 'Which features do you need?',
  },
  { name: 'needs_blog', kind: 'flag', step: 5, label: 'Blog', shortLabel: 'Blog', badge: 'Blog', group: 'Which features do you need?' },
  {
    name: 'needs_online_ordering',
    kind: 'flag',
    step: 5,
    label: 'Online ordering',
    shortLabel: 'Online ordering',
    badge: 'Online Ordering',
    hiddenInWizard: true,
  },
  {
    name: 'integrations',
    kind: 'commaList',
    step: 5,
    label: 'Integrations',
    shortLabel: 'Integrations',
    entries: 30,
    length: 100,
    textMax: 3000,
    hint: 'Separate with commas.',
    placeholder: 'e.g., Google Maps, Mailchimp, Square',
  },
  {
    name: 'feature_notes',
    kind: 'longText',
    step: 5,
    label: 'Feature notes',
    shortLabel: 'Feature notes',
    adminLabel: 'Feature Notes',
    max: LONG_TEXT,
    placeholder: 'Anything else your website should do',
  },
  // Step 6: Timeline & Budget
  {
    name: 'ideal_launch_date',
    kind: 'date',
    step: 6,
    label: 'Ideal launch date',
    shortLabel: 'Ideal launch date',
    adminLabel: 'Launch Date',
    adminEmpty: 'Not set',
  },
  {
    name: 'budget_range',
    kind: 'choice',
    step: 6,
    label: 'Budget range',
    shortLabel: 'Budget range',
    adminLabel: 'Budget',
    values: BUDGET_RANGES,
    optionLabels: { 'under-2000': 'Under $2,000', '2000-5000': '$2,000 - $5,000', '5000-10000': '$5,000 - $10,000', 'over-10000': 'Over $10,000' },
    emptyOption: 'Select a budget range',
    adminEmpty: 'Not specified',
  },
  {
    name: 'wants_hosting',
    kind: 'flag',
    step: 6,
    label: 'I want you to host and maintain my website',
    shortLabel: 'Hosting',
    adminLabel: 'Wants Hosting',
    hint: 'Hosting, SSL, updates, backups and support, billed once per year.',
  },
  {
    name: 'hosting_notes',
    kind: 'longText',
    step: 6,
    label: 'Hosting notes',
    shortLabel: 'Hosting notes',
    adminLabel: 'Hosting Notes',
    max: LONG_TEXT,
    rows: 3,
    placeholder: 'e.g., We already own our domain name',
  },
  // Step 7: Final Details
  {
    name: 'additional_notes',
    kind: 'longText',
    step: 7,
    label: 'Anything else we should know?',
    shortLabel: 'Additional notes',
    adminLabel: 'Additional Notes',
    max: LONG_TEXT,
    rows: 6,
    placeholder: "Questions, ideas, deadlines or anything we haven't asked about",
  },
] as const satisfies readonly FieldDescriptor[];

type Fields = (typeof QUESTIONNAIRE_FIELDS)[number];
export type FieldName = Fields['name'];
type FieldNamed<N extends FieldName> = Extract<Fields, { name: N }>;

/** `business_name` → `businessName` (the API's domain and the database mapping use camelCase). */
export type CamelCase<S extends string> = S extends `${infer Head}_${infer Tail}` ? `${Head}${Capitalize<CamelCase<Tail>>}` : S;
// Remembered: the domain code and the DTO mapping look every field name up on each save.
const camelNames = new Map<string, string>();
export const camelCase = <S extends string>(name: S): CamelCase<S> => {
  let camel = camelNames.get(name);
  if (camel === undefined) camelNames.set(name, (camel = name.replace(/_([a-z])/g, (_m, c: string) => c.toUpperCase())));
  return camel as CamelCase<S>;
};

/** The stored (normalised) value of an answer of kind K. */
type AnswerValue<F> = F extends { kind: 'flag' }
  ? boolean
  : F extends { kind: 'list' | 'commaList' | 'files' }
    ? string[]
    : F extends { kind: 'choice'; values: readonly (infer V)[] }
      ? V | null
      : string | null;

/** What the form's input holds for an answer of kind K. */
type FormValue<F> = F extends { kind: 'flag' }
  ? boolean
  : F extends { kind: 'list' | 'files' }
    ? string[]
    : F extends { kind: 'choice'; values: readonly (infer V)[] }
      ? V | ''
      : string;

/** The answers as the API sends and stores them (snake_case): blanks are null, lists are lists. */
export type QuestionnaireAnswerValues = { -readonly [N in FieldName]: AnswerValue<FieldNamed<N>> };
/** The same answers under their domain (camelCase) names. */
export type CamelAnswerValues = { -readonly [N in FieldName as CamelCase<N>]: AnswerValue<FieldNamed<N>> };
/** What the wizard's inputs hold: blanks are '', list fields keep their empty entries until saved, integrations are typed text. */
export type QuestionnaireFormValues = { -readonly [N in FieldName]: FormValue<FieldNamed<N>> };

/** Names of fields of the given kinds. */
export type FieldNameOfKind<K extends FieldKind> = Extract<Fields, { kind: K }>['name'];

const byName = new Map<string, FieldDescriptor>(QUESTIONNAIRE_FIELDS.map((field) => [field.name, field]));

/** The descriptor of a field by its API name; undefined for a name that is not an answer. */
export function questionnaireField(name: string): FieldDescriptor | undefined {
  return byName.get(name);
}

export const isTextField = (field: FieldDescriptor): field is TextFieldDescriptor =>
  field.kind === 'text' || field.kind === 'longText' || field.kind === 'email' || field.kind === 'phone' || field.kind === 'url';
export const isListField = (field: FieldDescriptor): field is ListFieldDescriptor =>
  field.kind === 'list' || field.kind === 'commaList' || field.kind === 'files';

/** The answers a submission must have, by API name (docs/product.md §5's required fields). */
export const REQUIRED_FIELDS: readonly FieldName[] = QUESTIONNAIRE_FIELDS.filter((field) => 'required' in field && field.required).map((field) => field.name);

/** What an answer is before anybody typed: null, false, [] or its default entries. */
export function defaultAnswer(field: FieldDescriptor): string | boolean | string[] | null {
  if (field.kind === 'flag') return false;
  if (isListField(field)) return [...(field.defaultEntries ?? [])];
  return null;
}

/** A new questionnaire's answers (snake_case). */
export function defaultAnswers(): QuestionnaireAnswerValues {
  return Object.fromEntries(QUESTIONNAIRE_FIELDS.map((field) => [field.name, defaultAnswer(field)])) as QuestionnaireAnswerValues;
}

/** The names of a step's fields, in the order asked. */
export const fieldsOfStep = (step: number): readonly FieldDescriptor[] => QUESTIONNAIRE_FIELDS.filter((field) => field.step === step);

/** The longest text a form input for this field takes (a list's per entry; integrations as typed), or undefined. */
export function inputMaxLength(field: FieldDescriptor): number | undefined {
  if (isTextField(field)) return field.max;
  if (field.kind === 'commaList') return field.textMax;
  if (isListField(field)) return field.length;
  return undefined;
}

const isBlank = (value: unknown): boolean => value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

/**
 * The required answers still blank, by API name, in the order asked: what submit refuses without
 * (docs/product.md §5's required fields). `answerOf` reads a field's current answer.
 */
export function missingRequiredAnswers(answerOf: (field: FieldDescriptor) => unknown): FieldName[] {
  return REQUIRED_FIELDS.filter((name) => isBlank(answerOf(byName.get(name)!)));
}

/** Fields the wizard never sends (read on load only). */
export type HiddenFieldName = Extract<Fields, { hiddenInWizard: true }>['name'];
/** The answers the wizard sends on every save (docs/product.md §3: needs_online_ordering is read on load, never sent). */
export type WizardAnswerValues = Omit<QuestionnaireAnswerValues, HiddenFieldName>;
