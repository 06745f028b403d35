import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { AccessTokenIssuerPort, IssuedAccessToken } from '@fw/api-accounts-application';
import { accountsConfig } from '../config/auth.config';
import type { AuthConfig } from '../config/auth.config';

/**
 * Issues short-lived HS256 access tokens that JwtStrategy accepts. `sid` names the session
 * (refresh token family); every token carries one, and the verifier refuses a token without it.
 */
@Injectable()
export class AccessTokenService extends AccessTokenIssuerPort {
  constructor(
    private readonly jwt: JwtService,
    @Inject(accountsConfig.KEY) private readonly config: AuthConfig,
  ) {
    super();
  }

  issue(user: { id: string; email: string }, sessionId: string): IssuedAccessToken {
    const expiresIn = this.config.accessTokenTtlSeconds;
    const iat = Math.floor(Date.now() / 1000);
    const token = this.jwt.sign(
      { sub: user.id, email: user.email, iat, sid: sessionId },
      { secret: this.config.jwtSecret, algorithm: 'HS256', expiresIn, issuer: this.config.jwtIssuer, audience: this.config.jwtAudience },
    );
    return { token, expiresIn, expiresAt: iat + expiresIn };
  }
}
