import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { AuthToken, AuthTokenPurpose } from '@fw/api-accounts-domain';
import { AuthTokenRepositoryPort } from '@fw/api-accounts-application';

interface AuthTokenRow {
  id: string;
  user_id: string;
  purpose: AuthTokenPurpose;
  token_hash: string;
  expires_at: Date;
  used_at: Date | null;
  checkout_session_id: string | null;
  created_at: Date;
}

@Injectable()
export class MikroOrmAuthTokenRepository extends AuthTokenRepositoryPort {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async insert(token: AuthToken): Promise<void> {
    await this.em.insert(AuthToken, { ...token });
    // Spent and expired links are worthless; trim them now and then.
    if (Math.random() < 0.01) await this.em.execute(`delete from auth_tokens where expires_at < now() - interval '7 days'`);
  }

  findLatest(userId: string, purpose: AuthTokenPurpose): Promise<AuthToken | null> {
    return this.em.findOne(AuthToken, { userId, purpose }, { orderBy: { createdAt: 'desc' }, refresh: true });
  }

  async consume(tokenHash: string, purpose: AuthTokenPurpose, now: Date): Promise<AuthToken | null> {
    const rows = await this.em.execute<AuthTokenRow[]>(
      `update auth_tokens set used_at = ?
        where token_hash = ? and purpose = ? and used_at is null and expires_at > ?
       returning id, user_id, purpose, token_hash, expires_at, used_at, checkout_session_id, created_at`,
      [now, tokenHash, purpose, now],
    );
    const row = rows[0];
    if (!row) return null;
    return Object.assign(new AuthToken(), {
      id: row.id,
      userId: row.user_id,
      purpose: row.purpose,
      tokenHash: row.token_hash,
      expiresAt: new Date(row.expires_at),
      usedAt: row.used_at ? new Date(row.used_at) : null,
      checkoutSessionId: row.checkout_session_id,
      createdAt: new Date(row.created_at),
    });
  }

  async consumeAll(userId: string, purpose: AuthTokenPurpose, now: Date): Promise<void> {
    await this.em.nativeUpdate(AuthToken, { userId, purpose, usedAt: null }, { usedAt: now });
  }
}
