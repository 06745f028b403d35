import { createSecretKey } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { Strategy } from 'passport-jwt';
import type { JwtFromRequestFunction } from 'passport-jwt';
import { ForbiddenError, UUID_PATTERN } from '@fw/api-shared-domain';
import type { ActingScope, AuthUser } from '@fw/api-shared-domain';
import { JWT_STRATEGY, MANAGE_BLOG_AS_HEADER, VIEW_AS_HEADER } from '@fw/api-shared-infrastructure';
import { accountsConfig } from '../config/auth.config';
import type { AuthConfig } from '../config/auth.config';
import { accessTokenClaims } from './access-token.claims';
import { SessionUserReader } from './session-user.reader';

const BEARER = /^Bearer\s+(\S+)\s*$/i;
const MAX_TOKEN_LENGTH = 4096;

/**
 * The token of an `Authorization: Bearer <token>` header, and nothing else: passport-jwt's own
 * extractor takes the first word after the scheme, so `Bearer <token> extra` would pass.
 */
export const bearerToken: JwtFromRequestFunction<{ headers: Record<string, string | string[] | undefined> }> = (req) => {
  const header = req.headers['authorization'];
  const token = typeof header === 'string' ? BEARER.exec(header)?.[1] : undefined;
  return token && token.length <= MAX_TOKEN_LENGTH ? token : null;
};

/**
 * Access tokens through passport-jwt (jsonwebtoken underneath): HS256 only (no "none", no RS/HS
 * key confusion), issuer and audience pinned, exp and nbf checked; then the claims this API needs
 * (exp, iat, UUID sub and sid) and the user with their session, read from the database on every
 * request (SessionUserReader, one query). `false` is "not signed in"; a database failure throws.
 */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, JWT_STRATEGY) {
  constructor(
    @Inject(accountsConfig.KEY) config: AuthConfig,
    private readonly users: SessionUserReader,
  ) {
    super({
      jwtFromRequest: bearerToken,
      // A KeyObject, which jsonwebtoken documents as a key: given a string it would first try to
      // parse it as a PEM public key on every verification (an exception per request). passport-jwt
      // hands the key through unchanged; its types list only string | Buffer.
      secretOrKey: createSecretKey(Buffer.from(config.jwtSecret)) as unknown as Buffer,
      algorithms: ['HS256'],
      issuer: config.jwtIssuer,
      audience: config.jwtAudience,
      ignoreExpiration: false,
      passReqToCallback: true,
    });
  }

  async validate(req: { headers: Record<string, string | string[] | undefined> }, payload: unknown): Promise<AuthUser | false> {
    const claims = accessTokenClaims(payload);
    const user = (claims && (await this.users.userFor(claims))) ?? false;
    if (!user) return false;
    const viewAs = req.headers[VIEW_AS_HEADER];
    const manageBlog = req.headers[MANAGE_BLOG_AS_HEADER];
    if (viewAs !== undefined) return this.actAs(user, viewAs, 'read');
    if (manageBlog !== undefined) return this.actAs(user, manageBlog, 'blog');
    return user;
  }

  /**
   * An admin's request carrying a client's id in the view-as (or manage-blog-as) header is served
   * as that client; the guards refuse its writes (all of them, or all but the blog's). Anyone else
   * sending the header is refused.
   */
  private async actAs(admin: AuthUser, header: string | string[], scope: ActingScope): Promise<AuthUser> {
    if (admin.role !== 'admin') throw new ForbiddenError('AUTH.FORBIDDEN', 'Only an admin can act as a client.');
    const id = Array.isArray(header) ? header[0] : header;
    const client = UUID_PATTERN.test(id) ? await this.users.viewedClient(id) : null;
    if (!client) throw new ForbiddenError('AUTH.VIEW_AS_NOT_A_CLIENT', 'Only an existing client account can be viewed as.');
    return { ...client, actingAdmin: { id: admin.id, email: admin.email, scope } };
  }
}
