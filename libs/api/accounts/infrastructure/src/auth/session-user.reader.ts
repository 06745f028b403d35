import { Injectable } from '@nestjs/common';
import type { AuthUser } from '@fw/api-shared-domain';
import { effectiveRole } from '@fw/api-accounts-domain';
import { pgTimestamp, SqlReader, sqlStatement } from '@fw/api-shared-infrastructure';
import type { AccessTokenClaims } from './access-token.claims';

// One round trip: the user, their roles and whether the token's session (refresh token family)
// still has a token that is not revoked. Every token names its session (JwtStrategy refuses one without).
const userWithRoles = sqlStatement(
  'accounts_auth_user_session',
  `select u.id, u.email, u.disabled_at, u.email_confirmed_at, u.password_changed_at,
          coalesce(array_agg(r.role) filter (where r.role is not null), '{}') as roles,
          exists (
            select 1 from refresh_tokens t where t.family_id = $2::uuid and t.user_id = u.id and t.revoked_at is null
          ) as session_live
     from users u left join user_roles r on r.user_id = u.id
    where u.id = $1 group by u.id`,
);

const clientWithRoles = sqlStatement(
  'accounts_view_as_client',
  `select u.id, u.email, coalesce(array_agg(r.role) filter (where r.role is not null), '{}') as roles
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
  session_live: boolean;
}

/**
 * The signed-in user named by an access token's verified claims (JwtStrategy checks the token):
 * reads the user, role and session from the database on every request (one query), so a demoted
 * or disabled user, or a signed-out or revoked session, loses access at once. Null means "not
 * signed in"; a database failure throws (answered 503 by the error filter, so a blip does not sign
 * people out).
 */
@Injectable()
export class SessionUserReader {
  constructor(private readonly sql: SqlReader) {}

  async userFor(claims: AccessTokenClaims): Promise<AuthUser | null> {
    const user = await this.sql.first<AuthUserRow>(userWithRoles, [claims.sub, claims.sid]);
    if (!user || user.disabled_at || !user.email_confirmed_at || !user.session_live) return null;
    // A password change ends every session issued before it.
    if (user.password_changed_at && claims.iat * 1000 < pgTimestamp(user.password_changed_at).getTime() - 1000) return null;
    return { id: user.id, email: user.email, role: effectiveRole(user.roles), sessionId: claims.sid };
  }

  /** The client an admin views the product as; null for an unknown id or another admin. */
  async viewedClient(id: string): Promise<AuthUser | null> {
    const user = await this.sql.first<{ id: string; email: string; roles: string[] }>(clientWithRoles, [id]);
    if (!user || effectiveRole(user.roles) === 'admin') return null;
    return { id: user.id, email: user.email, role: effectiveRole(user.roles) };
  }
}
