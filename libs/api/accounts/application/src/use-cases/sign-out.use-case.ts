import { Injectable } from '@nestjs/common';
import { hashOpaqueToken } from '../opaque-token';
import { RefreshTokenRepositoryPort } from '../ports/refresh-token.repository.port';
import { UnitOfWorkPort } from '../ports/unit-of-work.port';

/**
 * Revokes the session family of the presented refresh token, and the session a valid access token
 * names (a caller holding only the access token signs out too). Unknown or absent tokens are fine.
 */
@Injectable()
export class SignOutUseCase {
  constructor(
    private readonly refreshTokens: RefreshTokenRepositoryPort,
    private readonly uow: UnitOfWorkPort,
  ) {}

  async execute(input: { refreshToken?: string | null; sessionId?: string | null }): Promise<void> {
    const { refreshToken, sessionId } = input;
    if (!refreshToken && !sessionId) return;
    await this.uow.run(async () => {
      const token = refreshToken ? await this.refreshTokens.findByHashForUpdate(hashOpaqueToken(refreshToken)) : null;
      if (token) await this.refreshTokens.revokeFamily(token.familyId, new Date());
      if (sessionId && sessionId !== token?.familyId) await this.refreshTokens.revokeFamily(sessionId, new Date());
    });
  }
}
