import { timelineText } from '../../content/timeline';
import { fieldsOfStep, questionnaireField, QUESTIONNAIRE_STEPS } from '@fw/shared-questionnaire';

export interface StepInfo {
  number: number;
  title: string;
  why: string;
  /** Whether the step has required fields (only then is the "Fields marked *" note shown). */
  hasRequired: boolean;
  /** A line under the step's fields. */
  note?: string;
}

/** The wizard's own words per step: why it asks (docs/product.md §2: 'Why we need this') and any closing note. */
const EXPLAINERS: Record<number, { why: string; note?: string }> = {
  1: {
    why: 'Knowing who you are, what you do and how to reach you lets us tailor the site to your industry and keep you updated about your project.',
  },
  2: {
    why: 'A website works best when it is built around a clear goal. Your answers shape the layout, the calls to action and how we measure success.',
  },
  3: {
    why: 'Your colors and the websites you like or dislike are the fastest way for us to understand your taste, so your first design preview feels right.',
  },
  4: {
    why: 'The pages and content you need decide the structure of your site and the timeline. Most small-business websites need 5-8 pages.',
  },
  5: {
    why: 'Features such as online sales, booking or a blog change how your site is built, so we plan for them from day one instead of adding them later.',
  },
  6: { why: `Your timeline and budget help us recommend the right package and schedule. ${timelineText}` },
  7: {
    why: 'Deadlines, questions or ideas we have not asked about help us avoid surprises and plan your project from the start.',
    note: 'When you submit, we review your answers within 1 business day and contact you about next steps.',
  },
};

export const STEPS: readonly StepInfo[] = QUESTIONNAIRE_STEPS.map(({ number, title }) => ({
  number,
  title,
  hasRequired: fieldsOfStep(number).some((field) => field.required),
  ...EXPLAINERS[number],
}));

/** Where a saved field lives and what it is called, for error messages that point back to it ('Main goal (step 2)'). */
export function fieldPlace(name: string): { step: number; label: string } | undefined {
  const field = questionnaireField(name);
  return field && !field.hiddenInWizard ? { step: field.step, label: field.shortLabel } : undefined;
}
