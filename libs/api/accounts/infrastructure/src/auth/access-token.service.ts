import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { AccessTokenIssuerPort, IssuedAccessToken } from '@fw/api-accounts-application';
import { accountsConfig } from '../config/auth.config';
import type { AuthConfig } from '../config/auth.config';

/**
 * Issues short-lived HS256 access tokens that AccessTokenVerifier accepts. `sid` names the session
 * (refresh token family); every token a sign-in, confirmation or refresh hands out carries one.
 * Tests may mint a token without a session (not revocable before it expires).
 */
@Injectable()
export class AccessTokenService extends AccessTokenIssuerPort {
  constructor(
    private readonly jwt: JwtService,
    @Inject(accountsConfig.KEY) private readonly config: AuthConfig,
  ) {
    super();
  }

  issue(user: { id: string; email: string }, sessionId?: string): IssuedAccessToken {
    const expiresIn = this.config.accessTokenTtlSeconds;
    const iat = Math.floor(Date.now() / 1000);
    const token = this.jwt.sign(
      { sub: user.id, email: user.email, iat, ...(sessionId ? { sid: sessionId } : {}) },
      { secret: this.config.jwtSecret, algorithm: 'HS256', expiresIn, issuer: this.config.jwtIssuer, audience: this.config.jwtAudience },
    );
    return { token, expiresIn, expiresAt: iat + expiresIn };
  }
}
