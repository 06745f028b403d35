// The one e-mail rule of the product: the contact form, the questionnaire and the API's DTOs all
// call isEmailAddress, so a form never accepts what the server then refuses (or the other way).

/** What every form shows beside an e-mail field that fails the rule. */
export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email address';

const MAX_LENGTH = 254;
const MAX_LOCAL_LENGTH = 64;
const LOCAL_PART = /^[\p{L}\p{N}!#$%&'*+/=?^_`{|}~-]+(\.[\p{L}\p{N}!#$%&'*+/=?^_`{|}~-]+)*$/u;
const LABEL = /^[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?$/u;
const TOP_LEVEL = /^(?:\p{L}{2,63}|xn--[a-z0-9-]{1,59})$/iu;

/**
 * A mailbox a message can be sent to: `local@domain.tld`, with a dot-atom local part of at most 64
 * characters, a domain of at least two labels and a top-level domain of letters (or punycode), at
 * most 254 characters in all. Checks the value as given: callers trim first. No quoted local parts,
 * IP-literal domains or display names ("Dana <dana@example.com>").
 */
export function isEmailAddress(value: unknown): value is string {
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
