import { effectiveRole } from './account';
import { normalizeEmail, normalizeFullName } from './password-policy';

describe('accounts domain rules', () => {
  it('makes a user without a role row an editor and any admin row an admin', () => {
    expect(effectiveRole([])).toBe('editor');
    expect(effectiveRole(['editor'])).toBe('editor');
    expect(effectiveRole(['editor', 'admin'])).toBe('admin');
  });

  it('normalises e-mail addresses and blank names', () => {
    expect(normalizeEmail('  Jane.Doe@Example.COM ')).toBe('jane.doe@example.com');
    expect(normalizeFullName('  ')).toBeNull();
    expect(normalizeFullName(undefined)).toBeNull();
    expect(normalizeFullName(' Jane Doe ')).toBe('Jane Doe');
  });
});
