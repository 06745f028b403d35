import { Injectable } from '@nestjs/common';
import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { RefreshToken } from '@fw/api-accounts-domain';
import { RefreshTokenRepositoryPort } from '@fw/api-accounts-application';

@Injectable()
export class MikroOrmRefreshTokenRepository extends RefreshTokenRepositoryPort {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async insert(token: RefreshToken): Promise<void> {
    await this.em.insert(RefreshToken, { ...token });
    // Rows past expiry only matter for reuse detection shortly after; trim old ones now and then.
    if (Math.random() < 0.01) await this.em.execute(`delete from refresh_tokens where expires_at < now() - interval '7 days'`);
  }

  findByHashForUpdate(tokenHash: string): Promise<RefreshToken | null> {
    return this.em.findOne(RefreshToken, { tokenHash }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
  }

  async markRotated(id: string, at: Date): Promise<void> {
    await this.em.nativeUpdate(RefreshToken, { id }, { rotatedAt: at });
  }

  async revokeFamily(familyId: string, at: Date): Promise<void> {
    await this.em.nativeUpdate(RefreshToken, { familyId, revokedAt: null }, { revokedAt: at });
  }

  async revokeAllForUser(userId: string, at: Date): Promise<void> {
    await this.em.nativeUpdate(RefreshToken, { userId, revokedAt: null }, { revokedAt: at });
  }

  async revokeAllForUserExcept(userId: string, keepFamilyId: string, at: Date): Promise<void> {
    await this.em.nativeUpdate(RefreshToken, { userId, revokedAt: null, familyId: { $ne: keepFamilyId } }, { revokedAt: at });
  }
}
