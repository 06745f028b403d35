import { Body, Controller, Get, HttpCode, Inject, Patch, Post, Req, Res, UseGuards } from '@nestjs/common';
import { ApiAcceptedResponse, ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiErrors, clientIp, Auth, CurrentUser, OptionalJwtAuthGuard, readBuyerKey } from '@fw/api-shared-infrastructure';
import {
  AccountDisabledError,
  EmailNotConfirmedError,
  InvalidCredentialsError,
  InvalidRefreshTokenError,
  WrongCurrentPasswordError,
} from '@fw/api-accounts-domain';
import {
  ConfirmClientEmailChangeUseCase,
  ChangePasswordUseCase,
  ConfirmEmailUseCase,
  MyAccountService,
  RefreshSessionUseCase,
  RequestPasswordResetUseCase,
  ResendConfirmationUseCase,
  ResetPasswordUseCase,
  Session,
  SetCheckoutPasswordUseCase,
  CorrectCheckoutEmailUseCase,
  ConfirmCheckoutEmailUseCase,
  SignInResult,
  SignInUseCase,
  SignOutUseCase,
  SignUpUseCase,
} from '@fw/api-accounts-application';
import type { AuthUser } from '@fw/api-shared-domain';
import { accountsConfig } from '../config/auth.config';
import type { AuthConfig } from '../config/auth.config';
import { AuthRateLimits } from './auth-rate-limits';
import { SignInThrottle } from './sign-in-throttle';
import {
  EmailChangeConfirmedResponseDto,
  ChangePasswordRequestDto,
  CheckoutAccountRequestDto,
  CheckoutEmailRequestDto,
  CheckoutEmailResponseDto,
  ConfirmCheckoutEmailRequestDto,
  EmailRequestDto,
  MeResponseDto,
  MessageResponseDto,
  RefreshRequestDto,
  ResetPasswordRequestDto,
  SessionResponseDto,
  SignInRequestDto,
  SignUpRequestDto,
  SignUpResponseDto,
  TokenRequestDto,
  UpdateMeRequestDto,
} from './auth.dto';
import { toChallengeDto, toMeDto, toSessionDto } from './auth.mappers';
import { SecondFactorChallengeResponseDto, SignInSessionResponseDto } from './two-factor.dto';
import { clearRefreshCookie, REFRESH_COOKIE, setRefreshCookie } from './refresh-cookie';

type RequestWithCookies = FastifyRequest & { cookies?: Record<string, string | undefined> };

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(
    private readonly signUpUseCase: SignUpUseCase,
    private readonly confirmEmailUseCase: ConfirmEmailUseCase,
    private readonly resendConfirmationUseCase: ResendConfirmationUseCase,
    private readonly signInUseCase: SignInUseCase,
    private readonly refreshSessionUseCase: RefreshSessionUseCase,
    private readonly signOutUseCase: SignOutUseCase,
    private readonly requestPasswordResetUseCase: RequestPasswordResetUseCase,
    private readonly resetPasswordUseCase: ResetPasswordUseCase,
    private readonly myAccount: MyAccountService,
    private readonly changePasswordUseCase: ChangePasswordUseCase,
    private readonly setCheckoutPasswordUseCase: SetCheckoutPasswordUseCase,
    private readonly correctCheckoutEmailUseCase: CorrectCheckoutEmailUseCase,
    private readonly confirmCheckoutEmailUseCase: ConfirmCheckoutEmailUseCase,
    private readonly confirmClientEmailChangeUseCase: ConfirmClientEmailChangeUseCase,
    private readonly limits: AuthRateLimits,
    private readonly signInThrottle: SignInThrottle,
    @Inject(accountsConfig.KEY) private readonly config: AuthConfig,
  ) {}

  @Post('sign-up')
  @ApiOperation({
    summary: 'Create an account; a confirmation link is e-mailed (no session until confirmed)',
    description: 'Answers the same whether or not the e-mail already has an account.',
  })
  @ApiCreatedResponse({ type: SignUpResponseDto })
  @ApiErrors(400, 429)
  async signUp(@Body() body: SignUpRequestDto, @Req() req: FastifyRequest): Promise<SignUpResponseDto> {
    await this.limits.signUp(clientIp(req), body.email);
    return this.signUpUseCase.execute({ email: body.email, password: body.password, fullName: body.full_name, sessionId: body.session_id });
  }

  @Post('confirm')
  @HttpCode(200)
  @ApiOperation({ summary: 'Confirm the e-mail with the token from the link; starts a session (sets the fw_refresh cookie)' })
  @ApiOkResponse({ type: SessionResponseDto })
  @ApiErrors(400)
  async confirm(@Body() body: TokenRequestDto, @Res({ passthrough: true }) res: FastifyReply): Promise<SessionResponseDto> {
    return this.startSession(res, await this.confirmEmailUseCase.execute({ token: body.token }));
  }

  @Post('email-change/confirm')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Follow the link mailed to a new sign-in address (asked by an admin): the account signs in with it from now on',
    description: '400 AUTH.INVALID_TOKEN for an unknown, used or expired link; 409 ACCOUNTS.EMAIL_TAKEN when another account took the address meanwhile.',
  })
  @ApiOkResponse({ type: EmailChangeConfirmedResponseDto })
  @ApiErrors(400, 409)
  async confirmEmailChange(@Body() body: TokenRequestDto): Promise<EmailChangeConfirmedResponseDto> {
    return this.confirmClientEmailChangeUseCase.execute({ token: body.token });
  }

  @Post('resend-confirmation')
  @HttpCode(202)
  @ApiOperation({ summary: 'E-mail a new confirmation link (at most one per address per minute)' })
  @ApiAcceptedResponse({ type: MessageResponseDto })
  @ApiErrors(400, 429)
  async resendConfirmation(@Body() body: EmailRequestDto, @Req() req: FastifyRequest): Promise<MessageResponseDto> {
    await this.limits.emailRequest('confirm', clientIp(req), body.email);
    return this.resendConfirmationUseCase.execute({ email: body.email });
  }

  @Post('sign-in')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Sign in with e-mail and password: a session (200, sets the fw_refresh cookie), or 202 and a challenge for the second step',
    description:
      '202 when the account has a second factor (finish with POST /api/auth/two-factor/verify) or is an admin past the grace period who must ' +
      'enrol one (purpose enrolment); no session, cookie or access token exists until then. ' +
      '401 AUTH.INVALID_CREDENTIALS for an unknown e-mail or a wrong password; 403 AUTH.EMAIL_NOT_CONFIRMED or AUTH.ACCOUNT_DISABLED. ' +
      '429 with Retry-After after repeated failures for this e-mail from this address (the wait grows with each one) or too many failures from this address.',
  })
  @ApiOkResponse({ type: SignInSessionResponseDto })
  @ApiAcceptedResponse({ type: SecondFactorChallengeResponseDto })
  @ApiErrors(400, 401, 403, 429)
  async signIn(
    @Body() body: SignInRequestDto,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) res: FastifyReply,
  ): Promise<SignInSessionResponseDto | SecondFactorChallengeResponseDto> {
    const attempt = await this.signInThrottle.begin(clientIp(req), body.email);
    let result: SignInResult;
    try {
      result = await this.signInUseCase.execute({ email: body.email, password: body.password, sessionId: body.session_id });
    } catch (error) {
      // A wrong password stays counted; these two come only after a right one.
      if (error instanceof EmailNotConfirmedError || error instanceof AccountDisabledError) await attempt.succeeded();
      else if (!(error instanceof InvalidCredentialsError)) await attempt.abandon().catch(() => undefined);
      throw error;
    }
    await attempt.succeeded();
    if (result.kind === 'challenge') {
      res.status(202);
      return toChallengeDto(result);
    }
    const dto: SignInSessionResponseDto = this.startSession(res, result.session);
    if (result.enrolBy) dto.two_factor_enrol_by = result.enrolBy.toISOString();
    return dto;
  }

  @Post('checkout-account')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Choose the password of the account made when a package was paid, on the page after payment; signs in (sets the fw_refresh cookie)',
    description:
      'Only from the browser that started the checkout (its fw_buyer cookie), once the payment is confirmed, while the account waits for ' +
      'its first password and its invitation is live; uses the invitation up. 403 AUTH.CHECKOUT_NOT_YOURS (another browser, or not paid yet), ' +
      '409 AUTH.ACCOUNT_ALREADY_SET_UP (sign in instead) or AUTH.INVITATION_EXPIRED.',
  })
  @ApiOkResponse({ type: SessionResponseDto })
  @ApiErrors(400, 403, 409, 429)
  async checkoutAccount(
    @Body() body: CheckoutAccountRequestDto,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) res: FastifyReply,
  ): Promise<SessionResponseDto> {
    await this.limits.checkoutAccount(clientIp(req));
    return this.startSession(
      res,
      await this.setCheckoutPasswordUseCase.execute({ sessionId: body.session_id, buyerKey: readBuyerKey(req), password: body.password }),
    );
  }

  @Post('checkout-email')
  @HttpCode(202)
  @ApiOperation({
    summary: 'Correct a mistyped checkout e-mail on the page after payment: a link goes to the right address',
    description:
      'Only from the browser that started the paid checkout (fw_buyer cookie), while its account waits for its first password. Nothing ' +
      'moves until the link is followed (POST /api/auth/checkout-email/confirm); the links mailed to the mistyped address stop working. ' +
      '403 AUTH.CHECKOUT_NOT_YOURS, 409 AUTH.ACCOUNT_ALREADY_SET_UP or ACCOUNTS.EMAIL_TAKEN (that address has its own account: sign in with it).',
  })
  @ApiAcceptedResponse({ type: CheckoutEmailResponseDto })
  @ApiErrors(400, 403, 409, 429)
  async checkoutEmail(@Body() body: CheckoutEmailRequestDto, @Req() req: FastifyRequest): Promise<CheckoutEmailResponseDto> {
    await this.limits.emailRequest('confirm', clientIp(req), body.email);
    return this.correctCheckoutEmailUseCase.execute({ sessionId: body.session_id, buyerKey: readBuyerKey(req), email: body.email });
  }

  @Post('checkout-email/confirm')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Follow the link mailed to a corrected checkout e-mail: the order and the account move to it, the password is set, and a session starts',
    description: '400 AUTH.INVALID_TOKEN for an unknown, used or expired link; 409 AUTH.ACCOUNT_ALREADY_SET_UP or ACCOUNTS.EMAIL_TAKEN.',
  })
  @ApiOkResponse({ type: SessionResponseDto })
  @ApiErrors(400, 409)
  async confirmCheckoutEmail(@Body() body: ConfirmCheckoutEmailRequestDto, @Res({ passthrough: true }) res: FastifyReply): Promise<SessionResponseDto> {
    return this.startSession(res, await this.confirmCheckoutEmailUseCase.execute({ token: body.token, password: body.password }));
  }

  @Post('refresh')
  @HttpCode(200)
  @ApiOperation({ summary: 'Trade the refresh token (cookie, or body) for a new session; the token rotates' })
  @ApiOkResponse({ type: SessionResponseDto })
  @ApiErrors(400, 401)
  async refresh(@Body() body: RefreshRequestDto, @Req() req: RequestWithCookies, @Res({ passthrough: true }) res: FastifyReply): Promise<SessionResponseDto> {
    const token = body.refresh_token ?? req.cookies?.[REFRESH_COOKIE];
    try {
      if (!token) throw new InvalidRefreshTokenError();
      return this.startSession(res, await this.refreshSessionUseCase.execute({ refreshToken: token }));
    } catch (error) {
      if (error instanceof InvalidRefreshTokenError) clearRefreshCookie(res, this.config);
      throw error;
    }
  }

  @Post('sign-out')
  @HttpCode(204)
  // The bearer token, when valid, names a session to end too (not documented as security: the route stays public).
  @UseGuards(OptionalJwtAuthGuard)
  @ApiOperation({ summary: 'End the session: revokes its refresh token family and clears the cookie' })
  @ApiNoContentResponse({ description: 'Signed out' })
  @ApiErrors(400)
  async signOut(
    @Body() body: RefreshRequestDto,
    @Req() req: RequestWithCookies,
    @Res({ passthrough: true }) res: FastifyReply,
    @CurrentUser() user?: AuthUser,
  ): Promise<void> {
    await this.signOutUseCase.execute({ refreshToken: body.refresh_token ?? req.cookies?.[REFRESH_COOKIE], sessionId: user?.sessionId });
    clearRefreshCookie(res, this.config);
  }

  @Get('me')
  @Auth()
  @ApiOperation({ summary: 'The signed-in user with profile and role' })
  @ApiOkResponse({ type: MeResponseDto })
  async me(@CurrentUser() user: AuthUser): Promise<MeResponseDto> {
    return toMeDto(await this.myAccount.get(user.id));
  }

  @Patch('me')
  @Auth()
  @ApiOperation({ summary: 'Change the own full name (the e-mail cannot be changed)' })
  @ApiOkResponse({ type: MeResponseDto })
  @ApiErrors(400)
  async updateMe(@CurrentUser() user: AuthUser, @Body() body: UpdateMeRequestDto): Promise<MeResponseDto> {
    return toMeDto(await this.myAccount.updateFullName(user.id, body.full_name));
  }

  @Post('password/forgot')
  @HttpCode(202)
  @ApiOperation({ summary: 'E-mail a password-reset link if the account exists (same answer either way)' })
  @ApiAcceptedResponse({ type: MessageResponseDto })
  @ApiErrors(400, 429)
  async forgotPassword(@Body() body: EmailRequestDto, @Req() req: FastifyRequest): Promise<MessageResponseDto> {
    await this.limits.emailRequest('reset', clientIp(req), body.email);
    return this.requestPasswordResetUseCase.execute({ email: body.email });
  }

  @Post('password/reset')
  @HttpCode(200)
  @ApiOperation({ summary: 'Set a new password with the token from the link; ends every session' })
  @ApiOkResponse({ type: MessageResponseDto })
  @ApiErrors(400)
  async resetPassword(@Body() body: ResetPasswordRequestDto): Promise<MessageResponseDto> {
    return this.resetPasswordUseCase.execute({ token: body.token, password: body.password });
  }

  @Post('password/change')
  @HttpCode(204)
  @Auth()
  @ApiOperation({
    summary: 'Change the own password: the current one, then a new one (sign-up rules); ends every other session, keeps this one',
    description:
      '400 AUTH.WRONG_PASSWORD (details.fields.current_password) for a wrong current password; wrong ones count as failed sign-ins ' +
      'for this e-mail from this address (429 with Retry-After, as sign-in).',
  })
  @ApiNoContentResponse({ description: 'Changed; other sessions ended' })
  @ApiErrors(400, 429)
  async changePassword(@CurrentUser() user: AuthUser, @Body() body: ChangePasswordRequestDto, @Req() req: FastifyRequest): Promise<void> {
    const attempt = await this.signInThrottle.begin(clientIp(req), user.email);
    try {
      await this.changePasswordUseCase.execute(user, { currentPassword: body.current_password, newPassword: body.new_password });
    } catch (error) {
      if (!(error instanceof WrongCurrentPasswordError)) await attempt.abandon().catch(() => undefined);
      throw error;
    }
    await attempt.succeeded();
  }

  private startSession(res: FastifyReply, session: Session): SessionResponseDto {
    setRefreshCookie(res, session.refreshToken, this.config);
    return toSessionDto(session);
  }
}
