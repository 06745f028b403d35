import * as z from 'zod/mini';

/**
 * Build-time configuration: Vite replaces `import.meta.env.VITE_*` with literal values when it
 * bundles. The values are validated while prerendering (the server build), so a malformed value
 * fails `npm run build` with the variable's name; the browser bundles only carry the literals, and
 * zod is tree-shaken out of them.
 */
const optionalUrl = z.optional(z.url({ protocol: /^https?$/ }));

const schema = z.object({
  VITE_SITE_URL: optionalUrl,
  VITE_CONTACT_EMAIL: z.optional(z.email()),
  VITE_CONTACT_PHONE: z.optional(z.string().check(z.regex(/\d{3}.*\d{4}/, 'must contain a phone number'))),
  VITE_PARTNER_LAUNCH_URL: optionalUrl,
  VITE_PARTNER_DIAGNOSTICS_URL: optionalUrl,
  VITE_PARTNER_COMPLIANCE_URL: optionalUrl,
  VITE_OFFER_ENDS: z.optional(z.iso.date()),
});

export type MarketingEnv = z.infer<typeof schema>;

const blankToUndefined = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);

const raw: MarketingEnv = {
  VITE_SITE_URL: blankToUndefined(import.meta.env.VITE_SITE_URL),
  VITE_CONTACT_EMAIL: blankToUndefined(import.meta.env.VITE_CONTACT_EMAIL),
  VITE_CONTACT_PHONE: blankToUndefined(import.meta.env.VITE_CONTACT_PHONE),
  VITE_PARTNER_LAUNCH_URL: blankToUndefined(import.meta.env.VITE_PARTNER_LAUNCH_URL),
  VITE_PARTNER_DIAGNOSTICS_URL: blankToUndefined(import.meta.env.VITE_PARTNER_DIAGNOSTICS_URL),
  VITE_PARTNER_COMPLIANCE_URL: blankToUndefined(import.meta.env.VITE_PARTNER_COMPLIANCE_URL),
  VITE_OFFER_ENDS: blankToUndefined(import.meta.env.VITE_OFFER_ENDS),
};

/** Throws with every bad variable named. */
export function parseMarketingEnv(values: MarketingEnv): MarketingEnv {
  const parsed = z.safeParse(schema, values);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid marketing site configuration: ${problems}`);
  }
  return parsed.data;
}

export const env: MarketingEnv = import.meta.env.SSR ? parseMarketingEnv(raw) : raw;
