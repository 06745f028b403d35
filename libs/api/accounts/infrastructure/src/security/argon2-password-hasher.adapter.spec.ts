import { Argon2PasswordHasherAdapter } from './argon2-password-hasher.adapter';
import { expectOwaspArgon2id } from '../../test/accounts-test-support';

describe('Argon2PasswordHasherAdapter', () => {
  const hasher = new Argon2PasswordHasherAdapter();

  it('hashes with argon2id at OWASP parameters and a fresh salt', async () => {
    const a = await hasher.hash('secret1');
    const b = await hasher.hash('secret1');
    expectOwaspArgon2id(a);
    expect(a).not.toBe(b);
    expect(await hasher.verify(a, 'secret1')).toBe(true);
    expect(await hasher.verify(a, 'secret2')).toBe(false);
  });

  it('tells apart long passwords that differ only after byte 72 (no bcrypt-style truncation)', async () => {
    const base = 'é'.repeat(40); // 80 bytes in UTF-8
    const hash = await hasher.hash(`${base}A`);
    expect(await hasher.verify(hash, `${base}A`)).toBe(true);
    expect(await hasher.verify(hash, `${base}B`)).toBe(false);
  });

  it('answers false, never throws, for an unreadable hash', async () => {
    await expect(hasher.verify('not-a-hash', 'secret1')).resolves.toBe(false);
    await expect(hasher.verify('', '')).resolves.toBe(false);
  });
});
