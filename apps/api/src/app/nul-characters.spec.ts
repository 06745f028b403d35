import { hasNulCharacter, urlHasNulCharacter } from './nul-characters';

const raw = (value: unknown) => Buffer.from(JSON.stringify(value));

describe('hasNulCharacter', () => {
  it('finds a NUL anywhere in a JSON document', () => {
    expect(hasNulCharacter(raw({ a: 'x\u0000y' }))).toBe(true);
    expect(hasNulCharacter(raw(['\u0000']))).toBe(true);
    expect(hasNulCharacter(raw({ 'k\u0000': 1 }))).toBe(true);
    expect(hasNulCharacter(Buffer.from('"\\\\\\u0000"'))).toBe(true); // \\ then \u0000
  });

  it('ignores an escaped backslash followed by "u0000", and other escapes', () => {
    expect(hasNulCharacter(raw({ a: '\\u0000' }))).toBe(false);
    expect(hasNulCharacter(Buffer.from('"\\\\\\\\u0000"'))).toBe(false); // \\\\ then u0000
    expect(hasNulCharacter(raw({ a: '\u0001 é \n' }))).toBe(false);
    expect(hasNulCharacter(Buffer.from('{}'))).toBe(false);
  });
});

describe('urlHasNulCharacter', () => {
  it('finds %00 in a path or query, nothing else', () => {
    expect(urlHasNulCharacter('/api/public/sites/a%00b/content')).toBe(true);
    expect(urlHasNulCharacter('/api/admin/submissions?q=%00')).toBe(true);
    expect(urlHasNulCharacter('/api/admin/submissions?q=100%25%200')).toBe(false);
    expect(urlHasNulCharacter('/api/health')).toBe(false);
  });
});
