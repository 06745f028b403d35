/**
 * Launch safety: a build for a real public origin must not ship the placeholder contact details
 * or partner links. "Real" means VITE_SITE_URL (or PUBLIC_URL) names a host that is not local or
 * reserved for examples; development, tests and benchmarks build for localhost and keep the
 * placeholders. Pure: called while prerendering, so a problem fails `npm run build`.
 */

const RESERVED_HOST = /(^|\.)(localhost|example|test|invalid|local)$|^127\.|^\[?::1\]?$|^0\.0\.0\.0$/i;

export const isReservedHost = (host: string): boolean => RESERVED_HOST.test(host);

/** US numbers 555-0100 to 555-0199 are reserved for fiction (the placeholder is one of them). */
const FICTIONAL_PHONE = /555\D?01\d\d\D*$/;

export interface LaunchValues {
  siteUrl: string;
  email: string;
  phone: string;
  partnerUrls: Record<'VITE_PARTNER_LAUNCH_URL' | 'VITE_PARTNER_DIAGNOSTICS_URL' | 'VITE_PARTNER_COMPLIANCE_URL', string>;
}

/** Every placeholder still set, named by its variable; empty for a development origin. */
export function launchProblems(values: LaunchValues): string[] {
  if (isReservedHost(new URL(values.siteUrl).hostname)) return [];
  const problems: string[] = [];
  const emailHost = values.email.slice(values.email.lastIndexOf('@') + 1);
  if (isReservedHost(emailHost)) problems.push(`VITE_CONTACT_EMAIL is still the placeholder ${values.email}`);
  if (FICTIONAL_PHONE.test(values.phone)) problems.push(`VITE_CONTACT_PHONE is still the placeholder ${values.phone}`);
  for (const [name, url] of Object.entries(values.partnerUrls)) {
    if (isReservedHost(new URL(url).hostname)) problems.push(`${name} is still the placeholder ${url}`);
  }
  return problems;
}

export function assertLaunchReady(values: LaunchValues): void {
  const problems = launchProblems(values);
  if (problems.length > 0) {
    throw new Error(
      `The marketing site is built for ${values.siteUrl} with placeholder details: ${problems.join('; ')}. Set the real values before building for production.`,
    );
  }
}
