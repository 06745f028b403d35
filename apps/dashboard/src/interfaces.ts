/** JSON shapes of docs/api-contract.md (snake_case as the API sends them). */

export interface WebsiteOwner {
  id: string;
  full_name: string | null;
  email: string;
}

export interface Website {
  id: string;
  name: string;
  domain: string | null;
  template: string | null;
  owner_id: string | null;
  owner: WebsiteOwner | null;
  created_at: string;
  updated_at: string;
}

export interface Section {
  id: string;
  website_id: string;
  section_key: string;
  content_type: string;
  content_value: string | null;
  is_locked: boolean;
  version: number;
  updated_at: string;
}

export interface MyWebsite {
  website: Website | null;
  sections: Section[];
}

export interface Post {
  id: string;
  website_id: string;
  title: string;
  content: string;
  published: boolean;
  created_at: string;
  updated_at: string;
}

export interface Activity {
  id: string;
  action: string;
  details: Record<string, unknown> | null;
  website_id: string | null;
  created_at: string;
}

export interface Client {
  id: string;
  email: string;
  full_name: string | null;
  role: 'admin' | 'editor' | null;
  created_at: string;
}

export interface Submission {
  id: string;
  status: string;
  current_step: number;
  completed_at: string | null;
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
  liked_websites: string[] | null;
  disliked_websites: string[] | null;
  main_pages: string[] | null;
  has_existing_content: boolean | null;
  content_notes: string | null;
  uploaded_files: string[] | null;
  needs_ecommerce: boolean | null;
  needs_booking: boolean | null;
  needs_blog: boolean | null;
  needs_online_ordering: boolean | null;
  integrations: string[] | null;
  feature_notes: string | null;
  ideal_launch_date: string | null;
  budget_range: string | null;
  wants_hosting: boolean | null;
  hosting_notes: string | null;
  additional_notes: string | null;
  created_at: string;
  profile: { full_name: string | null; email: string | null } | null;
}

export interface EmailLog {
  id: string;
  template: string;
  subject: string;
  status: 'queued' | 'sending' | 'sent' | 'failed' | string;
  recipient_email: string;
  sender_email: string | null;
  reply_to: string | null;
  body: string;
  metadata: Record<string, unknown> | null;
  attempts: number;
  submission_id: string | null;
  submission: { business_name: string | null; business_email: string | null } | null;
  sent_at: string | null;
  created_at: string;
}

export interface OrderItem {
  id: string;
  kind: string;
  name: string;
  amount_cents: number;
}

export interface Order {
  id: string;
  kind: 'package' | 'hosting' | string;
  provider: string;
  checkout_session_id: string;
  status: 'pending' | 'paid' | 'canceled' | 'expired' | string;
  package_id: string;
  term_years: number | null;
  items: OrderItem[];
  /** Cents. */
  amount_total: number;
  currency: string;
  buyer_email: string | null;
  user_id: string | null;
  subscription_status: string | null;
  paid_at: string | null;
  created_at: string;
}
