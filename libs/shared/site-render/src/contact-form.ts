import { CONTACT_LIMITS, EmailAddress } from '@fw/shared-field-limits';

/** The fields of the contact form on every client's site. */
export const CONTACT_FORM_FIELDS = ['name', 'email', 'phone', 'message'] as const;
export type ContactFormField = (typeof CONTACT_FORM_FIELDS)[number];

export const SITE_CONTACT_LIMITS = { name: CONTACT_LIMITS.name, email: CONTACT_LIMITS.email, phone: 30, message: CONTACT_LIMITS.message } as const;

/**
 * Checks what a visitor sent through a site's contact form and answers the message per field,
 * in the form's own words (empty when everything is fine). Values are trimmed first.
 */
export function validateSiteContactForm(values: Partial<Record<string, unknown>>): Record<ContactFormField, string> | Record<string, never> {
  const v = (key: ContactFormField) => (typeof values[key] === 'string' ? (values[key] as string).trim() : '');
  const errors: Partial<Record<ContactFormField, string>> = {};
  if (!v('name')) errors.name = 'Please tell us your name.';
  else if (v('name').length > SITE_CONTACT_LIMITS.name) errors.name = `Your name must be at most ${SITE_CONTACT_LIMITS.name} characters.`;
  if (!v('email')) errors.email = 'Please enter your email address so we can reply.';
  else if (!EmailAddress.isValid(v('email'))) errors.email = 'Please enter a valid email address, such as name@example.com.';
  const phone = v('phone');
  if (phone && (!/^[0-9+().\-\s]+$/.test(phone) || phone.replace(/\D/g, '').length < 7 || phone.length > SITE_CONTACT_LIMITS.phone)) {
    errors.phone = 'Please enter a phone number such as (561) 555-0142, or leave it empty.';
  }
  if (!v('message')) errors.message = 'Please write your message.';
  else if (v('message').length > SITE_CONTACT_LIMITS.message) errors.message = `Your message must be at most ${SITE_CONTACT_LIMITS.message} characters.`;
  return errors as Record<ContactFormField, string>;
}
