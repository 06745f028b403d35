import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { RateLimitedError } from '@fw/api-shared-domain';
import { normalizeEmail } from '@fw/api-accounts-domain';
import { accountsConfig } from '../config/auth.config';
import type { AuthConfig } from '../config/auth.config';

/** What the controller reports back once the password has been checked. */
export interface SignInAttempt {
  /** The password was right: the failures of this e-mail from this address are forgotten. */
  succeeded(): Promise<void>;
  /** The password was not checked (e.g. the database failed): the attempt is not held against anyone. */
  abandon(): Promise<void>;
}

interface FailureStats {
  ip_failures: number;
  pair_failures: number;
  /** Seconds since the newest failure of this e-mail from this address (null: none). */
  pair_age: number | null;
  /** Seconds since the oldest failure of this address in the window (null: none). */
  oldest_age: number | null;
}

/** The 429 message names the wait, so the sign-in form can tell the user when to try again. */
function tooManyAttempts(seconds: number): string {
  const wait = seconds < 60 ? `${seconds} second${seconds === 1 ? '' : 's'}` : `${Math.ceil(seconds / 60)} minute${Math.ceil(seconds / 60) === 1 ? '' : 's'}`;
  return `Too many sign-in attempts. Please try again in ${wait}.`;
}

/**
 * Sign-in throttling that slows guessing without letting anyone lock an owner out. Only failures
 * count, in a sliding window (rows in sign_in_failures, one per failed attempt):
 * - per (e-mail, address): after `signInFreeFailures` failures each further attempt waits
 *   `signInDelaySeconds`, doubling with every failure up to `signInMaxDelaySeconds` (429 with
 *   Retry-After; the server holds nothing while the caller waits);
 * - per address: at most `signInFailuresPerIp` failures in the window, whatever the e-mail.
 * A correct password from an address that has not been failing always gets through; a success
 * forgets that e-mail's failures from that address. Keys do not depend on whether the account
 * exists, so answers never tell accounts apart. The attempt is recorded as a failure before the
 * password is checked (under a per-address lock), so parallel requests cannot slip past the count.
 */
@Injectable()
export class SignInThrottle {
  constructor(
    private readonly em: EntityManager,
    @Inject(accountsConfig.KEY) private readonly config: AuthConfig,
  ) {}

  /** Throws RateLimitedError when this address must wait; otherwise records the attempt. */
  async begin(ip: string, rawEmail: string): Promise<SignInAttempt> {
    const email = normalizeEmail(rawEmail).slice(0, 320);
    const address = ip.slice(0, 64);
    const { windowSeconds, signInFailuresPerIp } = this.config.rateLimits;
    const outcome = await this.em.fork().transactional(async (tx): Promise<{ wait: number } | { id: string }> => {
      await tx.execute('select pg_advisory_xact_lock(hashtext(?))', [`auth:sign-in:${address}`]);
      const [stats] = await tx.execute<FailureStats[]>(
        `select count(*)::int as ip_failures,
                count(*) filter (where email = ?)::int as pair_failures,
                extract(epoch from now() - max(failed_at) filter (where email = ?))::float8 as pair_age,
                extract(epoch from now() - min(failed_at))::float8 as oldest_age
           from sign_in_failures
          where ip = ? and failed_at > now() - make_interval(secs => ?::float8)`,
        [email, email, address, windowSeconds],
      );
      if (stats.ip_failures >= signInFailuresPerIp) return { wait: windowSeconds - (stats.oldest_age ?? 0) };
      const delay = this.delayAfter(stats.pair_failures);
      if (delay > 0 && stats.pair_age !== null && stats.pair_age < delay) return { wait: delay - stats.pair_age };
      const [row] = await tx.execute<Array<{ id: string }>>(`insert into sign_in_failures (ip, email) values (?, ?) returning id`, [address, email]);
      return { id: row.id };
    });
    if ('wait' in outcome) {
      const seconds = Math.max(1, Math.ceil(outcome.wait));
      throw new RateLimitedError('REQUEST.RATE_LIMITED', tooManyAttempts(seconds), seconds);
    }
    if (Math.random() < 0.01) {
      await this.em.getConnection().execute(`delete from sign_in_failures where failed_at < now() - make_interval(secs => ?::float8)`, [windowSeconds]);
    }
    const connection = this.em.getConnection();
    return {
      succeeded: async () => {
        await connection.execute(`delete from sign_in_failures where email = ? and ip = ?`, [email, address]);
      },
      abandon: async () => {
        await connection.execute(`delete from sign_in_failures where id = ?`, [outcome.id]);
      },
    };
  }

  /** Seconds to wait after `failures` failures of one e-mail from one address (0: no wait). */
  delayAfter(failures: number): number {
    const { signInFreeFailures, signInDelaySeconds, signInMaxDelaySeconds } = this.config.rateLimits;
    if (failures < signInFreeFailures) return 0;
    return Math.min(signInMaxDelaySeconds, signInDelaySeconds * 2 ** Math.min(failures - signInFreeFailures, 30));
  }
}
