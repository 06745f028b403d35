import {
  ADD_ON_IDS,
  CatalogError,
  PACKAGES,
  RENEWAL_TERMS_TEXT,
  TERM_YEARS,
  addOnPrice,
  formatUsd,
  getPackage,
  hostingPlanFor,
  lineItemsFor,
  priceFor,
  renewalLabel,
  termLabel,
  totalCents,
  type AddOnId,
  type PackageId,
  type TermYears,
} from './catalog';

// docs/product.md §9, transcribed as display strings so the test reads like the table.
const PRICE_TABLE: Record<PackageId, Record<TermYears, string>> = {
  basic: { 1: '$475', 2: '$853', 5: '$1,587', 10: '$2,827' },
  starter: { 1: '$725', 2: '$1,103', 5: '$1,837', 10: '$3,077' },
  'business-growth': { 1: '$1,845', 2: '$2,343', 5: '$3,437', 10: '$5,277' },
};
const ADD_ON_TABLE: Record<AddOnId, Record<TermYears, string>> = {
  'logo-brand-kit': { 1: '$99', 2: '$99', 5: '$99', 10: '$99' },
  'domain-registration': { 1: '$99', 2: '$99', 5: '$149', 10: '$249' },
  'google-maps': { 1: '$99', 2: '$99', 5: '$99', 10: '$99' },
};
const dollars = (text: string): number => Number(text.replace(/[$,]/g, '')) * 100;

function subsets<T>(items: readonly T[]): T[][] {
  return items.reduce<T[][]>((acc, item) => acc.concat(acc.map((s) => [...s, item])), [[]]);
}

describe('catalogue (docs/product.md §9)', () => {
  it('lists the three packages in card order with the spec names', () => {
    expect(PACKAGES.map((p) => [p.id, p.name])).toEqual([
      ['basic', 'Basic Website'],
      ['starter', 'Starter Website'],
      ['business-growth', 'Business Growth Website'],
    ]);
  });

  describe.each(Object.entries(PRICE_TABLE))('%s one-time prices', (packageId, row) => {
    it.each(TERM_YEARS.map((t) => [t, row[t]] as const))('%i year(s) costs %s', (term, text) => {
      expect(priceFor(packageId, term)).toBe(dollars(text));
      expect(formatUsd(priceFor(packageId, term))).toBe(text);
      expect(totalCents(packageId, term)).toBe(dollars(text));
    });
  });

  it('renewal after the term: Basic and Starter $378/year, Business Growth $498/year', () => {
    expect(getPackage('basic').renewalCentsPerYear).toBe(37800);
    expect(getPackage('starter').renewalCentsPerYear).toBe(37800);
    expect(getPackage('business-growth').renewalCentsPerYear).toBe(49800);
    expect(renewalLabel('basic')).toBe('$378/year');
    expect(renewalLabel('business-growth')).toBe('$498/year');
    expect(RENEWAL_TERMS_TEXT).toBe('Renewal covers hosting, SSL, updates, backups and support, billed once per year, cancel anytime.');
  });

  it('Business Growth is Most Popular and Recommended for Restaurants; the others are neither', () => {
    const bg = getPackage('business-growth');
    expect(bg.popular).toBe(true);
    expect(bg.badge).toBe('Most Popular');
    expect(bg.recommendedLabel).toBe('Recommended for Restaurants');
    for (const id of ['basic', 'starter'] as const) {
      expect(getPackage(id).popular).toBe(false);
      expect(getPackage(id).recommendedLabel).toBeUndefined();
    }
    for (const p of PACKAGES) {
      expect(p.badge.length).toBeGreaterThan(0);
      expect(p.description.length).toBeGreaterThan(0);
      expect(p.recommendation.length).toBeGreaterThan(0);
    }
  });

  it('feature lists follow the spec', () => {
    expect(getPackage('basic').features).toEqual(['5 pages', '1 revision round']);
    expect(getPackage('starter').features).toEqual(['5 pages', '1 revision round', 'Free domain', 'Logo + Brand Kit worth $250']);
    expect(getPackage('business-growth').features).toEqual([
      'Up to 10 pages',
      '2 revision rounds',
      'Google Business Profile setup worth $99',
      'SEO Starter Pack (5 keywords) worth $350',
    ]);
  });

  it('only Basic offers add-ons', () => {
    expect(getPackage('basic').addOnIds).toEqual(['logo-brand-kit', 'domain-registration', 'google-maps']);
    expect(getPackage('starter').addOnIds).toEqual([]);
    expect(getPackage('business-growth').addOnIds).toEqual([]);
  });

  describe.each(Object.entries(ADD_ON_TABLE))('add-on %s', (addOnId, row) => {
    it.each(TERM_YEARS.map((t) => [t, row[t]] as const))('for %i year(s) costs %s', (term, text) => {
      expect(addOnPrice(addOnId, term)).toBe(dollars(text));
    });
  });

  describe('Basic totals: base price plus every combination of add-ons, at every term', () => {
    const cases = TERM_YEARS.flatMap((term) => subsets(ADD_ON_IDS).map((addOns) => [term, addOns] as const));
    it.each(cases)('term %i with %j', (term, addOns) => {
      const expected = dollars(PRICE_TABLE.basic[term]) + addOns.reduce((sum, a) => sum + dollars(ADD_ON_TABLE[a][term]), 0);
      expect(totalCents('basic', term, addOns)).toBe(expected);
    });

    it('spot checks written out by hand', () => {
      expect(formatUsd(totalCents('basic', 1, ['logo-brand-kit', 'domain-registration', 'google-maps']))).toBe('$772');
      expect(formatUsd(totalCents('basic', 5, ['domain-registration']))).toBe('$1,736');
      expect(formatUsd(totalCents('basic', 10, ['domain-registration']))).toBe('$3,076');
      expect(formatUsd(totalCents('basic', 10, ['logo-brand-kit', 'domain-registration', 'google-maps']))).toBe('$3,274');
      expect(formatUsd(totalCents('basic', 2, ['google-maps']))).toBe('$952');
    });
  });

  it('line items list the package first and then the add-ons with their term prices', () => {
    expect(lineItemsFor('basic', 5, ['google-maps', 'domain-registration'])).toEqual([
      { kind: 'package', id: 'basic', name: 'Basic Website', amountCents: 158700 },
      { kind: 'add-on', id: 'google-maps', name: 'Google Maps Integration', amountCents: 9900 },
      { kind: 'add-on', id: 'domain-registration', name: 'Domain Name Registration', amountCents: 14900 },
    ]);
  });

  describe('refuses what is not in the catalogue', () => {
    const reason = (fn: () => unknown): string | undefined => {
      try {
        fn();
      } catch (error) {
        return error instanceof CatalogError ? error.reason : 'not a CatalogError';
      }
      return undefined;
    };

    it.each([
      ['unknown package', () => priceFor('premium', 1), 'UNKNOWN_PACKAGE'],
      ['unknown term', () => priceFor('basic', 3), 'UNKNOWN_TERM'],
      ['fractional term', () => totalCents('basic', 1.5), 'UNKNOWN_TERM'],
      ['unknown add-on', () => totalCents('basic', 1, ['seo-pack']), 'UNKNOWN_ADD_ON'],
      ['add-on on Starter', () => totalCents('starter', 1, ['logo-brand-kit']), 'ADD_ON_NOT_OFFERED'],
      ['add-on on Business Growth', () => totalCents('business-growth', 2, ['google-maps']), 'ADD_ON_NOT_OFFERED'],
      ['duplicate add-on', () => totalCents('basic', 1, ['google-maps', 'google-maps']), 'DUPLICATE_ADD_ON'],
      ['unknown add-on price', () => addOnPrice('nope', 1), 'UNKNOWN_ADD_ON'],
      ['prototype key as package', () => getPackage('constructor'), 'UNKNOWN_PACKAGE'],
    ])('%s', (_name, fn, expected) => {
      expect(reason(fn)).toBe(expected);
    });
  });

  describe('formatUsd', () => {
    it.each([
      [0, '$0'],
      [99, '$0.99'],
      [9900, '$99'],
      [158700, '$1,587'],
      [1250, '$12.50'],
      [527700, '$5,277'],
      [123456789, '$1,234,567.89'],
      [-500, '-$5'],
    ])('%i cents → %s', (cents, text) => {
      expect(formatUsd(cents)).toBe(text);
    });

    it('refuses fractional cents', () => {
      expect(() => formatUsd(1.5)).toThrow(RangeError);
    });
  });

  it('hosting plans renew yearly at the package renewal price', () => {
    expect(hostingPlanFor('starter')).toEqual({
      id: 'hosting:starter',
      packageId: 'starter',
      name: 'Starter Website Hosting Renewal',
      amountCents: 37800,
      interval: 'year',
    });
    expect(hostingPlanFor('business-growth').amountCents).toBe(49800);
    expect(() => hostingPlanFor('gold')).toThrow(CatalogError);
  });

  it('termLabel', () => {
    expect(termLabel(1)).toBe('1 year');
    expect(termLabel(10)).toBe('10 years');
  });
});
