import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { RemoveAbandonedSignUpsUseCase } from '@fw/api-accounts-application';
import { PeriodicJob, runWithLazyEntityManager } from '@fw/api-shared-infrastructure';
import { accountsConfig, AuthConfig } from '../config/auth.config';

/** Runs RemoveAbandonedSignUpsUseCase now and then every AUTH_ABANDONED_SIGN_UP_SWEEP_SECONDS. */
@Injectable()
export class AbandonedSignUpSweeper extends PeriodicJob {
  constructor(
    private readonly removeAbandoned: RemoveAbandonedSignUpsUseCase,
    private readonly em: EntityManager,
    @Inject(accountsConfig.KEY) private readonly config: AuthConfig,
  ) {
    super('AbandonedSignUps');
  }

  /** One sweep now, in an EntityManager of its own (there is no request around it). */
  runOnce(): Promise<number> {
    return runWithLazyEntityManager(this.em, () => this.removeAbandoned.execute());
  }

  /** Seconds between runs (AUTH_ABANDONED_SIGN_UP_SWEEP_SECONDS; 0: never on this process). */
  protected intervalSeconds(): number {
    return this.config.abandonedSignUpSweepSeconds;
  }

  protected override describe(count: number): string {
    return `${count} unconfirmed sign-up(s) with expired links removed`;
  }
}
