import { createSecretKey } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import type { AuthUser } from '@fw/api-accounts-application';
import { effectiveRole } from '@fw/api-accounts-domain';
import { pgTimestamp, SqlReader, sqlStatement } from '@fw/api-shared-infrastructure';
import { accountsConfig } from '../config/auth.config';
import type { AuthConfig } from '../config/auth.config';

const userWithRoles = sqlStatement(
  'accounts_auth_user',
  `select u.id, u.email, u.disabled_at, u.email_confirmed_at, u.password_changed_at,
          coalesce(array_agg(r.role) filter (where r.role is not null), '{}') as roles
     from users u left join user_roles r on r.user_id = u.id
    where u.id = $1 group by u.id`,
);

interface AuthUserRow {
  id: string;
  email: string;
  disabled_at: string | null;
  email_confirmed_at: string | null;
  password_changed_at: string | null;
  roles: string[];
}

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
    private readonly sql: SqlReader,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      // A key object, made once: given a string, jsonwebtoken tries it as a public key (and throws)
      // and then builds a secret key on every verification. jsonwebtoken takes key objects; the
      // passport-jwt typings only list strings and buffers.
      secretOrKey: createSecretKey(Buffer.from(config.jwtSecret, 'utf8')) as unknown as Buffer,
      algorithms: ['HS256'],
      issuer: config.jwtIssuer,
      audience: config.jwtAudience,
      ignoreExpiration: false,
    });
  }

  async validate(payload: AccessTokenPayload): Promise<AuthUser | false> {
    const user = await this.sql.first<AuthUserRow>(userWithRoles, [payload.sub]);
    if (!user || user.disabled_at || !user.email_confirmed_at) return false;
    // A password change ends every session issued before it.
    if (user.password_changed_at && payload.iat * 1000 < pgTimestamp(user.password_changed_at).getTime() - 1000) return false;
    return { id: user.id, email: user.email, role: effectiveRole(user.roles) };
  }
}
