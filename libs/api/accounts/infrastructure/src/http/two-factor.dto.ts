import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsNotEmpty, IsObject, IsOptional, IsString, MaxLength } from 'class-validator';
import { PASSWORD_MAX_LENGTH } from '@fw/api-accounts-domain';
import { IsOmittable } from '@fw/api-shared-infrastructure';
import { SessionResponseDto } from './auth.dto';

const CHALLENGE_MAX_LENGTH = 200;
const SECOND_FACTOR_METHODS = ['totp', 'passkey', 'recovery_code'] as const;

// ---- requests ----

export class SecondFactorRequestDto {
  @ApiProperty({ description: 'The challenge from the password step (or from passkey options for a password-less sign-in)', maxLength: CHALLENGE_MAX_LENGTH })
  @IsString()
  @IsNotEmpty({ message: 'challenge is required' })
  @MaxLength(CHALLENGE_MAX_LENGTH)
  challenge: string;

  @ApiProperty({ enum: SECOND_FACTOR_METHODS })
  @IsIn(SECOND_FACTOR_METHODS, { message: `method must be one of ${SECOND_FACTOR_METHODS.join(', ')}` })
  method: (typeof SECOND_FACTOR_METHODS)[number];

  @ApiPropertyOptional({ description: 'The 6-digit code of the authenticator app, or a recovery code', maxLength: 64 })
  @IsOmittable()
  @IsString()
  @MaxLength(64)
  code?: string;

  @ApiPropertyOptional({ description: 'The WebAuthn assertion (as @simplewebauthn/browser returns it)', type: 'object', additionalProperties: true })
  @IsOmittable()
  @IsObject()
  passkey?: Record<string, unknown>;
}

export class PasskeyOptionsRequestDto {
  @ApiPropertyOptional({ description: 'The challenge of the password step; omitted for a password-less sign-in', maxLength: CHALLENGE_MAX_LENGTH })
  @IsOmittable()
  @IsString()
  @MaxLength(CHALLENGE_MAX_LENGTH)
  challenge?: string;
}

export class EnrolmentRequestDto {
  @ApiPropertyOptional({
    description: 'Without a session: the enrolment challenge of the password step (admins past their grace period)',
    maxLength: CHALLENGE_MAX_LENGTH,
  })
  @IsOmittable()
  @IsString()
  @MaxLength(CHALLENGE_MAX_LENGTH)
  enrolment_challenge?: string;
}

export class ConfirmTotpRequestDto extends EnrolmentRequestDto {
  @ApiProperty({ description: 'The current 6-digit code of the authenticator app', maxLength: 16 })
  @IsString()
  @IsNotEmpty({ message: 'code is required' })
  @MaxLength(16)
  code: string;
}

export class RegisterPasskeyRequestDto extends EnrolmentRequestDto {
  @ApiProperty({ description: 'The challenge from the passkey registration options', maxLength: CHALLENGE_MAX_LENGTH })
  @IsString()
  @IsNotEmpty({ message: 'challenge is required' })
  @MaxLength(CHALLENGE_MAX_LENGTH)
  challenge: string;

  @ApiProperty({ description: 'The WebAuthn attestation (as @simplewebauthn/browser returns it)', type: 'object', additionalProperties: true })
  @IsObject()
  response: Record<string, unknown>;

  @ApiPropertyOptional({ maxLength: 100, example: 'Work laptop' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  name?: string;
}

export class ReauthenticateRequestDto {
  @ApiProperty({ description: 'The current password', maxLength: PASSWORD_MAX_LENGTH, format: 'password' })
  @IsString()
  @IsNotEmpty({ message: 'current_password is required' })
  @MaxLength(PASSWORD_MAX_LENGTH)
  current_password: string;
}

// ---- responses ----

export class SecondFactorChallengeResponseDto {
  @ApiProperty({ description: 'Single-use, valid for five minutes; not a session' }) challenge: string;
  @ApiProperty({ enum: ['second_factor', 'enrolment'], description: 'enrolment: an admin must add a factor before signing in' })
  purpose: 'second_factor' | 'enrolment';
  @ApiProperty({ enum: SECOND_FACTOR_METHODS, isArray: true }) methods: Array<(typeof SECOND_FACTOR_METHODS)[number]>;
  @ApiProperty({ format: 'date-time' }) expires_at: string;
}

export class PasskeyOptionsResponseDto {
  @ApiPropertyOptional({ description: 'A new challenge for a password-less sign-in (absent when continuing a password step)' }) challenge?: string;
  @ApiProperty({ description: 'PublicKeyCredentialRequestOptionsJSON for @simplewebauthn/browser', type: 'object', additionalProperties: true })
  options: Record<string, unknown>;
}

export class PasskeyRegistrationOptionsResponseDto {
  @ApiProperty() challenge: string;
  @ApiProperty({ description: 'PublicKeyCredentialCreationOptionsJSON for @simplewebauthn/browser', type: 'object', additionalProperties: true })
  options: Record<string, unknown>;
}

export class TotpSetupResponseDto {
  @ApiProperty({ description: 'Base32 secret for typing in by hand; shown only during setup' }) secret: string;
  @ApiProperty({ description: 'otpauth:// URI' }) otpauth_url: string;
  @ApiProperty({ description: 'The QR code of otpauth_url as an SVG data URL' }) qr_code: string;
}

export class EnrolmentResponseDto {
  @ApiProperty({ type: [String], nullable: true, description: 'Ten single-use codes, shown once (only when this was the first factor)' })
  recovery_codes: string[] | null;
  @ApiPropertyOptional({ type: SessionResponseDto, description: 'When the enrolment finished a sign-in (sets the fw_refresh cookie)' })
  session?: SessionResponseDto;
}

export class RecoveryCodesResponseDto {
  @ApiProperty({ type: [String] }) recovery_codes: string[];
}

export class PasskeySummaryDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
  @ApiProperty({ format: 'date-time' }) created_at: string;
  @ApiProperty({ format: 'date-time', nullable: true, type: String }) last_used_at: string | null;
}

export class TwoFactorStatusResponseDto {
  @ApiProperty() totp: boolean;
  @ApiProperty({ type: [PasskeySummaryDto] }) passkeys: PasskeySummaryDto[];
  @ApiProperty() recovery_codes_left: number;
  @ApiProperty({ description: 'Admins must have a second factor' }) required: boolean;
  @ApiProperty({ format: 'date-time', nullable: true, type: String, description: 'Until when an admin may still sign in without one' })
  enrol_by: string | null;
}

export class SignInSessionResponseDto extends SessionResponseDto {
  @ApiPropertyOptional({
    format: 'date-time',
    description: 'Admins without a second factor: enrol before this moment (after it the password alone opens only the enrolment)',
  })
  two_factor_enrol_by?: string;
}
