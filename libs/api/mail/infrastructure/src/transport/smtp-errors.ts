import { MailDeliveryError } from '@fw/api-mail-domain';

interface SmtpLikeError {
  message?: string;
  code?: string;
  responseCode?: number;
  response?: string;
}

/**
 * Maps a nodemailer/SMTP failure to a MailDeliveryError. A 5xx reply is permanent (no retry),
 * except 503 "bad sequence", which is a protocol hiccup rather than a verdict on the message;
 * 4xx replies and network errors (no reply code) are temporary.
 */
export function toDeliveryError(raw: unknown): MailDeliveryError {
  if (raw instanceof MailDeliveryError) return raw;
  const error = (raw ?? {}) as SmtpLikeError;
  const responseCode = typeof error.responseCode === 'number' ? error.responseCode : undefined;
  const permanent = responseCode !== undefined && responseCode >= 500 && responseCode < 600 && responseCode !== 503;
  const message = (error.response ? `${error.message ?? 'SMTP error'} (${error.response})` : (error.message ?? String(raw))).replace(/[\r\n]+/g, ' ');
  return new MailDeliveryError(message, permanent, { code: error.code, responseCode, response: error.response });
}
