import { randomUUID } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { RefreshToken } from '@fw/api-accounts-domain';
import { AccessTokenIssuerPort } from './ports/access-token-issuer.port';
import { AccountRepositoryPort, AccountView } from './ports/account.repository.port';
import { AccountsSettings } from './ports/accounts-settings';
import { PurchaseClaimPort } from './ports/purchase-claim.port';
import { RefreshTokenRepositoryPort } from './ports/refresh-token.repository.port';
import { generateOpaqueToken, hashOpaqueToken } from './opaque-token';

export interface Session {
  accessToken: string;
  refreshToken: string;
  /** Unix seconds when the access token expires. */
  expiresAt: number;
  expiresIn: number;
  user: AccountView;
}

/** Starts and continues sessions: an access token plus a stored (hashed) refresh token. */
@Injectable()
export class SessionService {
  private readonly logger = new Logger('Accounts');

  constructor(
    private readonly accounts: AccountRepositoryPort,
    private readonly refreshTokens: RefreshTokenRepositoryPort,
    private readonly accessTokens: AccessTokenIssuerPort,
    private readonly settings: AccountsSettings,
    private readonly purchases: PurchaseClaimPort,
  ) {}

  /** Call inside a transaction. Without `familyId` a new family (a new sign-in) begins. */
  async start(userId: string, familyId: string = randomUUID()): Promise<Session> {
    const user = await this.accounts.findView(userId);
    if (!user) throw new Error(`account ${userId} vanished while starting a session`);
    const refreshToken = generateOpaqueToken();
    const row = new RefreshToken();
    row.id = randomUUID();
    row.userId = userId;
    row.familyId = familyId;
    row.tokenHash = hashOpaqueToken(refreshToken);
    row.expiresAt = new Date(Date.now() + this.settings.refreshTokenTtlSeconds * 1000);
    await this.refreshTokens.insert(row);
    const access = this.accessTokens.issue({ id: user.id, email: user.email }, familyId);
    return { accessToken: access.token, refreshToken, expiresAt: access.expiresAt, expiresIn: access.expiresIn, user };
  }

  /** Links a paid checkout to the user; never throws (a failed link must not fail a sign-in). */
  async claimPurchase(sessionId: string | null | undefined, user: { id: string; email: string }): Promise<void> {
    if (!sessionId) return;
    try {
      await this.purchases.claim(sessionId, { id: user.id, email: user.email });
    } catch (error) {
      this.logger.error({ err: error, userId: user.id }, 'linking a checkout to the account failed');
    }
  }
}
