// How long the things people type may be. The API enforces these (DTOs and domain rules); the
// forms of both front ends stop there, so nobody types what the server will then refuse.

export const ACCOUNT_LIMITS = {
  /** Spec §8: at least 6 characters. The cap keeps hashing cost bounded; argon2 has no 72-byte limit. */
  passwordMin: 6,
  passwordMax: 128,
  fullName: 200,
  email: 254,
} as const;

export const SITE_LIMITS = {
  websiteName: 200,
  template: 100,
  domain: 253,
  sectionKey: 100,
  sectionContent: 50_000,
  postTitle: 200,
  postContent: 50_000,
} as const;

export const CONTACT_LIMITS = { name: 100, email: 254, subject: 200, message: 5000 } as const;

const LONG_TEXT = 5000;

/** Questionnaire text answers; the short ones match their database columns. */
export const QUESTIONNAIRE_TEXT_LIMITS = {
  businessName: 200,
  businessEmail: 254,
  businessPhone: 50,
  industry: 200,
  existingWebsiteUrl: 500,
  brandColors: 500,
  mainGoal: LONG_TEXT,
  targetAudience: LONG_TEXT,
  desiredAction: LONG_TEXT,
  stylePreferences: LONG_TEXT,
  contentNotes: LONG_TEXT,
  featureNotes: LONG_TEXT,
  hostingNotes: LONG_TEXT,
  additionalNotes: LONG_TEXT,
} as const;

/** Questionnaire lists: how many entries, and how long each. */
export const QUESTIONNAIRE_LIST_LIMITS = {
  likedWebsites: { entries: 20, length: 500 },
  dislikedWebsites: { entries: 20, length: 500 },
  mainPages: { entries: 30, length: 100 },
  integrations: { entries: 30, length: 100 },
  uploadedFiles: { entries: 20, length: 255 },
} as const;

/** Characters of the integrations answer typed as comma-separated text. */
export const INTEGRATIONS_TEXT_LIMIT = 3000;

/** A payment provider's checkout session id as a link carries it to sign-up (`?session_id=`). */
export const CHECKOUT_SESSION_ID_PATTERN = /^[A-Za-z0-9_-]{1,255}$/;
