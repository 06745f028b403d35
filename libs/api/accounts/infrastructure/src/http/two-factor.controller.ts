import { Body, Controller, Get, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import { ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiErrors, Auth, clientIp, CurrentUser, OptionalAuth, UuidParam } from '@fw/api-shared-infrastructure';
import { SignInRequiredError, WrongCurrentPasswordError } from '@fw/api-accounts-domain';
import { Enrollee, EnrolmentResult, SecondFactorProof, Session, TwoFactorEnrolmentService, TwoFactorSignInService } from '@fw/api-accounts-application';
import type { AuthUser } from '@fw/api-shared-domain';
import { accountsConfig } from '../config/auth.config';
import type { AuthConfig } from '../config/auth.config';
import { SessionResponseDto } from './auth.dto';
import { toSessionDto } from './auth.mappers';
import { setRefreshCookie } from './refresh-cookie';
import { SignInThrottle } from './sign-in-throttle';
import { AuthRateLimits } from './auth-rate-limits';
import {
  ConfirmTotpRequestDto,
  EnrolmentRequestDto,
  EnrolmentResponseDto,
  PasskeyOptionsRequestDto,
  PasskeyOptionsResponseDto,
  PasskeyRegistrationOptionsResponseDto,
  ReauthenticateRequestDto,
  RecoveryCodesResponseDto,
  RegisterPasskeyRequestDto,
  SecondFactorRequestDto,
  TotpSetupResponseDto,
  TwoFactorStatusResponseDto,
} from './two-factor.dto';

/** A missing code or assertion proves nothing: it counts as a wrong answer, like any other. */
function proofOf(body: SecondFactorRequestDto): SecondFactorProof {
  if (body.method === 'passkey') return { method: 'passkey', response: body.passkey ?? {} };
  return { method: body.method, code: body.code ?? '' };
}

/**
 * The second step of a sign-in (TOTP, passkey, recovery code), password-less passkey sign-in,
 * and managing one's own factors. Enrolment also works without a session for an admin holding
 * the enrolment challenge of a password step.
 */
@ApiTags('auth')
@Controller('auth')
export class TwoFactorController {
  constructor(
    private readonly signIn: TwoFactorSignInService,
    private readonly enrolment: TwoFactorEnrolmentService,
    private readonly throttle: SignInThrottle,
    private readonly limits: AuthRateLimits,
    @Inject(accountsConfig.KEY) private readonly config: AuthConfig,
  ) {}

  @Post('two-factor/verify')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Finish a sign-in with a second factor (sets the fw_refresh cookie); the challenge is single-use',
    description:
      '401 AUTH.INVALID_SECOND_FACTOR for a wrong, reused or replayed code or passkey; 401 AUTH.CHALLENGE_EXPIRED once the challenge is used, ' +
      'expired (five minutes) or has seen five wrong answers (sign in again); 429 after ten wrong answers for the account within 15 minutes.',
  })
  @ApiOkResponse({ type: SessionResponseDto })
  @ApiErrors(400, 401, 403, 429)
  async verify(@Body() body: SecondFactorRequestDto, @Res({ passthrough: true }) res: FastifyReply): Promise<SessionResponseDto> {
    return this.startSession(res, await this.signIn.verify(body.challenge, proofOf(body)));
  }

  @Post('passkeys/options')
  @HttpCode(200)
  @ApiOperation({
    summary: 'WebAuthn options for signing in with a passkey: for the second step (with its challenge) or password-less (without)',
    description: 'Password-less: the answer carries a new challenge to send to POST /api/auth/two-factor/verify with method passkey.',
  })
  @ApiOkResponse({ type: PasskeyOptionsResponseDto })
  @ApiErrors(400, 401, 429)
  async passkeyOptions(@Body() body: PasskeyOptionsRequestDto, @Req() req: FastifyRequest): Promise<PasskeyOptionsResponseDto> {
    if (!body.challenge) await this.limits.passkeySignIn(clientIp(req));
    const { challenge, options } = await this.signIn.passkeyOptions(body.challenge);
    return { ...(challenge ? { challenge: challenge.token } : {}), options: options as Record<string, unknown> };
  }

  @Get('two-factor')
  @Auth()
  @ApiOperation({ summary: 'The own second factors (never their secrets)' })
  @ApiOkResponse({ type: TwoFactorStatusResponseDto })
  async status(@CurrentUser() user: AuthUser): Promise<TwoFactorStatusResponseDto> {
    const s = await this.enrolment.status(user.id);
    return {
      totp: s.totp,
      passkeys: s.passkeys.map((p) => ({ id: p.id, name: p.name, created_at: p.createdAt.toISOString(), last_used_at: p.lastUsedAt?.toISOString() ?? null })),
      recovery_codes_left: s.recoveryCodesLeft,
      required: s.required,
      enrol_by: s.enrolBy?.toISOString() ?? null,
    };
  }

  @Post('two-factor/totp')
  @HttpCode(200)
  @OptionalAuth()
  @ApiOperation({
    summary: 'Start adding an authenticator app: a new secret and its QR code (pending until a code confirms it)',
    description: 'Signed in, or with the enrolment challenge of a password step. 400 AUTH.TOTP_NOT_PENDING when an app is already set up (revoke it first).',
  })
  @ApiOkResponse({ type: TotpSetupResponseDto })
  @ApiErrors(400, 401)
  async startTotp(@Body() body: EnrolmentRequestDto, @CurrentUser() user?: AuthUser): Promise<TotpSetupResponseDto> {
    const setup = await this.enrolment.startTotp(this.enrollee(body, user));
    return { secret: setup.secret, otpauth_url: setup.uri, qr_code: setup.qrCode };
  }

  @Post('two-factor/totp/confirm')
  @HttpCode(200)
  @OptionalAuth()
  @ApiOperation({
    summary: 'Confirm the authenticator app with its current code; the first factor brings ten recovery codes (shown once)',
    description: 'With an enrolment challenge the answer also starts the session (sets the fw_refresh cookie).',
  })
  @ApiOkResponse({ type: EnrolmentResponseDto })
  @ApiErrors(400, 401)
  async confirmTotp(
    @Body() body: ConfirmTotpRequestDto,
    @Res({ passthrough: true }) res: FastifyReply,
    @CurrentUser() user?: AuthUser,
  ): Promise<EnrolmentResponseDto> {
    return this.enrolled(res, await this.enrolment.confirmTotp(this.enrollee(body, user), body.code));
  }

  @Post('two-factor/passkeys/options')
  @HttpCode(200)
  @OptionalAuth()
  @ApiOperation({ summary: 'WebAuthn options for adding a passkey (a discoverable credential with user verification)' })
  @ApiOkResponse({ type: PasskeyRegistrationOptionsResponseDto })
  @ApiErrors(400, 401)
  async passkeyRegistrationOptions(@Body() body: EnrolmentRequestDto, @CurrentUser() user?: AuthUser): Promise<PasskeyRegistrationOptionsResponseDto> {
    const { challenge, options } = await this.enrolment.passkeyRegistrationOptions(this.enrollee(body, user));
    return { challenge, options: options as Record<string, unknown> };
  }

  @Post('two-factor/passkeys')
  @HttpCode(200)
  @OptionalAuth()
  @ApiOperation({ summary: 'Add a passkey; the first factor brings ten recovery codes (shown once)' })
  @ApiOkResponse({ type: EnrolmentResponseDto })
  @ApiErrors(400, 401, 404)
  async registerPasskey(
    @Body() body: RegisterPasskeyRequestDto,
    @Res({ passthrough: true }) res: FastifyReply,
    @CurrentUser() user?: AuthUser,
  ): Promise<EnrolmentResponseDto> {
    return this.enrolled(res, await this.enrolment.registerPasskey(this.enrollee(body, user), body.challenge, body.response, body.name ?? ''));
  }

  @Post('two-factor/totp/revoke')
  @HttpCode(204)
  @Auth()
  @ApiOperation({
    summary: 'Remove the authenticator app (current password first)',
    description: '400 AUTH.WRONG_PASSWORD (counts as a failed sign-in: 429 as sign-in); 404 AUTH.FACTOR_NOT_FOUND.',
  })
  @ApiNoContentResponse({ description: 'Removed' })
  @ApiErrors(400, 404, 429)
  async revokeTotp(@CurrentUser() user: AuthUser, @Body() body: ReauthenticateRequestDto, @Req() req: FastifyRequest): Promise<void> {
    await this.reauthenticated(req, user, () => this.enrolment.revokeTotp(user.id, body.current_password));
  }

  @Post('two-factor/passkeys/:id/revoke')
  @HttpCode(204)
  @Auth()
  @ApiOperation({ summary: 'Remove one passkey (current password first)', description: '400 AUTH.WRONG_PASSWORD; 404 AUTH.FACTOR_NOT_FOUND.' })
  @ApiNoContentResponse({ description: 'Removed' })
  @ApiErrors(400, 404, 429)
  async revokePasskey(
    @CurrentUser() user: AuthUser,
    @UuidParam('id') id: string,
    @Body() body: ReauthenticateRequestDto,
    @Req() req: FastifyRequest,
  ): Promise<void> {
    await this.reauthenticated(req, user, () => this.enrolment.revokePasskey(user.id, id, body.current_password));
  }

  @Post('two-factor/recovery-codes')
  @HttpCode(200)
  @Auth()
  @ApiOperation({
    summary: 'Ten new recovery codes replace the old ones (current password first); shown once',
    description: '400 AUTH.WRONG_PASSWORD; 404 AUTH.FACTOR_NOT_FOUND without a factor.',
  })
  @ApiOkResponse({ type: RecoveryCodesResponseDto })
  @ApiErrors(400, 404, 429)
  async regenerateRecoveryCodes(
    @CurrentUser() user: AuthUser,
    @Body() body: ReauthenticateRequestDto,
    @Req() req: FastifyRequest,
  ): Promise<RecoveryCodesResponseDto> {
    return { recovery_codes: await this.reauthenticated(req, user, () => this.enrolment.regenerateRecoveryCodes(user.id, body.current_password)) };
  }

  private enrollee(body: EnrolmentRequestDto, user?: AuthUser): Enrollee {
    if (user) return { userId: user.id };
    if (body.enrolment_challenge) return { enrolmentChallenge: body.enrolment_challenge };
    throw new SignInRequiredError();
  }

  /** A wrong password counts against sign-in from this address, as a password change does. */
  private async reauthenticated<T>(req: FastifyRequest, user: AuthUser, work: () => Promise<T>): Promise<T> {
    const attempt = await this.throttle.begin(clientIp(req), user.email);
    try {
      const result = await work();
      await attempt.succeeded();
      return result;
    } catch (error) {
      if (error instanceof WrongCurrentPasswordError) throw error;
      await attempt.abandon().catch(() => undefined);
      throw error;
    }
  }

  private enrolled(res: FastifyReply, result: EnrolmentResult): EnrolmentResponseDto {
    return { recovery_codes: result.recoveryCodes, ...(result.session ? { session: this.startSession(res, result.session) } : {}) };
  }

  private startSession(res: FastifyReply, session: Session): SessionResponseDto {
    setRefreshCookie(res, session.refreshToken, this.config);
    return toSessionDto(session);
  }
}

/** An admin removes every second factor of a client (lost phone); recorded as a security event. */
@ApiTags('admin')
@Auth('admin')
@Controller('admin/clients')
export class AdminClientFactorsController {
  constructor(private readonly enrolment: TwoFactorEnrolmentService) {}

  @Post(':id/two-factor/reset')
  @HttpCode(204)
  @ApiOperation({ summary: "Remove every second factor and recovery code of a client and end the client's sessions; recorded with who and from where" })
  @ApiNoContentResponse({ description: 'Reset' })
  @ApiErrors(404)
  async reset(@CurrentUser() admin: AuthUser, @UuidParam('id') id: string, @Req() req: FastifyRequest): Promise<void> {
    await this.enrolment.resetByAdmin(admin.id, id, clientIp(req));
  }
}
