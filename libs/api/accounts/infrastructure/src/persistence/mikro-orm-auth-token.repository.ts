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
  pending_password_hash: string | null;
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
    // Returns the row as it was, while the pending password hash is cleared from the table.
    const rows = await this.em.execute<AuthTokenRow[]>(
      `with found as (
         select id, pending_password_hash from auth_tokens
          where token_hash = ? and purpose = ? and used_at is null and expires_at > ?
          for update
       )
       update auth_tokens t set used_at = ?, pending_password_hash = null
         from found where t.id = found.id
       returning t.id, t.user_id, t.purpose, t.token_hash, t.expires_at, t.used_at, t.checkout_session_id, t.created_at,
                 found.pending_password_hash`,
      [tokenHash, purpose, now, now],
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
      pendingPasswordHash: row.pending_password_hash,
      createdAt: new Date(row.created_at),
    });
  }

  async consumeAll(userId: string, purpose: AuthTokenPurpose, now: Date): Promise<void> {
    await this.em.nativeUpdate(AuthToken, { userId, purpose, usedAt: null }, { usedAt: now, pendingPasswordHash: null });
  }
}
