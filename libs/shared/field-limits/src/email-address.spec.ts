import { isEmailAddress } from './email-address';

describe('isEmailAddress (the one e-mail rule of forms and API)', () => {
  it.each([
    'dana@example.com',
    'dana.diaz+quotes@mail.example.co.uk',
    "o'neil@bakery.fl.us",
    'x@xn--bcher-kva.com',
    'josé@café.com',
    `${'a'.repeat(64)}@example.com`,
  ])('accepts %s', (value) => expect(isEmailAddress(value)).toBe(true));

  it.each([
    '',
    'dana',
    'dana@example',
    'dana@example.',
    'dana@.com',
    '@example.com',
    'dana@',
    'dana@@example.com',
    'dana@exa mple.com',
    ' dana@example.com',
    'dana..diaz@example.com',
    '.dana@example.com',
    'dana@-example.com',
    'dana@example.c',
    'dana@example.123',
    'Dana <dana@example.com>',
    `${'a'.repeat(65)}@example.com`,
    `a@${'b'.repeat(250)}.com`,
  ])('refuses %j', (value) => expect(isEmailAddress(value)).toBe(false));

  it('refuses what is not a string', () => {
    expect(isEmailAddress(undefined)).toBe(false);
    expect(isEmailAddress(42)).toBe(false);
  });
});
