import { Injectable, Logger } from '@nestjs/common';
import { decideRefresh, InvalidRefreshTokenError } from '@fw/api-accounts-domain';
import { hashOpaqueToken } from '../opaque-token';
import { AccountRepositoryPort } from '../ports/account.repository.port';
import { AccountsSettings } from '../ports/accounts-settings';
import { RefreshTokenRepositoryPort } from '../ports/refresh-token.repository.port';
import { UnitOfWorkPort } from '../ports/unit-of-work.port';
import { Session, SessionService } from '../session.service';

type Outcome = { session: Session } | { refused: 'dead' | 'reuse' | 'account' };

/**
 * Trades a refresh token for a new session of the same family. Each token works once; a token
 * presented again within the reuse window (two tabs refreshing together) still works, but a
 * replay after it revokes the whole family (a stolen copy is in use). Disabled or vanished
 * accounts lose the family too. Every refusal is InvalidRefreshTokenError; revocations commit.
 */
@Injectable()
export class RefreshSessionUseCase {
  private readonly logger = new Logger('Accounts');

  constructor(
    private readonly accounts: AccountRepositoryPort,
    private readonly refreshTokens: RefreshTokenRepositoryPort,
    private readonly sessions: SessionService,
    private readonly settings: AccountsSettings,
    private readonly uow: UnitOfWorkPort,
  ) {}

  async execute(input: { refreshToken: string }): Promise<Session> {
    const outcome = await this.uow.run(async (): Promise<Outcome> => {
      const now = new Date();
      const token = await this.refreshTokens.findByHashForUpdate(hashOpaqueToken(input.refreshToken));
      if (!token) return { refused: 'dead' };
      const decision = decideRefresh(token, now, this.settings.refreshReuseWindowSeconds);
      if (decision === 'dead') return { refused: 'dead' };
      if (decision === 'reuse') {
        await this.refreshTokens.revokeFamily(token.familyId, now);
        this.logger.warn({ userId: token.userId, familyId: token.familyId }, 'refresh token reused: session family revoked');
        return { refused: 'reuse' };
      }
      const user = await this.accounts.findUserById(token.userId);
      if (!user || user.disabledAt || !user.emailConfirmedAt) {
        await this.refreshTokens.revokeFamily(token.familyId, now);
        return { refused: 'account' };
      }
      if (decision === 'rotate') await this.refreshTokens.markRotated(token.id, now);
      return { session: await this.sessions.start(user.id, token.familyId) };
    });
    if ('refused' in outcome) throw new InvalidRefreshTokenError();
    return outcome.session;
  }
}
