import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsNotEmpty, IsOptional, IsString, IsUUID, Length, Matches, MaxLength } from 'class-validator';
import { CLIENT_STATUSES, EMAIL_MAX_LENGTH, FULL_NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, ROLES } from '@fw/api-accounts-domain';
import type { ClientStatus, Role } from '@fw/api-accounts-domain';
import { IsEmailAddress, IsOmittable } from '@fw/api-shared-infrastructure';
import { CHECKOUT_SESSION_ID_PATTERN } from '@fw/shared-field-limits';

const TOKEN_MAX_LENGTH = 200;

// ---- requests ----

export class SignUpRequestDto {
  @ApiProperty({ format: 'email', maxLength: EMAIL_MAX_LENGTH, example: 'jane@example.com' })
  @IsEmailAddress()
  @MaxLength(EMAIL_MAX_LENGTH)
  email: string;

  @ApiProperty({ minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH, format: 'password' })
  @IsString()
  @Length(PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH, { message: `password must be ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters` })
  password: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: FULL_NAME_MAX_LENGTH, example: 'Jane Doe' })
  @IsOptional()
  @IsString()
  @MaxLength(FULL_NAME_MAX_LENGTH)
  full_name?: string | null;

  @ApiPropertyOptional({ description: 'session_id of a paid checkout, linked to the account once the e-mail is confirmed', example: 'cs_test_a1b2c3' })
  @IsOmittable()
  @IsString()
  @Matches(CHECKOUT_SESSION_ID_PATTERN, { message: 'session_id is not a valid checkout session id' })
  session_id?: string;
}

export class SignInRequestDto {
  @ApiProperty({ format: 'email', maxLength: EMAIL_MAX_LENGTH, example: 'jane@example.com' })
  @IsEmailAddress()
  @MaxLength(EMAIL_MAX_LENGTH)
  email: string;

  @ApiProperty({ maxLength: PASSWORD_MAX_LENGTH, format: 'password' })
  @IsString()
  @IsNotEmpty({ message: 'password is required' })
  @MaxLength(PASSWORD_MAX_LENGTH)
  password: string;

  @ApiPropertyOptional({ description: 'session_id of a paid checkout to link to the account', example: 'cs_test_a1b2c3' })
  @IsOmittable()
  @IsString()
  @Matches(CHECKOUT_SESSION_ID_PATTERN, { message: 'session_id is not a valid checkout session id' })
  session_id?: string;
}

export class TokenRequestDto {
  @ApiProperty({ description: 'The token from the e-mailed link', maxLength: TOKEN_MAX_LENGTH })
  @IsString()
  @IsNotEmpty({ message: 'token is required' })
  @MaxLength(TOKEN_MAX_LENGTH)
  token: string;
}

export class EmailRequestDto {
  @ApiProperty({ format: 'email', maxLength: EMAIL_MAX_LENGTH, example: 'jane@example.com' })
  @IsEmailAddress()
  @MaxLength(EMAIL_MAX_LENGTH)
  email: string;
}

export class RefreshRequestDto {
  @ApiPropertyOptional({ description: 'Only for clients that cannot keep the fw_refresh cookie; the cookie is used otherwise', maxLength: TOKEN_MAX_LENGTH })
  @IsOmittable()
  @IsString()
  @MaxLength(TOKEN_MAX_LENGTH)
  refresh_token?: string;
}

export class ResetPasswordRequestDto extends TokenRequestDto {
  @ApiProperty({ minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH, format: 'password' })
  @IsString()
  @Length(PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH, { message: `password must be ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters` })
  password: string;
}

export class CheckoutAccountRequestDto {
  @ApiProperty({ description: 'session_id of the paid package checkout (the page after payment)', example: 'cs_test_a1b2c3' })
  @IsString()
  @Matches(CHECKOUT_SESSION_ID_PATTERN, { message: 'session_id is not a valid checkout session id' })
  session_id: string;

  @ApiProperty({ minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH, format: 'password', description: 'Same rules as at sign-up' })
  @IsString()
  @Length(PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH, { message: `password must be ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters` })
  password: string;
}

export class CheckoutEmailRequestDto {
  @ApiProperty({ description: 'session_id of the paid package checkout (the page after payment)', example: 'cs_test_a1b2c3' })
  @IsString()
  @Matches(CHECKOUT_SESSION_ID_PATTERN, { message: 'session_id is not a valid checkout session id' })
  session_id: string;

  @ApiProperty({ format: 'email', maxLength: EMAIL_MAX_LENGTH, example: 'jane@example.com', description: 'The right address' })
  @IsEmailAddress()
  @MaxLength(EMAIL_MAX_LENGTH)
  email: string;
}

export class ConfirmCheckoutEmailRequestDto extends TokenRequestDto {
  @ApiProperty({ minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH, format: 'password', description: 'Same rules as at sign-up' })
  @IsString()
  @Length(PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH, { message: `password must be ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters` })
  password: string;
}

export class CheckoutEmailResponseDto {
  @ApiProperty({ example: 'jane@example.com', description: 'Where the confirmation link went' }) email: string;
}

export class ChangePasswordRequestDto {
  @ApiProperty({ maxLength: PASSWORD_MAX_LENGTH, format: 'password', description: 'The password the user signs in with now' })
  @IsString()
  @IsNotEmpty({ message: 'current_password is required' })
  @MaxLength(PASSWORD_MAX_LENGTH)
  current_password: string;

  @ApiProperty({ minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH, format: 'password', description: 'Same rules as at sign-up' })
  @IsString()
  @Length(PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH, { message: `new_password must be ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters` })
  new_password: string;
}

export class UpdateMeRequestDto {
  @ApiPropertyOptional({ type: String, nullable: true, maxLength: FULL_NAME_MAX_LENGTH, example: 'Jane Doe' })
  @IsOptional()
  @IsString()
  @MaxLength(FULL_NAME_MAX_LENGTH)
  full_name?: string | null;
}

export class CreateClientRequestDto {
  @ApiProperty({ format: 'email', maxLength: EMAIL_MAX_LENGTH, example: 'client@example.com' })
  @IsEmailAddress()
  @MaxLength(EMAIL_MAX_LENGTH)
  email: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: FULL_NAME_MAX_LENGTH, example: 'Casey Client' })
  @IsOptional()
  @IsString()
  @MaxLength(FULL_NAME_MAX_LENGTH)
  full_name?: string | null;

  @ApiProperty({ minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH, format: 'password' })
  @IsString()
  @Length(PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH, { message: `password must be ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters` })
  password: string;

  @ApiProperty({ enum: ROLES, example: 'editor' })
  @IsIn(ROLES, { message: 'role must be editor or admin' })
  role: Role;
}

export class UpdateClientRequestDto {
  @ApiPropertyOptional({ type: String, nullable: true, maxLength: FULL_NAME_MAX_LENGTH })
  @IsOptional()
  @IsString()
  @MaxLength(FULL_NAME_MAX_LENGTH)
  full_name?: string | null;

  @ApiPropertyOptional({ enum: ROLES })
  @IsOmittable()
  @IsIn(ROLES, { message: 'role must be editor or admin' })
  role?: Role;
}

export class LinkOrderRequestDto {
  @ApiProperty({ format: 'uuid', description: 'The order to link to this client' })
  @IsUUID('all', { message: 'order_id must be a UUID' })
  order_id: string;
}

/** Longest reason kept with a move (the order_moves check says the same). */
export const ORDER_MOVE_REASON_MAX = 500;

export class MoveOrderRequestDto {
  @ApiProperty({ format: 'uuid', description: 'The order (a package or a hosting renewal) to move to this client' })
  @IsUUID('all', { message: 'order_id must be a UUID' })
  order_id: string;

  @ApiProperty({
    maxLength: ORDER_MOVE_REASON_MAX,
    example: 'Typo in the checkout e-mail (exampel.com)',
    description: 'Why the order moves; kept with the move',
  })
  @IsString({ message: 'reason is required' })
  @Matches(/\S/, { message: 'reason is required' })
  @MaxLength(ORDER_MOVE_REASON_MAX, { message: `reason must be at most ${ORDER_MOVE_REASON_MAX} characters` })
  reason: string;
}

// ---- responses ----

export class MeResponseDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'email' }) email: string;
  @ApiProperty({ type: String, nullable: true }) full_name: string | null;
  @ApiProperty({ enum: ROLES }) role: Role;
  @ApiProperty({ format: 'date-time' }) created_at: string;
}

export class ClientResponseDto extends MeResponseDto {
  @ApiPropertyOptional({
    description:
      'In the list and detail reads: an account made for a buyer or from a questionnaire that has not chosen a password yet (POST /api/admin/clients/{id}/invite resends the invitation)',
  })
  invitation_pending?: boolean;

  @ApiPropertyOptional({
    enum: CLIENT_STATUSES,
    description: 'In the list and detail reads: disabled (cannot sign in), invited (invitation not used yet), unconfirmed (e-mail not confirmed) or active',
  })
  status?: ClientStatus;

  @ApiPropertyOptional({ type: String, format: 'date-time', nullable: true, description: 'In the list and detail reads: when the account was disabled' })
  disabled_at?: string | null;

  @ApiPropertyOptional({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'In the list and detail reads: when the newest session began (the last sign-in)',
  })
  last_sign_in_at?: string | null;

  @ApiPropertyOptional({ enum: ['none', 'waiting_for_build', 'live'], description: "In the list and detail reads: the client's website" })
  website_state?: 'none' | 'waiting_for_build' | 'live';

  @ApiPropertyOptional({ description: "In the list and detail reads: e-mails to the client's address that could not be delivered" })
  failed_emails?: number;
}

export class SessionResponseDto {
  @ApiProperty({ description: 'Short-lived JWT for `Authorization: Bearer`; keep it in memory' }) access_token: string;
  @ApiProperty({ description: 'Unix seconds when the access token expires', example: 1795000000 }) expires_at: number;
  @ApiProperty({ description: 'Seconds until the access token expires', example: 900 }) expires_in: number;
  @ApiProperty({ enum: ['bearer'] }) token_type: 'bearer';
  @ApiProperty({ type: MeResponseDto }) user: MeResponseDto;
}

export class MessageResponseDto {
  @ApiProperty() message: string;
}

export class SignUpResponseDto extends MessageResponseDto {
  @ApiProperty({ format: 'email' }) email: string;
}

export class ClientEmailChangeResponseDto {
  @ApiProperty({ format: 'email', description: 'Where the confirmation link went; the client signs in with the old address until it is followed' })
  pending_email: string;
}

export class EmailChangeConfirmedResponseDto {
  @ApiProperty({ format: 'email', description: 'The sign-in address from now on' }) email: string;
}

export class EmailChangeAdminDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'email' }) email: string;
}

export class EmailChangeResponseDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'email' }) old_email: string;
  @ApiProperty({ format: 'email' }) new_email: string;
  @ApiProperty({ type: EmailChangeAdminDto, nullable: true, description: 'The admin who asked (null once that account is gone)' })
  requested_by: EmailChangeAdminDto | null;
  @ApiProperty({ format: 'date-time' }) requested_at: string;
  @ApiProperty({ format: 'date-time' }) expires_at: string;
  @ApiProperty({ format: 'date-time', nullable: true, type: String, description: 'When the new address was confirmed; null while waiting (or never followed)' })
  confirmed_at: string | null;
}
