import { Injectable } from '@nestjs/common';
import { AUTH_TOKEN_TTL_SECONDS, isAbandonedSignUp } from '@fw/api-accounts-domain';
import { AbandonedSignUpRepositoryPort } from '../ports/abandoned-sign-up.repository.port';
import { PurchaseClaimPort } from '../ports/purchase-claim.port';
import { UnitOfWorkPort } from '../ports/unit-of-work.port';

const BATCH = 200;

/**
 * Removes sign-ups nobody finished (isAbandonedSignUp) unless an order holds the account: such an
 * account waits for the invitation flow. One batch per transaction; returns how many were removed.
 * Safe to run from several processes at once (locked rows are skipped).
 */
@Injectable()
export class RemoveAbandonedSignUpsUseCase {
  constructor(
    private readonly signUps: AbandonedSignUpRepositoryPort,
    private readonly purchases: PurchaseClaimPort,
    private readonly uow: UnitOfWorkPort,
  ) {}

  async execute(now = new Date()): Promise<number> {
    let total = 0;
    for (;;) {
      const { seen, removed } = await this.uow.run(async () => {
        const cutoff = new Date(now.getTime() - AUTH_TOKEN_TTL_SECONDS.confirm_email * 1000);
        const candidates = await this.signUps.lockUnconfirmedCreatedBefore(cutoff, BATCH);
        const abandoned = candidates.filter((c) => isAbandonedSignUp(c.user, c.links, now)).map((c) => c.user.id);
        const held = abandoned.length ? await this.purchases.accountsHeldByOrders(abandoned) : new Set<string>();
        const ids = abandoned.filter((id) => !held.has(id));
        return { seen: candidates.length, removed: ids.length ? await this.signUps.delete(ids) : 0 };
      });
      total += removed;
      // Kept rows (held, or with a live link) come back in the next select: stop once nothing moved.
      if (seen < BATCH || removed === 0) return total;
    }
  }
}
