/**
 * An order e-mail: catalogue facts, amounts and dates only. `purchase` names what was bought with
 * its term ('Business Growth Website, 10 years'); `renewal` is the yearly hosting renewal and the
 * date of its first charge (ISO), null when there is none to tell.
 */
export interface OrderMailData {
  orderId: string;
  kind: 'package' | 'hosting' | 'hosting-renewal';
  purchase: string;
  items: Array<{ name: string; amountCents: number }>;
  totalCents: number;
  currency: string;
  renewal: { amountCents: number; startsAt: string } | null;
}

/** Template name → the data it needs. Every e-mail the product sends is one of these. */
export interface MailTemplates {
  // These three go to an address nobody has verified: their data holds no text a visitor typed.
  'signup-confirmation': { confirmUrl: string };
  'password-reset': { resetUrl: string };
  'signup-set-password': { setPasswordUrl: string };
  'client-welcome': { email: string; fullName?: string | null; signInUrl: string };
  // To a buyer's or a questionnaire's e-mail (unverified): the set-password link and the brand only.
  'client-invite': { inviteUrl: string; expiryHours: number };
  // The address a buyer corrected after paying (unverified until the link is followed): the link only.
  'email-correction': { confirmUrl: string; expiryHours: number };
  // An admin changed a client's sign-in e-mail: the link to the new address (unverified until followed)
  // and the notice to the current one, naming the new address (typed by the admin, not a visitor).
  'email-change-confirmation': { confirmUrl: string; expiryHours: number };
  'email-change-notice': { newEmail: string };
  'contact-notification': { name: string; email: string; subject: string; message: string };
  'contact-acknowledgement': Record<string, never>;
  // To a website's owner: a visitor's message through their site's contact form.
  'site-lead-notification': { siteName: string; name: string; email: string; phone: string | null; message: string; leadsUrl: string };
  // Review before publishing: to the business when a client sends changes, to the client when an
  // admin approves them or sends them back (the comment is the admin's text, not a visitor's).
  'review-requested': { siteName: string; sections: string[]; reviewUrl: string };
  'review-approved': { siteName: string; sections: string[]; editUrl: string };
  'review-sent-back': { siteName: string; comment: string; editUrl: string };
  'questionnaire-notification': {
    submissionId: string;
    businessName: string;
    businessEmail: string;
    industry: string;
    mainGoal: string;
    adminUrl: string;
  };
  // To the business e-mail typed in a questionnaire (unverified): the link only, no typed text.
  'questionnaire-resume-link': { resumeUrl: string; expiryDays: number };
  'questionnaire-reminder': { resumeUrl: string; expiryDays: number };
  // After submitting: thanks, and the link to send the files listed (single-purpose, `token=` is redacted in logs).
  'questionnaire-received': { uploadUrl: string; expiryDays: number };
  // accountInvite: a separate "Set up your account" e-mail (client-invite) went out with it.
  'order-receipt': OrderMailData & { accountInvite?: boolean };
  'order-notification': OrderMailData & { buyerEmail: string | null };
  'renewal-payment-failed': {
    orderId: string;
    hostingOrderId: string;
    buyerEmail: string | null;
    purchase: string;
    amountCents: number;
    currency: string;
    invoiceId: string;
  };
  // Both to the client (no text they typed) and to the business, with whoever canceled it.
  'renewal-canceled': {
    orderId: string;
    purchase: string;
    /** The charge that will not happen; hosting is paid until then. */
    paidUntil: string | null;
    canceledBy: 'client' | 'admin';
    /** client: the buyer's notice; business: the notification naming the buyer. */
    audience: 'client' | 'business';
    buyerEmail: string | null;
  };
}

export type MailTemplateName = keyof MailTemplates;

/** Recipient meaning "the business's own inbox" (BUSINESS_EMAIL), for notifications. */
export const BUSINESS_INBOX = 'business' as const;

export type MailRequest = {
  [K in MailTemplateName]: {
    template: K;
    to: string | typeof BUSINESS_INBOX;
    replyTo?: string;
    data: MailTemplates[K];
    /** Links the log row to a questionnaire submission (admin Communications shows it). */
    submissionId?: string;
    metadata?: Record<string, unknown>;
  };
}[MailTemplateName];

/**
 * The outbox. `enqueue` renders the template and writes an email_logs row (status queued) through
 * the caller's current MikroORM context: call it inside the use case's `em.transactional` so the
 * e-mail commits (or rolls back) with the change that caused it. Delivery is done later by the
 * worker, with retries; enqueue never talks to SMTP and never fails because SMTP is down.
 */
export abstract class MailOutboxPort {
  abstract enqueue(request: MailRequest): Promise<{ id: string }>;
}
