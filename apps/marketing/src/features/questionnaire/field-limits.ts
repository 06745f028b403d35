// The API's length limits for questionnaire answers (libs/api/intake/domain, TEXT_LIMITS and
// LIST_LIMITS), so a field stops where the server would refuse the save.
const LONG_TEXT = 5000;

export const FIELD_MAX_LENGTH: Record<string, number> = {
  business_name: 200,
  business_email: 254,
  business_phone: 50,
  industry: 200,
  existing_website_url: 500,
  brand_colors: 500,
  main_goal: LONG_TEXT,
  target_audience: LONG_TEXT,
  desired_action: LONG_TEXT,
  style_preferences: LONG_TEXT,
  content_notes: LONG_TEXT,
  feature_notes: LONG_TEXT,
  hosting_notes: LONG_TEXT,
  additional_notes: LONG_TEXT,
  integrations: 3000,
  // one entry of a list
  liked_websites: 500,
  disliked_websites: 500,
  main_pages: 100,
};
