import { EmailLog, MailDeliveryError } from '@fw/api-mail-domain';
import { MailTransportPort, OutgoingMail } from '../ports/mail-transport.port';
import { ClaimedMail, DeliveryErrorRecord, KeptBodies, OutboxStorePort } from '../ports/outbox-store.port';

/** In-memory outbox table with the same claim/fence rules as the PostgreSQL adapter. */
export class InMemoryOutboxStore extends OutboxStorePort {
  readonly rows = new Map<string, EmailLog>();
  now = () => Date.now();

  add(partial: Partial<EmailLog> & { id: string }): EmailLog {
    const log = Object.assign(new EmailLog(), {
      template: 'password-reset',
      subject: 'Subject',
      recipientEmail: `${partial.id}@example.com`,
      body: '<p>x</p>',
      textBody: 'x',
      messageId: `<${partial.id}@example.com>`,
      nextAttemptAt: new Date(this.now()),
      ...partial,
    });
    this.rows.set(log.id, log);
    return log;
  }

  async claimDue(limit: number, leaseMs: number): Promise<ClaimedMail[]> {
    const now = this.now();
    const due = [...this.rows.values()]
      .filter((r) => (r.status === 'queued' || r.status === 'sending') && r.nextAttemptAt.getTime() <= now && (!r.lockedUntil || r.lockedUntil.getTime() < now))
      .slice(0, limit);
    return due.map((r) => {
      r.status = 'sending';
      r.attempts += 1;
      r.lockedUntil = new Date(now + leaseMs);
      return { log: Object.assign(new EmailLog(), r, { metadata: { ...r.metadata } }), attempt: r.attempts };
    });
  }

  private current(claim: ClaimedMail): EmailLog | undefined {
    const row = this.rows.get(claim.log.id);
    return row && row.status === 'sending' && row.attempts === claim.attempt ? row : undefined;
  }

  async markSent(claim: ClaimedMail, sentAt: Date, kept: KeptBodies): Promise<void> {
    const row = this.current(claim);
    if (!row) return;
    Object.assign(row, { status: 'sent', sentAt, lockedUntil: null, ...kept });
    delete row.metadata.lastError;
  }

  async markRetry(claim: ClaimedMail, error: DeliveryErrorRecord, delayMs: number): Promise<void> {
    const row = this.current(claim);
    if (row)
      Object.assign(row, {
        status: 'queued',
        nextAttemptAt: new Date(this.now() + delayMs),
        lockedUntil: null,
        metadata: { ...row.metadata, lastError: error.message },
      });
  }

  async markFailed(claim: ClaimedMail, error: DeliveryErrorRecord, kept: KeptBodies): Promise<void> {
    const row = this.current(claim);
    if (row) Object.assign(row, { status: 'failed', lockedUntil: null, ...kept, metadata: { ...row.metadata, lastError: error.message } });
  }

  async release(claim: ClaimedMail): Promise<void> {
    const row = this.current(claim);
    if (row) Object.assign(row, { status: 'queued', lockedUntil: null });
  }

  async requeueFailed(id: string): Promise<'requeued' | 'not_found' | 'not_failed'> {
    const row = this.rows.get(id);
    if (!row) return 'not_found';
    if (row.status !== 'failed') return 'not_failed';
    Object.assign(row, { status: 'queued', attempts: 0, nextAttemptAt: new Date(this.now()) });
    return 'requeued';
  }
}

/** Records what was sent; `failWith` decides a failure per message (undefined = accept). */
export class FakeMailTransport extends MailTransportPort {
  readonly sent: OutgoingMail[] = [];
  failWith: (mail: OutgoingMail) => MailDeliveryError | Error | undefined = () => undefined;

  async send(mail: OutgoingMail): Promise<void> {
    const error = this.failWith(mail);
    if (error) throw error;
    this.sent.push(mail);
  }
}
