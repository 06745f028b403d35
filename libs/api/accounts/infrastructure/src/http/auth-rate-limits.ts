import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { RateLimitedError } from '@fw/api-shared-domain';
import { RateLimiterService } from '@fw/api-shared-infrastructure';
import { normalizeEmail } from '@fw/api-accounts-domain';
import { accountsConfig } from '../config/auth.config';
import type { AuthConfig } from '../config/auth.config';

type EmailKind = 'confirm' | 'reset';

/**
 * Sign-up, resend and forgot-password limits, keyed by IP and by e-mail address (whether or not an
 * account exists, so a 429 never tells accounts apart). Counts use the shared fixed-window limiter;
 * the "one e-mail per address per interval" rule is exact (time since the last accepted request).
 * Sign-in has its own throttle (SignInThrottle).
 */
@Injectable()
export class AuthRateLimits {
  constructor(
    private readonly limiter: RateLimiterService,
    private readonly em: EntityManager,
    @Inject(accountsConfig.KEY) private readonly config: AuthConfig,
  ) {}

  /** Choosing the password on the page after payment: as many tries per address as sign-ups. */
  async checkoutAccount(ip: string): Promise<void> {
    const { windowSeconds, signUpPerIp } = this.config.rateLimits;
    await this.limiter.consume([{ key: `auth:checkout-account:ip:${ip}`, limit: signUpPerIp, windowSeconds }], 'Too many attempts. Please try again later.');
  }

  /** Password-less passkey ceremonies started from one address (each stores a challenge). */
  async passkeySignIn(ip: string): Promise<void> {
    const { windowSeconds, signInFailuresPerIp } = this.config.rateLimits;
    await this.limiter.consume(
      [{ key: `auth:passkey-sign-in:ip:${ip}`, limit: signInFailuresPerIp, windowSeconds }],
      'Too many sign-in attempts. Please try again later.',
    );
  }

  async signUp(ip: string, email: string): Promise<void> {
    const { windowSeconds, signUpPerIp, emailPerAddress } = this.config.rateLimits;
    await this.limiter.consume(
      [
        { key: `auth:sign-up:ip:${ip}`, limit: signUpPerIp, windowSeconds },
        { key: `auth:email:address:${normalizeEmail(email)}`, limit: emailPerAddress, windowSeconds },
      ],
      'Too many sign-up attempts. Please try again later.',
    );
    // A sign-up sends a confirmation e-mail, so it starts the interval for "resend" too; the
    // sign-up itself is never refused for it (the use case skips the e-mail instead).
    await this.interval('confirm', email).catch((error: unknown) => {
      if (!(error instanceof RateLimitedError)) throw error;
    });
  }

  /** Resend-confirmation and forgot-password requests. */
  async emailRequest(kind: EmailKind, ip: string, email: string): Promise<void> {
    const { windowSeconds, emailPerIp, emailPerAddress } = this.config.rateLimits;
    await this.limiter.consume(
      [
        { key: `auth:email:ip:${ip}`, limit: emailPerIp, windowSeconds },
        { key: `auth:email:address:${normalizeEmail(email)}`, limit: emailPerAddress, windowSeconds },
      ],
      'Too many requests. Please try again later.',
    );
    await this.interval(kind, email);
  }

  /** Accepts at most one request per address and kind within emailMinIntervalSeconds. */
  private async interval(kind: EmailKind, email: string): Promise<void> {
    const seconds = this.config.emailMinIntervalSeconds;
    if (seconds <= 0) return;
    const key = `auth:email-interval:${kind}:${normalizeEmail(email)}`;
    const wait = await this.em.fork().transactional(async (tx) => {
      await tx.execute('select pg_advisory_xact_lock(hashtext(?))', [key]);
      const rows = await tx.execute<Array<{ age: number | null }>>(
        `select extract(epoch from now() - max(window_start))::float8 as age from rate_limit_hits where key = ?`,
        [key],
      );
      const age = rows[0]?.age;
      if (age !== null && age !== undefined && age < seconds) return Math.max(1, Math.ceil(seconds - age));
      await tx.execute(`insert into rate_limit_hits (key, window_start, hits) values (?, now(), 1) on conflict do nothing`, [key]);
      return 0;
    });
    if (wait > 0) {
      throw new RateLimitedError('AUTH.EMAIL_RATE_LIMITED', `For security purposes, you can request this only once every ${seconds} seconds.`, wait);
    }
  }
}
