import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { RateLimitedError } from '@fw/api-shared-domain';

export interface RateLimitRule {
  /** e.g. `sign-in:ip:1.2.3.4` or `sign-in:email:a@b.c` */
  key: string;
  limit: number;
  windowSeconds: number;
}

/**
 * Fixed-window counters in PostgreSQL (table rate_limit_hits), so limits hold across several API
 * processes. `consume` counts one hit on every rule and throws RateLimitedError (429 with
 * Retry-After) when any rule is over its limit. Old windows are pruned opportunistically.
 */
@Injectable()
export class RateLimiterService {
  constructor(private readonly em: EntityManager) {}

  async consume(rules: RateLimitRule[], message = 'Too many requests. Please try again later.'): Promise<void> {
    const now = Date.now();
    let retryAfter = 0;
    for (const rule of rules) {
      const windowMs = rule.windowSeconds * 1000;
      const windowStart = new Date(Math.floor(now / windowMs) * windowMs);
      const rows = await this.em.getConnection().execute<Array<{ hits: number }>>(
        `insert into rate_limit_hits (key, window_start, hits) values (?, ?, 1)
         on conflict (key, window_start) do update set hits = rate_limit_hits.hits + 1
         returning hits`,
        [rule.key.slice(0, 300), windowStart],
      );
      if (rows[0].hits > rule.limit) {
        retryAfter = Math.max(retryAfter, Math.ceil((windowStart.getTime() + windowMs - now) / 1000));
      }
    }
    if (Math.random() < 0.01) {
      await this.em.getConnection().execute(`delete from rate_limit_hits where window_start < now() - interval '1 day'`);
    }
    if (retryAfter > 0) throw new RateLimitedError('REQUEST.RATE_LIMITED', message, Math.max(1, retryAfter));
  }

  /** Forget the counters of a key (e.g. after a successful sign-in). */
  async reset(key: string): Promise<void> {
    await this.em.getConnection().execute(`delete from rate_limit_hits where key = ?`, [key]);
  }
}
