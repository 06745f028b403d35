import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { EntityManager } from '@mikro-orm/postgresql';
import { ExtractJwt, Strategy } from 'passport-jwt';
import type { AuthUser } from '@fw/api-accounts-application';
import { effectiveRole } from '@fw/api-accounts-domain';
import { accountsConfig } from '../config/auth.config';
import type { AuthConfig } from '../config/auth.config';

export interface AccessTokenPayload {
  sub: string;
  email: string;
  iat: number;
  exp: number;
}

/**
 * Checks the bearer JWT (HS256 only, issuer and audience pinned), then reads the user and role
 * from the database on every request, so a demoted or disabled user loses access at once.
 */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(
    @Inject(accountsConfig.KEY) config: AuthConfig,
    private readonly em: EntityManager,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      secretOrKey: config.jwtSecret,
      algorithms: ['HS256'],
      issuer: config.jwtIssuer,
      audience: config.jwtAudience,
      ignoreExpiration: false,
    });
  }

  async validate(payload: AccessTokenPayload): Promise<AuthUser | false> {
    const rows = await this.em.getConnection().execute<
      Array<{ id: string; email: string; disabled_at: Date | null; email_confirmed_at: Date | null; password_changed_at: Date | null; roles: string[] }>
    >(
      `select u.id, u.email, u.disabled_at, u.email_confirmed_at, u.password_changed_at,
              coalesce(array_agg(r.role) filter (where r.role is not null), '{}') as roles
         from users u left join user_roles r on r.user_id = u.id
        where u.id = ? group by u.id`,
      [payload.sub],
    );
    const user = rows[0];
    if (!user || user.disabled_at || !user.email_confirmed_at) return false;
    // A password change ends every session issued before it.
    if (user.password_changed_at && payload.iat * 1000 < new Date(user.password_changed_at).getTime() - 1000) return false;
    return { id: user.id, email: user.email, role: effectiveRole(user.roles) };
  }
}
