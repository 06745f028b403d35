import { registerAs } from '@nestjs/config';
import { z } from 'zod';
import { ADD_ON_IDS, PACKAGE_IDS, TERM_YEARS } from '@fw/shared-catalog';
import { ConfigurationError, intFromEnv, loadAppConfig, parseEnv } from '@fw/api-shared-infrastructure';

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** Catalogue key → Stripe price id (see `stripePriceKeys`). */
  prices: Readonly<Record<string, string>>;
  apiHost?: string;
  apiPort?: number;
  apiProtocol?: 'http' | 'https';
  timeoutMs: number;
  maxNetworkRetries: number;
  webhookToleranceSeconds: number;
}

export interface BillingConfig {
  provider: 'stripe' | 'sandbox';
  /** Origin for success/cancel URLs and the sandbox page. */
  publicUrl: string;
  /** Present when provider is 'stripe'. */
  stripe: StripeSettings | null;
}

/**
 * Every STRIPE_PRICES key the catalogue needs: `<package>:<term>`, `addon:<id>` or
 * `addon:<id>:<term>` (a per-term price wins; domain registration differs by term), `hosting:<package>`.
 */
export function requiredPriceSlots(): Array<{ name: string; accepts: string[] }> {
  const slots: Array<{ name: string; accepts: string[] }> = [];
  for (const pkg of PACKAGE_IDS) for (const term of TERM_YEARS) slots.push({ name: `${pkg}:${term}`, accepts: [`${pkg}:${term}`] });
  for (const addOn of ADD_ON_IDS) {
    for (const term of TERM_YEARS) slots.push({ name: `addon:${addOn}:${term}`, accepts: [`addon:${addOn}:${term}`, `addon:${addOn}`] });
  }
  for (const pkg of PACKAGE_IDS) slots.push({ name: `hosting:${pkg}`, accepts: [`hosting:${pkg}`] });
  return slots;
}

function knownPriceKeys(): Set<string> {
  return new Set(requiredPriceSlots().flatMap((slot) => slot.accepts));
}

export function parseStripePrices(raw: string | undefined): Record<string, string> {
  if (!raw) throw new ConfigurationError(['STRIPE_PRICES: required when STRIPE_SECRET_KEY is set (JSON object of catalogue key → price id)']);
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new ConfigurationError(['STRIPE_PRICES: must be a JSON object']);
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new ConfigurationError(['STRIPE_PRICES: must be a JSON object']);
  const problems: string[] = [];
  const known = knownPriceKeys();
  const prices: Record<string, string> = {};
  for (const [key, value] of Object.entries(parsed as Record<string, unknown>)) {
    if (!known.has(key)) problems.push(`STRIPE_PRICES: unknown key "${key}"`);
    else if (typeof value !== 'string' || !/^price_[A-Za-z0-9_]{1,200}$/.test(value))
      problems.push(`STRIPE_PRICES: "${key}" must be a Stripe price id (price_...)`);
    else prices[key] = value;
  }
  const missing = requiredPriceSlots()
    .filter((slot) => !slot.accepts.some((key) => key in prices))
    .map((slot) => slot.accepts.join(' or '));
  if (missing.length) problems.push(`STRIPE_PRICES: missing ${missing.join(', ')}`);
  if (problems.length) throw new ConfigurationError(problems);
  return prices;
}

export function loadBillingConfig(env: NodeJS.ProcessEnv = process.env): BillingConfig {
  const app = loadAppConfig(env);
  const raw = parseEnv(
    {
      PAYMENT_PROVIDER: z.enum(['stripe', 'sandbox']).optional(),
      STRIPE_SECRET_KEY: z
        .string()
        .regex(/^(sk|rk)_(test|live)_\S+$/, 'must be a Stripe secret key (sk_test_..., sk_live_...)')
        .optional(),
      STRIPE_WEBHOOK_SECRET: z
        .string()
        .regex(/^whsec_\S+$/, 'must start with whsec_')
        .optional(),
      STRIPE_PRICES: z.string().optional(),
      STRIPE_API_HOST: z
        .string()
        .regex(/^[A-Za-z0-9.-]+$/, 'must be a host name')
        .optional(),
      STRIPE_API_PORT: z.coerce.number().int().min(1).max(65535).optional(),
      STRIPE_API_PROTOCOL: z.enum(['http', 'https']).optional(),
      STRIPE_TIMEOUT_MS: intFromEnv(20000, 100, 120000),
      STRIPE_MAX_NETWORK_RETRIES: intFromEnv(2, 0, 5),
      STRIPE_WEBHOOK_TOLERANCE_SECONDS: intFromEnv(300, 1, 3600),
    },
    env,
  );
  const provider = raw.PAYMENT_PROVIDER ?? (raw.STRIPE_SECRET_KEY ? 'stripe' : 'sandbox');
  if (provider === 'sandbox') {
    // The sandbox marks orders paid without money: never by accident on a live deployment.
    if (app.nodeEnv === 'production' && raw.PAYMENT_PROVIDER !== 'sandbox') {
      throw new ConfigurationError(['STRIPE_SECRET_KEY: required in production (or set PAYMENT_PROVIDER=sandbox for a demo)']);
    }
    return { provider, publicUrl: app.publicUrl, stripe: null };
  }
  const problems: string[] = [];
  if (!raw.STRIPE_SECRET_KEY) problems.push('STRIPE_SECRET_KEY: required when PAYMENT_PROVIDER=stripe');
  if (!raw.STRIPE_WEBHOOK_SECRET) problems.push('STRIPE_WEBHOOK_SECRET: required with STRIPE_SECRET_KEY (whsec_...)');
  if (problems.length) throw new ConfigurationError(problems);
  return {
    provider,
    publicUrl: app.publicUrl,
    stripe: {
      secretKey: raw.STRIPE_SECRET_KEY!,
      webhookSecret: raw.STRIPE_WEBHOOK_SECRET!,
      prices: parseStripePrices(raw.STRIPE_PRICES),
      apiHost: raw.STRIPE_API_HOST,
      apiPort: raw.STRIPE_API_PORT,
      apiProtocol: raw.STRIPE_API_PROTOCOL,
      timeoutMs: raw.STRIPE_TIMEOUT_MS,
      maxNetworkRetries: raw.STRIPE_MAX_NETWORK_RETRIES,
      webhookToleranceSeconds: raw.STRIPE_WEBHOOK_TOLERANCE_SECONDS,
    },
  };
}

export const billingConfig = registerAs('billing', () => loadBillingConfig());
