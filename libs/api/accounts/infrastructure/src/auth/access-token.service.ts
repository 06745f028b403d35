import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { accountsConfig } from '../config/auth.config';
import type { AuthConfig } from '../config/auth.config';

/** Issues short-lived HS256 access tokens that JwtStrategy accepts. */
@Injectable()
export class AccessTokenService {
  constructor(
    private readonly jwt: JwtService,
    @Inject(accountsConfig.KEY) private readonly config: AuthConfig,
  ) {}

  issue(user: { id: string; email: string }): { token: string; expiresAt: number; expiresIn: number } {
    const expiresIn = this.config.accessTokenTtlSeconds;
    const token = this.jwt.sign(
      { sub: user.id, email: user.email },
      { secret: this.config.jwtSecret, algorithm: 'HS256', expiresIn, issuer: this.config.jwtIssuer, audience: this.config.jwtAudience },
    );
    return { token, expiresIn, expiresAt: Math.floor(Date.now() / 1000) + expiresIn };
  }
}
