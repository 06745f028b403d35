import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { ChallengePurpose, SIGN_IN_CHALLENGE_TTL_SECONDS, SignInChallenge, SignInChallengeExpiredError } from '@fw/api-accounts-domain';
import { generateOpaqueToken, hashOpaqueToken } from '../opaque-token';
import { TwoFactorRepositoryPort } from './two-factor.ports';

export interface IssuedChallenge {
  /** Given to the browser once; the database keeps its hash. */
  token: string;
  purpose: ChallengePurpose;
  expiresAt: Date;
}

/** Short-lived, single-use, server-side challenges between the steps of a sign-in. */
@Injectable()
export class SignInChallenges {
  constructor(private readonly repository: TwoFactorRepositoryPort) {}

  /** Call inside a transaction. */
  async issue(
    purpose: ChallengePurpose,
    userId: string | null,
    webauthnChallenge: string | null = null,
  ): Promise<{ issued: IssuedChallenge; row: SignInChallenge }> {
    const token = generateOpaqueToken();
    const row = Object.assign(new SignInChallenge(), {
      id: randomUUID(),
      userId,
      purpose,
      tokenHash: hashOpaqueToken(token),
      webauthnChallenge,
      expiresAt: new Date(Date.now() + SIGN_IN_CHALLENGE_TTL_SECONDS * 1000),
    });
    await this.repository.insertChallenge(row);
    return { issued: { token, purpose, expiresAt: row.expiresAt }, row };
  }

  /** Call inside a transaction: the row stays locked until it ends. Throws SignInChallengeExpiredError. */
  async open(token: string, purposes: readonly ChallengePurpose[]): Promise<SignInChallenge> {
    const row = await this.repository.findChallengeForUpdate(hashOpaqueToken(token));
    if (!row) throw new SignInChallengeExpiredError();
    row.assertLive(purposes, new Date());
    return row;
  }
}
