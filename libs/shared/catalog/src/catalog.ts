/**
 * The package catalogue of docs/product.md §9: the single source of prices for the API (checkout line items,
 * order amounts) and the marketing site (pricing cards). Pure TypeScript: no Node or browser APIs.
 * Every amount is an integer number of US cents; display strings are derived with `formatUsd`.
 */

export const PACKAGE_IDS = ['basic', 'starter', 'business-growth'] as const;
export type PackageId = (typeof PACKAGE_IDS)[number];

/** Years of hosting (and domain where included) bought up front. */
export const TERM_YEARS = [1, 2, 5, 10] as const;
export type TermYears = (typeof TERM_YEARS)[number];

export const ADD_ON_IDS = ['logo-brand-kit', 'domain-registration', 'google-maps'] as const;
export type AddOnId = (typeof ADD_ON_IDS)[number];

export const CURRENCY = 'usd' as const;

/** docs/product.md §9, verbatim: what the yearly renewal after the term covers. */
export const RENEWAL_TERMS_TEXT = 'Renewal covers hosting, SSL, updates, backups and support, billed once per year, cancel anytime.';

export type PricesByTerm = Readonly<Record<TermYears, number>>;

export interface CatalogAddOn {
  readonly id: AddOnId;
  readonly name: string;
  /** Price in cents for each term (the same value for every term unless the spec says otherwise). */
  readonly pricesCents: PricesByTerm;
}

export interface CatalogPackage {
  readonly id: PackageId;
  readonly name: string;
  readonly badge: string;
  readonly description: string;
  /** Who the package suits, shown on the card. */
  readonly recommendation: string;
  /** Optional highlighted label, e.g. 'Recommended for Restaurants'. */
  readonly recommendedLabel?: string;
  /** Marked 'Most Popular'. */
  readonly popular: boolean;
  readonly features: readonly string[];
  /** One-time price in cents for each term. */
  readonly pricesCents: PricesByTerm;
  /** Yearly renewal after the term, in cents (the hosting subscription). */
  readonly renewalCentsPerYear: number;
  /** Add-ons offered with this package (Basic only, docs/product.md §9). */
  readonly addOnIds: readonly AddOnId[];
}

const dollars = (amount: number): number => amount * 100;

const flat = (cents: number): PricesByTerm => ({ 1: cents, 2: cents, 5: cents, 10: cents });

export const ADD_ONS: readonly CatalogAddOn[] = [
  { id: 'logo-brand-kit', name: 'Logo + Brand Kit', pricesCents: flat(dollars(99)) },
  {
    id: 'domain-registration',
    name: 'Domain Name Registration',
    pricesCents: { 1: dollars(99), 2: dollars(99), 5: dollars(149), 10: dollars(249) },
  },
  { id: 'google-maps', name: 'Google Maps Integration', pricesCents: flat(dollars(99)) },
];

export const PACKAGES: readonly CatalogPackage[] = [
  {
    id: 'basic',
    name: 'Basic Website',
    badge: 'Essential',
    description: 'A custom, mobile-optimized website that gets your small business online.',
    recommendation: 'Best for new businesses that need a simple, professional online presence.',
    popular: false,
    features: ['5 pages', '1 revision round'],
    pricesCents: { 1: dollars(475), 2: dollars(853), 5: dollars(1587), 10: dollars(2827) },
    renewalCentsPerYear: dollars(378),
    addOnIds: ['logo-brand-kit', 'domain-registration', 'google-maps'],
  },
  {
    id: 'starter',
    name: 'Starter Website',
    badge: 'Brand Ready',
    description: 'A custom website with your own domain and a logo and brand kit included.',
    recommendation: 'Best for businesses that also need a domain name and a brand identity.',
    popular: false,
    features: ['5 pages', '1 revision round', 'Free domain', 'Logo + Brand Kit worth $250'],
    pricesCents: { 1: dollars(725), 2: dollars(1103), 5: dollars(1837), 10: dollars(3077) },
    renewalCentsPerYear: dollars(378),
    addOnIds: [],
  },
  {
    id: 'business-growth',
    name: 'Business Growth Website',
    badge: 'Most Popular',
    description: 'More pages, a Google Business Profile and an SEO starter pack to help customers find you.',
    recommendation: 'Best for established businesses that want to be found on Google and grow.',
    recommendedLabel: 'Recommended for Restaurants',
    popular: true,
    features: ['Up to 10 pages', '2 revision rounds', 'Google Business Profile setup worth $99', 'SEO Starter Pack (5 keywords) worth $350'],
    pricesCents: { 1: dollars(1845), 2: dollars(2343), 5: dollars(3437), 10: dollars(5277) },
    renewalCentsPerYear: dollars(498),
    addOnIds: [],
  },
];

export type CatalogErrorReason = 'UNKNOWN_PACKAGE' | 'UNKNOWN_TERM' | 'UNKNOWN_ADD_ON' | 'ADD_ON_NOT_OFFERED' | 'DUPLICATE_ADD_ON';

/** Thrown for an id or term that is not in the catalogue, or an add-on the package does not offer. */
export class CatalogError extends Error {
  constructor(
    readonly reason: CatalogErrorReason,
    readonly item: string,
    message: string,
  ) {
    super(message);
    this.name = 'CatalogError';
  }
}

export function isPackageId(value: unknown): value is PackageId {
  return typeof value === 'string' && (PACKAGE_IDS as readonly string[]).includes(value);
}

export function isTermYears(value: unknown): value is TermYears {
  return typeof value === 'number' && (TERM_YEARS as readonly number[]).includes(value);
}

export function isAddOnId(value: unknown): value is AddOnId {
  return typeof value === 'string' && (ADD_ON_IDS as readonly string[]).includes(value);
}

/** The package with that id, or undefined. */
export function findPackage(id: string): CatalogPackage | undefined {
  return PACKAGES.find((p) => p.id === id);
}

/** The package with that id; throws CatalogError('UNKNOWN_PACKAGE') for an id not in the catalogue. */
export function getPackage(id: PackageId | string): CatalogPackage {
  const found = findPackage(id);
  if (!found) throw new CatalogError('UNKNOWN_PACKAGE', String(id), `Unknown package: ${String(id)}`);
  return found;
}

/** The add-on with that id; throws CatalogError('UNKNOWN_ADD_ON'). */
export function getAddOn(id: AddOnId | string): CatalogAddOn {
  const found = ADD_ONS.find((a) => a.id === id);
  if (!found) throw new CatalogError('UNKNOWN_ADD_ON', String(id), `Unknown add-on: ${String(id)}`);
  return found;
}

function assertTerm(termYears: number): asserts termYears is TermYears {
  if (!isTermYears(termYears)) {
    throw new CatalogError('UNKNOWN_TERM', String(termYears), `Unknown term: ${String(termYears)} years`);
  }
}

/** One-time price in cents of a package for a term. */
export function priceFor(packageId: PackageId | string, termYears: TermYears | number): number {
  const pkg = getPackage(packageId);
  assertTerm(termYears);
  return pkg.pricesCents[termYears];
}

/** Price in cents of an add-on for a term (domain registration depends on the term). */
export function addOnPrice(addOnId: AddOnId | string, termYears: TermYears | number): number {
  const addOn = getAddOn(addOnId);
  assertTerm(termYears);
  return addOn.pricesCents[termYears];
}

export interface CatalogLineItem {
  readonly kind: 'package' | 'add-on';
  readonly id: PackageId | AddOnId;
  readonly name: string;
  readonly amountCents: number;
}

/**
 * The line items of a purchase: the package for the term first, then the add-ons in the order given.
 * Throws CatalogError for an unknown package, term or add-on, an add-on the package does not offer,
 * or an add-on listed twice.
 */
export function lineItemsFor(packageId: PackageId | string, termYears: TermYears | number, addOnIds: readonly (AddOnId | string)[] = []): CatalogLineItem[] {
  const pkg = getPackage(packageId);
  assertTerm(termYears);
  const items: CatalogLineItem[] = [{ kind: 'package', id: pkg.id, name: pkg.name, amountCents: pkg.pricesCents[termYears] }];
  const seen = new Set<string>();
  for (const addOnId of addOnIds) {
    const addOn = getAddOn(addOnId);
    if (!pkg.addOnIds.includes(addOn.id)) {
      throw new CatalogError('ADD_ON_NOT_OFFERED', addOn.id, `${addOn.name} is not offered with the ${pkg.name}`);
    }
    if (seen.has(addOn.id)) {
      throw new CatalogError('DUPLICATE_ADD_ON', addOn.id, `${addOn.name} is listed more than once`);
    }
    seen.add(addOn.id);
    items.push({ kind: 'add-on', id: addOn.id, name: addOn.name, amountCents: addOn.pricesCents[termYears] });
  }
  return items;
}

/** docs/product.md §9: the total is the base price plus the selected add-ons (cents). Same errors as lineItemsFor. */
export function totalCents(packageId: PackageId | string, termYears: TermYears | number, addOnIds: readonly (AddOnId | string)[] = []): number {
  return lineItemsFor(packageId, termYears, addOnIds).reduce((sum, item) => sum + item.amountCents, 0);
}

/** '$1,587' for 158700; cents are shown only when not whole dollars ('$12.50'). Negative: '-$5'. */
export function formatUsd(cents: number): string {
  if (!Number.isInteger(cents)) throw new RangeError(`Amount must be an integer number of cents: ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const whole = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const rest = abs % 100;
  return `${sign}$${whole}${rest === 0 ? '' : `.${rest.toString().padStart(2, '0')}`}`;
}

export interface HostingPlan {
  /** `hosting:<packageId>` */
  readonly id: string;
  readonly packageId: PackageId;
  readonly name: string;
  /** Charged once per year (the renewal price). */
  readonly amountCents: number;
  readonly interval: 'year';
}

/** The yearly hosting renewal subscription of a package (docs/product.md §9 renewal price). */
export function hostingPlanFor(packageId: PackageId | string): HostingPlan {
  const pkg = getPackage(packageId);
  return {
    id: `hosting:${pkg.id}`,
    packageId: pkg.id,
    name: `${pkg.name} Hosting Renewal`,
    amountCents: pkg.renewalCentsPerYear,
    interval: 'year',
  };
}

/** '1 year', '2 years'. */
export function termLabel(termYears: TermYears | number): string {
  return termYears === 1 ? '1 year' : `${termYears} years`;
}

/** '$378/year' for the renewal after the term. */
export function renewalLabel(packageId: PackageId | string): string {
  return `${formatUsd(getPackage(packageId).renewalCentsPerYear)}/year`;
}

/**
 * Where a buyer who cancels a checkout (Stripe's cancel_url, the sandbox's Cancel) comes back: the
 * pricing page, told by the parameter to forget the checkout it stored and to say nothing was charged.
 */
export const CHECKOUT_CANCELLED_PARAM = 'checkout';
export const CHECKOUT_CANCELLED_VALUE = 'cancelled';
export const CHECKOUT_CANCELLED_PATH = `/pricing?${CHECKOUT_CANCELLED_PARAM}=${CHECKOUT_CANCELLED_VALUE}`;
/** A hosting renewal is set up from the client's Billing page: giving up returns there. */
export const HOSTING_CHECKOUT_CANCELLED_PATH = `/dashboard/billing?${CHECKOUT_CANCELLED_PARAM}=${CHECKOUT_CANCELLED_VALUE}`;
