import { INVALID_EMAIL_MESSAGE, EmailAddress } from '@fw/shared-field-limits';
import type { ContactRequestDto } from '@fw/shared-api-types';
import { apiRequest } from '../../lib/api';

export type ContactMessage = ContactRequestDto;

export type ContactField = keyof ContactMessage;

export const CONTACT_FAILURE = 'Failed to send message. Please try again.';

/** docs/product.md §5: all four fields required, e-mail valid by the API's own rule. Returns one message per bad field. */
export function validateContactMessage(values: ContactMessage): Partial<Record<ContactField, string>> {
  const errors: Partial<Record<ContactField, string>> = {};
  if (!values.name.trim()) errors.name = 'Name is required';
  if (!values.email.trim()) errors.email = 'Email is required';
  else if (!EmailAddress.isValid(values.email.trim())) errors.email = INVALID_EMAIL_MESSAGE;
  if (!values.subject.trim()) errors.subject = 'Subject is required';
  if (!values.message.trim()) errors.message = 'Message is required';
  return errors;
}

/** POST /api/contact → 202. Throws ApiError with the server's message or the docs/product.md §8 fallback. */
export function sendContactMessage(values: ContactMessage): Promise<{ message: string }> {
  return apiRequest('/api/contact', {
    method: 'POST',
    body: {
      name: values.name.trim(),
      email: values.email.trim(),
      subject: values.subject.trim(),
      message: values.message.trim(),
    },
    fallbackMessage: CONTACT_FAILURE,
  });
}

/** In the form's words, for a field the server refused (its own message is never shown). */
export const REFUSED_FIELD_MESSAGES: Record<ContactField, string> = {
  name: 'Please check your name.',
  email: INVALID_EMAIL_MESSAGE,
  subject: 'Please check the subject.',
  message: 'Please check your message.',
};

/** 'about 3 minutes', 'about 1 hour', '30 seconds': when a rate-limited visitor may send again. */
export function waitText(seconds: number): string {
  if (seconds < 60) return `${Math.max(1, seconds)} seconds`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return `about ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
  const hours = Math.round(minutes / 60);
  return `about ${hours} ${hours === 1 ? 'hour' : 'hours'}`;
}
