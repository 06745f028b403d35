import { timelineText } from '../../content/timeline';
import type { QuestionnaireForm } from './questionnaire-form';

export interface StepInfo {
  number: number;
  title: string;
  why: string;
  /** Whether the step has required fields (only then is the "Fields marked *" note shown). */
  hasRequired?: boolean;
}

export const STEPS: readonly StepInfo[] = [
  {
    number: 1,
    title: 'Business Information',
    hasRequired: true,
    why: 'Knowing who you are, what you do and how to reach you lets us tailor the site to your industry and keep you updated about your project.',
  },
  {
    number: 2,
    title: 'Goals & Purpose',
    hasRequired: true,
    why: 'A website works best when it is built around a clear goal. Your answers shape the layout, the calls to action and how we measure success.',
  },
  {
    number: 3,
    title: 'Design Preferences',
    why: 'Your colors and the websites you like or dislike are the fastest way for us to understand your taste, so your first design preview feels right.',
  },
  {
    number: 4,
    title: 'Content Planning',
    why: 'The pages and content you need decide the structure of your site and the timeline. Most small-business websites need 5-8 pages.',
  },
  {
    number: 5,
    title: 'Features & Functionality',
    why: 'Features such as online sales, booking or a blog change how your site is built, so we plan for them from day one instead of adding them later.',
  },
  {
    number: 6,
    title: 'Timeline & Budget',
    why: `Your timeline and budget help us recommend the right package and schedule. ${timelineText}`,
  },
  {
    number: 7,
    title: 'Final Details',
    why: 'Deadlines, questions or ideas we have not asked about help us avoid surprises and plan your project from the start.',
  },
];

/** Where each saved field lives and what it is called, for error messages that point back to it. */
export const FIELD_PLACES: Partial<Record<keyof QuestionnaireForm, { step: number; label: string }>> = {
  business_name: { step: 1, label: 'Business name' },
  industry: { step: 1, label: 'Industry' },
  business_email: { step: 1, label: 'Business email' },
  business_phone: { step: 1, label: 'Business phone' },
  existing_website_url: { step: 1, label: 'Current website' },
  main_goal: { step: 2, label: 'Main goal' },
  target_audience: { step: 2, label: 'Target audience' },
  desired_action: { step: 2, label: 'Desired visitor action' },
  brand_colors: { step: 3, label: 'Brand colors' },
  style_preferences: { step: 3, label: 'Style preferences' },
  liked_websites: { step: 3, label: 'Websites you like' },
  disliked_websites: { step: 3, label: "Websites you don't like" },
  main_pages: { step: 4, label: 'Main pages' },
  has_existing_content: { step: 4, label: 'Existing content' },
  content_notes: { step: 4, label: 'Content notes' },
  uploaded_files: { step: 4, label: 'Files' },
  needs_ecommerce: { step: 5, label: 'Online store' },
  needs_booking: { step: 5, label: 'Online booking' },
  needs_blog: { step: 5, label: 'Blog' },
  integrations: { step: 5, label: 'Integrations' },
  feature_notes: { step: 5, label: 'Feature notes' },
  ideal_launch_date: { step: 6, label: 'Ideal launch date' },
  budget_range: { step: 6, label: 'Budget range' },
  wants_hosting: { step: 6, label: 'Hosting' },
  hosting_notes: { step: 6, label: 'Hosting notes' },
  additional_notes: { step: 7, label: 'Additional notes' },
};
