import { MAX_NAMED_TEXTS, namedByText, pgTimestamp, sqlStatement } from './sql-reader';

describe('pgTimestamp', () => {
  it.each([
    ['2026-11-21 10:00:00+00', '2026-11-21T10:00:00.000Z'],
    ['2026-11-21 10:00:00.5+00', '2026-11-21T10:00:00.500Z'],
    ['2026-11-21 10:00:00.12+00', '2026-11-21T10:00:00.120Z'],
    ['2026-11-21 10:00:00.123+00', '2026-11-21T10:00:00.123Z'],
    ['2026-11-21 23:59:59.999999+00', '2026-11-21T23:59:59.999Z'],
    ['2024-02-29 00:00:00.000001+00', '2024-02-29T00:00:00.000Z'],
    ['2026-11-21 10:00:00.25+05:30', '2026-11-21T04:30:00.250Z'],
    ['2026-11-21 10:00:00-04', '2026-11-21T14:00:00.000Z'],
  ])('reads %s as PostgreSQL means it', (text, iso) => {
    expect(pgTimestamp(text).toISOString()).toBe(iso);
  });

  it('passes dates through', () => {
    const d = new Date();
    expect(pgTimestamp(d)).toBe(d);
  });
});

describe('sqlStatement', () => {
  it('refuses one name for two texts (prepared statement names are per connection)', () => {
    sqlStatement('spec_same', 'select 1');
    expect(() => sqlStatement('spec_same', 'select 1')).not.toThrow();
    expect(() => sqlStatement('spec_same', 'select 2')).toThrow(/defined twice/);
  });
});

describe('namedByText', () => {
  it('gives one text one stable name and another text another, up to a cap; past it new texts go unnamed', () => {
    const a = namedByText('select 1 limit $1');
    expect(a.name).toMatch(/^list_[0-9a-f]{32}$/);
    expect(namedByText('select 1 limit $1')).toEqual(a);
    expect(namedByText('select 2 limit $1').name).not.toBe(a.name);
    for (let i = 0; namedByText(`select ${i}`).name; i++) expect(i).toBeLessThan(MAX_NAMED_TEXTS);
    expect(namedByText('select 1 limit $1')).toEqual(a);
    expect(namedByText('a text never seen before')).toEqual({ text: 'a text never seen before' });
  });
});
