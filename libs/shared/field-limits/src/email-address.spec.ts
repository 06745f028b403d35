import { EmailAddress } from './email-address';

describe('EmailAddress.isValid (the one e-mail rule of forms and API)', () => {
  it.each([
    'dana@example.com',
    'dana.diaz+quotes@mail.example.co.uk',
    "o'neil@bakery.fl.us",
    'x@xn--bcher-kva.com',
    'josé@café.com',
    `${'a'.repeat(64)}@example.com`,
  ])('accepts %s', (value) => expect(EmailAddress.isValid(value)).toBe(true));

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
  ])('refuses %j', (value) => expect(EmailAddress.isValid(value)).toBe(false));

  it('refuses what is not a string', () => {
    expect(EmailAddress.isValid(undefined)).toBe(false);
    expect(EmailAddress.isValid(42)).toBe(false);
  });
});

describe('EmailAddress', () => {
  it('parses a valid address, dropping the spaces around it', () => {
    expect(EmailAddress.parse('  dana@example.com ')?.value).toBe('dana@example.com');
    expect(String(EmailAddress.parse('josé@café.com'))).toBe('josé@café.com');
  });

  it.each(['', '   ', 'dana', 'dana@example', 'Dana <dana@example.com>', 'dana..diaz@example.com', undefined, null, 42])('parses %j to null', (value) => {
    expect(EmailAddress.parse(value)).toBeNull();
  });

  it('names the same mailbox whatever the case, and only that one', () => {
    const dana = EmailAddress.parse('Dana@Example.com')!;
    expect(dana.sameAs('dana@example.com')).toBe(true);
    expect(dana.sameAs(' DANA@EXAMPLE.COM ')).toBe(true);
    expect(dana.sameAs(EmailAddress.parse('dana@example.com')!)).toBe(true);
    expect(dana.sameAs('dana@example.org')).toBe(false);
  });
});
