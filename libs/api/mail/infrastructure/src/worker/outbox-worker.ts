import { Inject, Injectable, Logger, OnApplicationShutdown, OnModuleDestroy } from '@nestjs/common';
import { DeliverDueMailUseCase, DeliveryReport, DeliverySettings, MailTransportPort } from '@fw/api-mail-application';
import { mailConfig, MailConfig } from '../config/mail.config';

/**
 * Polls the outbox and delivers due e-mails. Started explicitly (main.ts → startBackgroundWorkers;
 * tests call `start()` or `drain()` themselves); stopped at shutdown before the SMTP pool and the
 * database close, letting the batch in flight finish.
 */
@Injectable()
export class OutboxWorker implements OnModuleDestroy, OnApplicationShutdown {
  private readonly logger = new Logger('MailOutboxWorker');
  private running = false;
  private timer: NodeJS.Timeout | null = null;
  private inFlight: Promise<void> | null = null;
  private lastErrorLoggedAt = 0;

  constructor(
    private readonly deliver: DeliverDueMailUseCase,
    private readonly transport: MailTransportPort,
    @Inject(mailConfig.KEY) private readonly config: MailConfig,
  ) {}

  get settings(): DeliverySettings {
    const w = this.config.worker;
    return {
      batchSize: w.batchSize,
      leaseMs: w.leaseMs,
      concurrency: w.concurrency,
      maxAttempts: w.maxAttempts,
      baseDelayMs: w.retryBaseMs,
      maxDelayMs: w.retryMaxMs,
      from: this.config.from,
    };
  }

  /** False when this process should leave delivery to others (MAIL_WORKER_ENABLED=false). */
  get enabled(): boolean {
    return this.config.worker.enabled;
  }

  get isRunning(): boolean {
    return this.running;
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.logger.log(`delivering e-mail ${this.config.smtpUrl ? 'over SMTP' : `to files in ${this.config.captureDir}`} (poll ${this.config.worker.pollMs} ms)`);
    this.schedule(0);
  }

  /** No new batch; messages of the batch in flight not yet started are released; waits for the rest. */
  async stop(): Promise<void> {
    this.running = false;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.inFlight;
  }

  /** Runs one batch now (tests and tools); returns what happened. */
  async runOnce(): Promise<DeliveryReport> {
    return this.deliver.execute(this.settings);
  }

  /** Delivers until nothing is due right now. */
  async drain(maxBatches = 1000): Promise<DeliveryReport> {
    const total: DeliveryReport = { claimed: 0, sent: 0, retried: 0, failed: 0, released: 0 };
    for (let i = 0; i < maxBatches; i++) {
      const report = await this.runOnce();
      for (const key of Object.keys(total) as Array<keyof DeliveryReport>) total[key] += report[key];
      if (report.claimed === 0) break;
    }
    return total;
  }

  /** First shutdown hook (see MailDeliveryModule): no new batch, wait for the one in flight. */
  async onModuleDestroy(): Promise<void> {
    await this.stop();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.stop();
    await this.transport.close();
  }

  private schedule(delayMs: number): void {
    if (!this.running) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.inFlight = this.tick().finally(() => {
        this.inFlight = null;
      });
    }, delayMs);
    this.timer.unref?.();
  }

  private async tick(): Promise<void> {
    let next = this.config.worker.pollMs;
    try {
      // Stopping (shutdown) mid-batch gives the messages not yet started back to the outbox.
      const report = await this.deliver.execute(this.settings, () => !this.running);
      // A full batch suggests more is waiting: go again at once.
      if (report.claimed >= this.config.worker.batchSize) next = 0;
    } catch (error) {
      // The database may be down; keep polling, but do not flood the log.
      const now = Date.now();
      if (!this.lastErrorLoggedAt || now - this.lastErrorLoggedAt > 60_000) {
        this.logger.error(`outbox poll failed: ${(error as Error).message}`);
        this.lastErrorLoggedAt = now;
      }
    }
    this.schedule(next);
  }
}
