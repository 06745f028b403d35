import { ACCOUNT_LIMITS, SITE_LIMITS } from '@fw/shared-field-limits';

// The API's length limits, so inputs stop where the server would refuse.
export const LIMITS = {
  fullName: ACCOUNT_LIMITS.fullName,
  email: ACCOUNT_LIMITS.email,
  passwordMin: ACCOUNT_LIMITS.passwordMin,
  passwordMax: ACCOUNT_LIMITS.passwordMax,
  websiteName: SITE_LIMITS.websiteName,
  domain: SITE_LIMITS.domain,
  template: SITE_LIMITS.template,
  sectionKey: SITE_LIMITS.sectionKey,
  postTitle: SITE_LIMITS.postTitle,
  text: SITE_LIMITS.sectionContent, // section and post content alike
} as const;
