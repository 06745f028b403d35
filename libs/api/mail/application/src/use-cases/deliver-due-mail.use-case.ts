import { Injectable, Logger } from '@nestjs/common';
import { decideAfterFailure, keptBodies, MailDeliveryError, RetryPolicy } from '@fw/api-mail-domain';
import { MailTransportPort } from '../ports/mail-transport.port';
import { ClaimedMail, DeliveryErrorRecord, OutboxStorePort } from '../ports/outbox-store.port';

export interface DeliverySettings extends RetryPolicy {
  batchSize: number;
  leaseMs: number;
  /** Messages sent in parallel within one batch. */
  concurrency: number;
  /** The From header of every message. */
  from: string;
}

export interface DeliveryReport {
  claimed: number;
  sent: number;
  retried: number;
  failed: number;
  /** Claimed, then given back unsent because the worker was stopping. */
  released: number;
}

const MARK_RETRY_FIRST_MS = 100;
const MARK_RETRY_MAX_MS = 2000;

/** Claims one batch of due e-mails, sends each, and records sent / retry-later / failed. */
@Injectable()
export class DeliverDueMailUseCase {
  private readonly logger = new Logger('MailOutbox');

  constructor(
    private readonly store: OutboxStorePort,
    private readonly transport: MailTransportPort,
  ) {}

  /**
   * `stopping` is asked before each send: once it answers true, the messages of the batch not
   * yet started are released back to the outbox (see OutboxStorePort.release), not sent.
   */
  async execute(settings: DeliverySettings, stopping: () => boolean = () => false): Promise<DeliveryReport> {
    const claims = await this.store.claimDue(settings.batchSize, settings.leaseMs);
    const report: DeliveryReport = { claimed: claims.length, sent: 0, retried: 0, failed: 0, released: 0 };
    let next = 0;
    const lane = async () => {
      while (next < claims.length) {
        const claim = claims[next++];
        if (stopping()) {
          await this.store.release(claim);
          report.released++;
          continue;
        }
        report[await this.deliver(claim, settings, stopping)]++;
      }
    };
    await Promise.all(Array.from({ length: Math.max(1, Math.min(settings.concurrency, claims.length)) }, lane));
    return report;
  }

  private async deliver(claim: ClaimedMail, settings: DeliverySettings, stopping: () => boolean): Promise<'sent' | 'retried' | 'failed'> {
    const { log } = claim;
    const claimedAt = Date.now();
    try {
      await this.transport.send({
        logId: log.id,
        messageId: log.messageId,
        from: settings.from,
        to: log.recipientEmail,
        replyTo: log.replyTo,
        subject: log.subject,
        html: log.body,
        text: log.textBody,
      });
    } catch (raw) {
      const error = raw instanceof MailDeliveryError ? raw : new MailDeliveryError(raw instanceof Error ? raw.message : String(raw), false);
      const record: DeliveryErrorRecord = {
        message: error.message.slice(0, 1000),
        permanent: error.permanent,
        code: error.details.code,
        responseCode: error.details.responseCode,
        at: new Date().toISOString(),
      };
      const outcome = decideAfterFailure(error, claim.attempt, settings);
      if (outcome.kind === 'retry') {
        await this.store.markRetry(claim, record, outcome.delayMs);
        this.logger.warn(`e-mail ${log.id} (${log.template}) attempt ${claim.attempt} failed, retrying in ${outcome.delayMs} ms: ${record.message}`);
        return 'retried';
      }
      await this.store.markFailed(claim, record, keptBodies(log));
      this.logger.error(`e-mail ${log.id} (${log.template}) failed after ${claim.attempt} attempt(s): ${record.message}`);
      return 'failed';
    }
    await this.recordSent(claim, new Date(), claimedAt + settings.leaseMs, stopping);
    return 'sent';
  }

  /**
   * SMTP has the message; if the database is down at this moment (a PostgreSQL restart), the mark
   * is retried until it lands, for as long as this worker's lease holds, so that the message is not
   * claimed and sent again once the lease expires. Gives up (throws) when the lease is over or the
   * worker is stopping: the message may then be sent a second time, with the same Message-ID.
   */
  private async recordSent(claim: ClaimedMail, sentAt: Date, leaseEndsAt: number, stopping: () => boolean): Promise<void> {
    for (let delay = MARK_RETRY_FIRST_MS; ; delay = Math.min(delay * 2, MARK_RETRY_MAX_MS)) {
      try {
        await this.store.markSent(claim, sentAt, keptBodies(claim.log));
        return;
      } catch (error) {
        if (stopping() || Date.now() + delay >= leaseEndsAt) throw error;
        this.logger.warn(`e-mail ${claim.log.id} was sent but cannot be marked yet (${(error as Error).message}); retrying in ${delay} ms`);
        await new Promise((resolve) => setTimeout(resolve, delay));
      }
    }
  }
}
