import { Migration } from '@mikro-orm/migrations';

/**
 * Two-factor sign-in: an authenticator app (TOTP, secret encrypted with a key derived from the
 * server secret), passkeys (WebAuthn credentials), single-use recovery codes (SHA-256 of 120-bit
 * codes), the short-lived challenges between the password and the second factor, and the
 * security events an audit log can read. Every row goes with its user.
 */
export class Migration20261128050000TwoFactor extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table totp_factors (
        user_id uuid primary key references users (id) on delete cascade,
        secret_encrypted text not null,
        confirmed_at timestamptz null,
        last_used_step bigint null,
        created_at timestamptz not null default now()
      );`);
    this.addSql(`
      create table passkeys (
        id uuid primary key,
        user_id uuid not null references users (id) on delete cascade,
        credential_id text not null unique,
        public_key bytea not null,
        counter bigint not null default 0,
        transports text[] not null default '{}',
        name varchar(100) not null,
        created_at timestamptz not null default now(),
        last_used_at timestamptz null
      );`);
    this.addSql(`create index passkeys_user_idx on passkeys (user_id);`);
    this.addSql(`
      create table recovery_codes (
        id uuid primary key,
        user_id uuid not null references users (id) on delete cascade,
        code_hash char(64) not null,
        used_at timestamptz null,
        created_at timestamptz not null default now(),
        unique (user_id, code_hash)
      );`);
    this.addSql(`
      create table sign_in_challenges (
        id uuid primary key,
        user_id uuid null references users (id) on delete cascade,
        purpose text not null,
        token_hash char(64) not null unique,
        webauthn_challenge text null,
        failed_attempts int not null default 0,
        expires_at timestamptz not null,
        used_at timestamptz null,
        created_at timestamptz not null default now()
      );`);
    this.addSql(`create index sign_in_challenges_expiry_idx on sign_in_challenges (expires_at);`);
    this.addSql(`alter table users add column two_factor_grace_ends_at timestamptz null;`);
    this.addSql(`
      create table account_security_events (
        id uuid primary key,
        action text not null,
        actor_id uuid null references users (id) on delete set null,
        subject_id uuid null references users (id) on delete set null,
        ip text null,
        created_at timestamptz not null default now()
      );`);
    this.addSql(`create index account_security_events_created_idx on account_security_events (created_at desc);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists account_security_events;`);
    this.addSql(`alter table users drop column if exists two_factor_grace_ends_at;`);
    this.addSql(`drop table if exists sign_in_challenges;`);
    this.addSql(`drop table if exists recovery_codes;`);
    this.addSql(`drop table if exists passkeys;`);
    this.addSql(`drop table if exists totp_factors;`);
  }
}
