// How long the things people type may be. The API enforces these (DTOs and domain rules); the
// forms of both front ends stop there, so nobody types what the server will then refuse.

export const ACCOUNT_LIMITS = {
  /** docs/product.md §8: at least 6 characters. The cap keeps hashing cost bounded; argon2 has no 72-byte limit. */
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

// The questionnaire's limits live with its field descriptors (libs/shared/questionnaire).

/** A payment provider's checkout session id as a link carries it to sign-up (`?session_id=`). */
export const CHECKOUT_SESSION_ID_PATTERN = /^[A-Za-z0-9_-]{1,255}$/;

/**
 * Uploaded images (the media library): at most 10 MB each (the product spec's "max 10MB per file")
 * and 40 megapixels (a larger image is refused as a decompression bomb). `altText` is the longest
 * alt text; the types are what `file-type` must find in the bytes (never trusted from the name).
 */
export const MEDIA_LIMITS = {
  maxUploadBytes: 10 * 1024 * 1024,
  maxPixels: 40_000_000,
  altText: 300,
  filename: 200,
  acceptedTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif'],
  /** The widths every image is made in (never wider than the original). */
  variantWidths: [320, 640, 960, 1280, 1920],
} as const;

export type AcceptedImageType = (typeof MEDIA_LIMITS.acceptedTypes)[number];
