import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { ChallengePurpose, Passkey, RecoveryCode, SignInChallenge, TotpFactor } from '@fw/api-accounts-domain';
import { TwoFactorRepositoryPort } from '@fw/api-accounts-application';

type Row = Record<string, unknown>;
const date = (v: unknown): Date | null => (v === null || v === undefined ? null : new Date(v as string));
const num = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

function toTotp(r: Row): TotpFactor {
  return Object.assign(new TotpFactor(), {
    userId: r.user_id,
    secretEncrypted: r.secret_encrypted,
    confirmedAt: date(r.confirmed_at),
    lastUsedStep: num(r.last_used_step),
    createdAt: date(r.created_at),
  });
}

function toPasskey(r: Row): Passkey {
  return Object.assign(new Passkey(), {
    id: r.id,
    userId: r.user_id,
    credentialId: r.credential_id,
    publicKey: new Uint8Array(r.public_key as Buffer),
    counter: Number(r.counter),
    transports: (r.transports as string[]) ?? [],
    name: r.name,
    createdAt: date(r.created_at),
    lastUsedAt: date(r.last_used_at),
  });
}

function toChallenge(r: Row): SignInChallenge {
  return Object.assign(new SignInChallenge(), {
    id: r.id,
    userId: r.user_id ?? null,
    purpose: r.purpose as ChallengePurpose,
    tokenHash: r.token_hash,
    webauthnChallenge: r.webauthn_challenge ?? null,
    failedAttempts: Number(r.failed_attempts),
    expiresAt: date(r.expires_at),
    usedAt: date(r.used_at),
    createdAt: date(r.created_at),
  });
}

/** Plain SQL over the two-factor tables; every statement runs in the caller's transaction. */
@Injectable()
export class MikroOrmTwoFactorRepository extends TwoFactorRepositoryPort {
  constructor(private readonly em: EntityManager) {
    super();
  }

  private q(sql: string, params: unknown[] = []): Promise<Row[]> {
    return this.em.execute<Row[]>(sql, params as never[]);
  }

  async findTotp(userId: string) {
    const [r] = await this.q(`select * from totp_factors where user_id = ?`, [userId]);
    return r ? toTotp(r) : null;
  }

  async findTotpForUpdate(userId: string) {
    const [r] = await this.q(`select * from totp_factors where user_id = ? for update`, [userId]);
    return r ? toTotp(r) : null;
  }

  async saveTotp(f: TotpFactor) {
    await this.q(
      `insert into totp_factors (user_id, secret_encrypted, confirmed_at, last_used_step) values (?, ?, ?, ?)
       on conflict (user_id) do update set secret_encrypted = excluded.secret_encrypted, confirmed_at = excluded.confirmed_at,
         last_used_step = excluded.last_used_step`,
      [f.userId, f.secretEncrypted, f.confirmedAt, f.lastUsedStep],
    );
  }

  async deleteTotp(userId: string) {
    return (await this.q(`delete from totp_factors where user_id = ? and confirmed_at is not null returning user_id`, [userId])).length > 0;
  }

  async listPasskeys(userId: string) {
    return (await this.q(`select * from passkeys where user_id = ? order by created_at, id`, [userId])).map(toPasskey);
  }

  async findPasskeyByCredentialId(credentialId: string) {
    const [r] = await this.q(`select * from passkeys where credential_id = ? for update`, [credentialId]);
    return r ? toPasskey(r) : null;
  }

  async insertPasskey(p: Passkey) {
    await this.q(
      `insert into passkeys (id, user_id, credential_id, public_key, counter, transports, name) values (?, ?, ?, ?, ?, string_to_array(?, ','), ?)`,
      [p.id, p.userId, p.credentialId, Buffer.from(p.publicKey), p.counter, p.transports.join(','), p.name],
    );
  }

  async updatePasskeyUse(p: Passkey) {
    await this.q(`update passkeys set counter = ?, last_used_at = ? where id = ?`, [p.counter, p.lastUsedAt, p.id]);
  }

  async deletePasskey(userId: string, id: string) {
    return (await this.q(`delete from passkeys where user_id = ? and id = ? returning id`, [userId, id])).length > 0;
  }

  async replaceRecoveryCodes(userId: string, codes: RecoveryCode[]) {
    await this.q(`delete from recovery_codes where user_id = ?`, [userId]);
    for (const c of codes) {
      await this.q(`insert into recovery_codes (id, user_id, code_hash) values (?, ?, ?)`, [c.id, c.userId, c.codeHash]);
    }
  }

  async findRecoveryCodeForUpdate(userId: string, codeHash: string) {
    const [r] = await this.q(`select * from recovery_codes where user_id = ? and code_hash = ? for update`, [userId, codeHash]);
    return r
      ? Object.assign(new RecoveryCode(), { id: r.id, userId: r.user_id, codeHash: r.code_hash, usedAt: date(r.used_at), createdAt: date(r.created_at) })
      : null;
  }

  async markRecoveryCodeUsed(code: RecoveryCode) {
    await this.q(`update recovery_codes set used_at = ? where id = ?`, [code.usedAt, code.id]);
  }

  async countUnusedRecoveryCodes(userId: string) {
    const [r] = await this.q(`select count(*)::int as n from recovery_codes where user_id = ? and used_at is null`, [userId]);
    return Number(r.n);
  }

  async insertChallenge(c: SignInChallenge) {
    await this.q(
      `insert into sign_in_challenges (id, user_id, purpose, token_hash, webauthn_challenge, failed_attempts, expires_at) values (?, ?, ?, ?, ?, ?, ?)`,
      [c.id, c.userId, c.purpose, c.tokenHash, c.webauthnChallenge, c.failedAttempts, c.expiresAt],
    );
    // Challenges matter for minutes (and their failures for the throttle's window); trim old ones now and then.
    if (Math.random() < 0.02) await this.q(`delete from sign_in_challenges where expires_at < now() - interval '1 day'`);
  }

  async findChallengeForUpdate(tokenHash: string) {
    const [r] = await this.q(`select * from sign_in_challenges where token_hash = ? for update`, [tokenHash]);
    return r ? toChallenge(r) : null;
  }

  async saveChallenge(c: SignInChallenge) {
    await this.q(`update sign_in_challenges set webauthn_challenge = ?, failed_attempts = ?, used_at = ? where id = ?`, [
      c.webauthnChallenge,
      c.failedAttempts,
      c.usedAt,
      c.id,
    ]);
  }

  async recentSecondFactorFailures(userId: string, seconds: number) {
    const [r] = await this.q(
      `select coalesce(sum(failed_attempts), 0)::int as n from sign_in_challenges where user_id = ? and created_at > now() - make_interval(secs => ?::float8)`,
      [userId, seconds],
    );
    return Number(r.n);
  }

  async findGraceEndsAt(userId: string) {
    const [r] = await this.q(`select two_factor_grace_ends_at from users where id = ?`, [userId]);
    return date(r?.two_factor_grace_ends_at);
  }

  async setGraceEndsAt(userId: string, at: Date) {
    await this.q(`update users set two_factor_grace_ends_at = ? where id = ?`, [at, userId]);
  }

  async removeAllFactors(userId: string) {
    await this.q(`delete from totp_factors where user_id = ?`, [userId]);
    await this.q(`delete from passkeys where user_id = ?`, [userId]);
    await this.q(`delete from recovery_codes where user_id = ?`, [userId]);
    await this.q(`delete from sign_in_challenges where user_id = ?`, [userId]);
  }
}
