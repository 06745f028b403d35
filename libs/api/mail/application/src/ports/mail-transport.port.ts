/** A fully rendered message, ready for the wire. */
export interface OutgoingMail {
  /** `<id@domain>`; the same on every attempt for one log row. */
  messageId: string;
  /** Header value, e.g. `Florida Web Design <no-reply@example.com>`. */
  from: string;
  to: string;
  replyTo?: string | null;
  subject: string;
  html: string;
  text: string;
  /** The email_logs row id (used by adapters that keep a copy, e.g. for file names). */
  logId: string;
}

/**
 * Puts one message on the wire (SMTP, or a local capture folder). Throws `MailDeliveryError`
 * (from `@fw/api-mail-domain`) with `permanent` set when retrying cannot help; any other thrown
 * error is treated as temporary. Sending the same message twice is possible after a crash, so
 * adapters must keep `messageId` as given.
 */
export abstract class MailTransportPort {
  abstract send(mail: OutgoingMail): Promise<void>;
  /** Releases connections; called once at shutdown. */
  close(): Promise<void> | void {
    return undefined;
  }
}
