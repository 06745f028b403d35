import { apiRequest } from '../../lib/api';

export interface ContactMessage {
  name: string;
  email: string;
  subject: string;
  message: string;
}

export type ContactField = keyof ContactMessage;

export const CONTACT_FAILURE = 'Failed to send message. Please try again.';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Spec §5: all four fields required, e-mail in a valid format. Returns one message per bad field. */
export function validateContactMessage(values: ContactMessage): Partial<Record<ContactField, string>> {
  const errors: Partial<Record<ContactField, string>> = {};
  if (!values.name.trim()) errors.name = 'Name is required';
  if (!values.email.trim()) errors.email = 'Email is required';
  else if (!EMAIL_PATTERN.test(values.email.trim())) errors.email = 'Please enter a valid email address';
  if (!values.subject.trim()) errors.subject = 'Subject is required';
  if (!values.message.trim()) errors.message = 'Message is required';
  return errors;
}

/** POST /api/contact → 202. Throws ApiError with the server's message or the spec §8 fallback. */
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
