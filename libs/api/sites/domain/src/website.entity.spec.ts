import { checkClientMayPublish, normalizeHostName, Website } from './website.entity';

describe('normalizeHostName', () => {
  it.each([
    ['example.com', 'example.com'],
    ['WWW.Example.COM', 'www.example.com'],
    ['  my-site.co.uk. ', 'my-site.co.uk'],
    ['a1.b2.example', 'a1.b2.example'],
    ['xn--bcher-kva.example', 'xn--bcher-kva.example'],
  ])('accepts %s as %s', (input, expected) => {
    expect(normalizeHostName(input)).toBe(expected);
  });

  it.each([
    '',
    'localhost',
    'http://example.com',
    'example.com/path',
    'exa mple.com',
    '-example.com',
    'example-.com',
    'example..com',
    '.example.com',
    '192.168.0.1',
    'bücher.example',
    `${'a'.repeat(64)}.com`,
    `${'a.'.repeat(127)}com`,
    'under_score.com',
  ])('refuses %s', (input) => {
    expect(normalizeHostName(input)).toBeNull();
  });
});

describe('Website', () => {
  it('trims the name, lower-cases the domain and treats empty as none', () => {
    const w = Website.create({ id: 'w', name: '  Bakery ', domain: 'Bakery.Example', template: '  ' });
    expect(w).toMatchObject({ name: 'Bakery', domain: 'bakery.example', template: null, ownerId: null });
    w.changeDomain('');
    expect(w.domain).toBeNull();
  });

  it('refuses blank or long names, bad domains and long templates with a field error', () => {
    expect(() => Website.create({ id: 'w', name: '   ' })).toThrow(
      expect.objectContaining({ code: 'SITES.INVALID_FIELD', details: { fields: { name: [expect.any(String)] } } }),
    );
    expect(() => Website.create({ id: 'w', name: 'x'.repeat(201) })).toThrow('name must be 1 to 200 characters');
    expect(() => Website.create({ id: 'w', name: 'ok', domain: 'not a host' })).toThrow('domain must be a valid host name such as example.com');
    expect(() => Website.create({ id: 'w', name: 'ok', template: 't'.repeat(101) })).toThrow('template must be at most 100 characters');
  });
});

describe('Website review before publishing', () => {
  const site = (requiresReview: boolean) => Object.assign(Website.create({ id: 'w', name: 'Sunny' }), { requiresReview });
  const post = (seenBefore: boolean, seenAfter: boolean) => ({ kind: 'post', seenBefore, seenAfter }) as const;

  it('lets a client change posts nobody sees, but nothing visitors see or will see, while review is on', () => {
    expect(() => checkClientMayPublish(site(true), post(false, false))).not.toThrow();
    expect(() => checkClientMayPublish(site(true), post(false, true))).toThrow(expect.objectContaining({ code: 'SITES.REVIEW_REQUIRED' }));
    expect(() => checkClientMayPublish(site(true), post(true, false))).toThrow(expect.objectContaining({ code: 'SITES.REVIEW_REQUIRED' }));
    expect(() => checkClientMayPublish(site(false), post(true, true))).not.toThrow();
  });

  it("refuses a client's publish of sections while review is on, and only then", () => {
    expect(() => checkClientMayPublish(site(true), { kind: 'sections' })).toThrow(expect.objectContaining({ code: 'SITES.REVIEW_REQUIRED' }));
    expect(() => checkClientMayPublish(site(false), { kind: 'sections' })).not.toThrow();
  });
});
