// The one e-mail rule of the product: the API's DTO validation, its mail outbox and billing, the
// dashboard's and the marketing site's forms all ask EmailAddress, so a form never accepts what
// the server then refuses (or the other way).

/** What every form shows beside an e-mail field that fails the rule. */
export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email address';

const MAX_LENGTH = 254;
const MAX_LOCAL_LENGTH = 64;
const LOCAL_PART = /^[\p{L}\p{N}!#$%&'*+/=?^_`{|}~-]+(\.[\p{L}\p{N}!#$%&'*+/=?^_`{|}~-]+)*$/u;
const LABEL = /^[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?$/u;
const TOP_LEVEL = /^(?:\p{L}{2,63}|xn--[a-z0-9-]{1,59})$/iu;

/**
 * An e-mail address a message can be sent to: `local@domain.tld`, with a dot-atom local part of at
 * most 64 characters, a domain of at least two labels and a top-level domain of letters (or
 * punycode), at most 254 characters in all. No quoted local parts, IP-literal domains or display
 * names ("Dana <dana@example.com>").
 *
 * `EmailAddress.isValid` checks a value as given (callers trim first); `EmailAddress.parse` trims
 * and answers the value object or null. Two addresses are the same mailbox when they are equal
 * ignoring case (`sameAs`), which is how accounts and orders compare them.
 */
export class EmailAddress {
  private constructor(readonly value: string) {}

  static isValid(value: unknown): value is string {
    if (typeof value !== 'string' || value.length > MAX_LENGTH) return false;
    const at = value.lastIndexOf('@');
    if (at <= 0 || at === value.length - 1) return false;
    const local = value.slice(0, at);
    const domain = value.slice(at + 1);
    if (local.length > MAX_LOCAL_LENGTH || !LOCAL_PART.test(local)) return false;
    const labels = domain.split('.');
    if (labels.length < 2) return false;
    return labels.every((label) => LABEL.test(label)) && TOP_LEVEL.test(labels[labels.length - 1]);
  }

  /** The address typed (surrounding spaces dropped), or null when it breaks the rule. */
  static parse(input: unknown): EmailAddress | null {
    if (typeof input !== 'string') return null;
    const value = input.trim();
    return EmailAddress.isValid(value) ? new EmailAddress(value) : null;
  }

  /** The same mailbox: equal ignoring case. */
  sameAs(other: EmailAddress | string): boolean {
    const value = typeof other === 'string' ? other.trim() : other.value;
    return this.value.toLowerCase() === value.toLowerCase();
  }

  toString(): string {
    return this.value;
  }
}
