import { Logger, OnModuleDestroy } from '@nestjs/common';

/**
 * A job every API process runs on its own timer: once at start, then every `intervalSeconds()`
 * after the previous run ended (never two runs of one job at once in a process). The work itself
 * must be safe from several processes at once (rows claimed with FOR UPDATE SKIP LOCKED, or
 * idempotent), which is why no leader is elected. A failed run is logged and retried at the next
 * interval; shutting down waits for the run in flight. The timer never keeps the process alive.
 */
export abstract class PeriodicJob implements OnModuleDestroy {
  private timer: NodeJS.Timeout | null = null;
  private inFlight: Promise<unknown> | null = null;
  private running = false;
  private readonly logger: Logger;

  protected constructor(private readonly jobName: string) {
    this.logger = new Logger(jobName);
  }

  /** Seconds between runs; 0 means never on this process. */
  protected abstract intervalSeconds(): number;

  /** One run now; returns how many items it handled. */
  abstract runOnce(): Promise<number>;

  /** What to log after a run that handled `count` items (count > 0); null logs nothing. */
  protected describe(_count: number): string | null {
    return null;
  }

  start(): void {
    if (this.running || this.intervalSeconds() === 0) return;
    this.running = true;
    this.schedule(0);
  }

  async onModuleDestroy(): Promise<void> {
    this.running = false;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.inFlight;
  }

  private schedule(delayMs: number): void {
    if (!this.running) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.inFlight = this.runOnce()
        .then((count) => {
          const line = count > 0 ? this.describe(count) : null;
          if (line) this.logger.log(line);
        })
        .catch((error: Error) => this.logger.warn(`${this.jobName} failed, retried next time: ${error.message}`))
        .finally(() => {
          this.inFlight = null;
          this.schedule(this.intervalSeconds() * 1000);
        });
    }, delayMs);
    this.timer.unref();
  }
}
