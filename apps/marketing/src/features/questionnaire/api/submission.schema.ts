import * as z from 'zod/mini';

const text = z.optional(z.nullable(z.string()));
const list = z.optional(z.nullable(z.array(z.string())));
const flag = z.optional(z.nullable(z.boolean()));

/** A questionnaire submission as the API answers it (spec §3, snake_case). Unknown keys are dropped. */
export const submissionSchema = z.object({
  id: z.string(),
  version: z.optional(z.number()),
  current_step: z.optional(z.nullable(z.number())),
  status: z.string(),
  completed_at: text,
  business_name: text,
  business_email: text,
  business_phone: text,
  industry: text,
  existing_website_url: text,
  main_goal: text,
  target_audience: text,
  desired_action: text,
  brand_colors: text,
  style_preferences: text,
  liked_websites: list,
  disliked_websites: list,
  main_pages: list,
  has_existing_content: flag,
  content_notes: text,
  uploaded_files: list,
  needs_ecommerce: flag,
  needs_booking: flag,
  needs_blog: flag,
  needs_online_ordering: flag,
  integrations: list,
  feature_notes: text,
  ideal_launch_date: text,
  budget_range: text,
  wants_hosting: flag,
  hosting_notes: text,
  additional_notes: text,
});

export type Submission = z.infer<typeof submissionSchema>;

export const BUDGET_RANGES = ['under-2000', '2000-5000', '5000-10000', 'over-10000'] as const;
export type BudgetRange = (typeof BUDGET_RANGES)[number];

/** The answers the wizard sends on every save (needs_online_ordering is read on load, never sent: spec §3). */
export interface QuestionnaireAnswers {
  business_name: string | null;
  business_email: string | null;
  business_phone: string | null;
  industry: string | null;
  existing_website_url: string | null;
  main_goal: string | null;
  target_audience: string | null;
  desired_action: string | null;
  brand_colors: string | null;
  style_preferences: string | null;
  liked_websites: string[];
  disliked_websites: string[];
  main_pages: string[];
  has_existing_content: boolean;
  content_notes: string | null;
  uploaded_files: string[];
  needs_ecommerce: boolean;
  needs_booking: boolean;
  needs_blog: boolean;
  integrations: string[];
  feature_notes: string | null;
  ideal_launch_date: string | null;
  budget_range: BudgetRange | null;
  wants_hosting: boolean;
  hosting_notes: string | null;
  additional_notes: string | null;
}

/** Credentials of an anonymous draft: its id and the resume token the API returned on creation. */
export interface ResumeCredentials {
  id: string;
  token: string;
}

export const resumeHeaders = (credentials: ResumeCredentials): Record<string, string> => ({ 'X-Resume-Token': credentials.token });
