import { Injectable } from '@nestjs/common';
import { hashOpaqueToken } from '../opaque-token';
import { RefreshTokenRepositoryPort } from '../ports/refresh-token.repository.port';
import { UnitOfWorkPort } from '../ports/unit-of-work.port';

/** Revokes the session family of the presented refresh token. Unknown or absent tokens are fine. */
@Injectable()
export class SignOutUseCase {
  constructor(
    private readonly refreshTokens: RefreshTokenRepositoryPort,
    private readonly uow: UnitOfWorkPort,
  ) {}

  async execute(input: { refreshToken?: string | null }): Promise<void> {
    const refreshToken = input.refreshToken;
    if (!refreshToken) return;
    await this.uow.run(async () => {
      const token = await this.refreshTokens.findByHashForUpdate(hashOpaqueToken(refreshToken));
      if (token) await this.refreshTokens.revokeFamily(token.familyId, new Date());
    });
  }
}
