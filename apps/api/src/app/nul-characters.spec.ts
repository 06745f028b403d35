import { hasNulCharacter, nulFieldPath, urlHasNulCharacter } from './nul-characters';

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

describe('nulFieldPath', () => {
  it('names the field as validation errors do', () => {
    expect(nulFieldPath({ business_name: 'a\u0000' })).toBe('business_name');
    expect(nulFieldPath({ uploaded_files: ['ok.pdf', 'bad\u0000.pdf'] })).toBe('uploaded_files');
    expect(nulFieldPath({ sections: [{ content_value: 'ok' }, { content_value: '\u0000' }] })).toBe('sections.1.content_value');
    expect(nulFieldPath({ 'odd\u0000key': 1 })).toBe('oddkey');
    expect(nulFieldPath('\u0000')).toBe('body');
    expect(nulFieldPath({ fine: ['a', { b: 'c' }], n: 1, z: null })).toBeUndefined();
  });
});
