import type { AccountView, Session, SignInResult } from '@fw/api-accounts-application';
import type { MeResponseDto, SessionResponseDto } from './auth.dto';
import type { SecondFactorChallengeResponseDto } from './two-factor.dto';

export function toMeDto(view: AccountView): MeResponseDto {
  return { id: view.id, email: view.email, full_name: view.fullName, role: view.role, created_at: view.createdAt.toISOString() };
}

export function toSessionDto(session: Session): SessionResponseDto {
  return {
    access_token: session.accessToken,
    expires_at: session.expiresAt,
    expires_in: session.expiresIn,
    token_type: 'bearer',
    user: toMeDto(session.user),
  };
}

export function toChallengeDto(result: Extract<SignInResult, { kind: 'challenge' }>): SecondFactorChallengeResponseDto {
  return {
    challenge: result.challenge.token,
    purpose: result.challenge.purpose === 'enrolment' ? 'enrolment' : 'second_factor',
    methods: result.methods,
    expires_at: result.challenge.expiresAt.toISOString(),
  };
}
