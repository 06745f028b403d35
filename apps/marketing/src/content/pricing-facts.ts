import { addOnPrice, formatUsd, getPackage, PACKAGES, priceFor, renewalLabel, TERM_YEARS } from '@fw/shared-catalog';

// What the marketing copy says about prices, terms and timelines, derived from the catalogue so the
// Home page, the FAQ, /resources and the Terms say what the pricing cards say.

const basic = getPackage('basic');
const allPrices = PACKAGES.flatMap((pkg) => TERM_YEARS.map((term) => ({ pkg, term, cents: priceFor(pkg.id, term) })));
const highest = allPrices.reduce((top, entry) => (entry.cents > top.cents ? entry : top));
const lowestDomainAddOn = Math.min(...TERM_YEARS.map((term) => addOnPrice('domain-registration', term)));

export const startingPrice = formatUsd(priceFor('basic', 1));
export const basicName = basic.name;
/** The dearest package and term in the catalogue (the FAQ's upper bound). */
export const highestPrice = { amount: formatUsd(highest.cents), packageName: highest.pkg.name, termYears: highest.term };
export const basicRenewal = renewalLabel('basic');
export const domainAddOnFrom = formatUsd(lowestDomainAddOn);

/** As the Basic card says it: hosting and SSL for the term; the domain is an add-on. */
export const basicIncludes = `hosting and SSL for your term, with domain registration as an add-on from ${domainAddOnFrom}`;

/** Package prices are paid once per term; hosting then renews yearly. */
export const paymentModel = `Package prices are paid once for the term you choose (1, 2, 5 or 10 years). After that term, hosting renews yearly from ${basicRenewal}.`;
