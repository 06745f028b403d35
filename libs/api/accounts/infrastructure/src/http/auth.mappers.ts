import type { AccountView, Session } from '@fw/api-accounts-application';
import type { MeResponseDto, SessionResponseDto } from './auth.dto';

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
