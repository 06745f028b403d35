import { Inject, Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { RemoveAbandonedSignUpsUseCase } from '@fw/api-accounts-application';
import { runWithLazyEntityManager } from '@fw/api-shared-infrastructure';
import { accountsConfig, AuthConfig } from '../config/auth.config';

/** Runs RemoveAbandonedSignUpsUseCase now and then every AUTH_ABANDONED_SIGN_UP_SWEEP_SECONDS. */
@Injectable()
export class AbandonedSignUpSweeper implements OnModuleDestroy {
  private readonly logger = new Logger('AbandonedSignUps');
  private timer: NodeJS.Timeout | null = null;
  private inFlight: Promise<unknown> | null = null;
  private running = false;

  constructor(
    private readonly removeAbandoned: RemoveAbandonedSignUpsUseCase,
    private readonly em: EntityManager,
    @Inject(accountsConfig.KEY) private readonly config: AuthConfig,
  ) {}

  start(): void {
    if (this.running || this.config.abandonedSignUpSweepSeconds === 0) return;
    this.running = true;
    this.schedule(0);
  }

  async onModuleDestroy(): Promise<void> {
    this.running = false;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.inFlight;
  }

  /** One sweep now, in an EntityManager of its own (there is no request around it). */
  runOnce(): Promise<number> {
    return runWithLazyEntityManager(this.em, () => this.removeAbandoned.execute());
  }

  private schedule(delayMs: number): void {
    if (!this.running) return;
    this.timer = setTimeout(() => {
      this.inFlight = this.runOnce()
        .then((n) => {
          if (n > 0) this.logger.log(`${n} unconfirmed sign-up(s) with expired links removed`);
        })
        .catch((error: Error) => this.logger.warn(`abandoned sign-up sweep failed, retried next time: ${error.message}`))
        .finally(() => {
          this.inFlight = null;
          this.schedule(this.config.abandonedSignUpSweepSeconds * 1000);
        });
    }, delayMs);
    this.timer.unref();
  }
}
