import { Body, Controller, Get, Headers, Inject, Param, Post, Req, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiHeader, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ValidationError } from '@fw/api-shared-domain';
import { ApiErrors, clientIp, ensureBuyerKey, RateLimiterService, CurrentUser, OptionalAuth, readBuyerKey } from '@fw/api-shared-infrastructure';
import type { AuthUser } from '@fw/api-shared-domain';
import {
  CheckoutRequester,
  CreateHostingCheckoutUseCase,
  CreatePackageCheckoutUseCase,
  GetCheckoutSessionUseCase,
  hashBuyerKey,
} from '@fw/api-billing-application';
import { billingConfig, type BillingConfig } from '../config/billing.config';
import { CheckoutCreatedDto, CheckoutSessionDto, CreateCheckoutRequestDto, CreateHostingCheckoutRequestDto, toCheckoutSessionDto } from './checkout.dto';

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_.:-]{8,200}$/;
const idempotencyKeyDoc = () =>
  ApiHeader({
    name: 'Idempotency-Key',
    required: false,
    schema: { type: 'string', pattern: IDEMPOTENCY_KEY.source },
    description: 'One value per purchase attempt (e.g. a UUID made when the page loads)',
  });

@ApiTags('checkout')
@Controller('checkout')
export class CheckoutController {
  constructor(
    private readonly packageCheckout: CreatePackageCheckoutUseCase,
    private readonly hostingCheckout: CreateHostingCheckoutUseCase,
    private readonly sessions: GetCheckoutSessionUseCase,
    private readonly limiter: RateLimiterService,
    @Inject(billingConfig.KEY) private readonly config: BillingConfig,
  ) {}

  private async requester(req: FastifyRequest, reply: FastifyReply, idempotencyKey: string | undefined): Promise<CheckoutRequester> {
    if (idempotencyKey !== undefined && !IDEMPOTENCY_KEY.test(idempotencyKey)) {
      const message = 'Idempotency-Key must be 8 to 200 letters, digits or _.:-';
      throw new ValidationError('REQUEST.VALIDATION', message, { 'Idempotency-Key': [message] });
    }
    const ip = clientIp(req);
    await this.limiter.consume([{ key: `checkout:ip:${ip}`, limit: 60, windowSeconds: 600 }]);
    const buyerKey = ensureBuyerKey(req, reply, { secure: this.config.publicUrl.startsWith('https://') });
    return { idempotencyKey: idempotencyKey ?? null, fingerprint: `${ip}|${req.headers['user-agent'] ?? ''}`, buyerKeyHash: hashBuyerKey(buyerKey) };
  }

  @Post()
  @OptionalAuth()
  @ApiOperation({
    summary: 'Start a checkout for a package, a term and (Basic only) add-ons',
    description:
      'The server prices catalogue ids; amounts and provider price ids are never accepted. A repeated request ' +
      '(same body and Idempotency-Key, or without a key from the same browser within a minute) answers the same session. ' +
      '400 BILLING.UNKNOWN_ITEM for an unknown or mismatched item; 502 "Failed to create checkout session" when the provider fails.',
  })
  @idempotencyKeyDoc()
  @ApiHeader({
    name: 'X-Resume-Token',
    required: false,
    description: "The resume token of questionnaire_id, as the buyer's browser keeps it: the proof that links that questionnaire to the order",
  })
  @ApiCreatedResponse({ type: CheckoutCreatedDto })
  @ApiErrors(400, 429, 502)
  async create(
    @Body() body: CreateCheckoutRequestDto,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
    @Headers('idempotency-key') idempotencyKey?: string,
    @Headers('x-resume-token') resumeToken?: string,
    @CurrentUser() user?: AuthUser,
  ): Promise<CheckoutCreatedDto> {
    const ref = await this.packageCheckout.execute({
      packageId: body.package_id,
      termYears: body.term_years,
      addOnIds: body.add_on_ids,
      // Signed in, the order is the account's, at the address it confirmed; a typed one is ignored.
      buyerEmail: user ? user.email : (body.email ?? null),
      userId: user?.id ?? null,
      questionnaire: body.questionnaire_id ? { id: body.questionnaire_id, resumeToken: resumeToken ?? null } : null,
      requester: await this.requester(req, reply, idempotencyKey),
    });
    return { url: ref.url, session_id: ref.sessionId };
  }

  @Post('hosting')
  @OptionalAuth()
  @ApiOperation({
    summary: 'Set up the yearly hosting renewal of a paid website package',
    description:
      'Nothing is charged now: the checkout saves a payment method and the first charge is the end of the ' +
      "package's prepaid term (renewal.starts_at of the package session). Only the package's buyer: signed in as the " +
      "order's owner, or from the browser that bought it (its fw_buyer cookie); otherwise 403 BILLING.NOT_YOUR_ORDER, " +
      'as the session id alone proves nothing. 409 BILLING.PACKAGE_NOT_PAID without a paid ' +
      'package order of this buyer (unknown, unpaid, or linked to another account); 409 BILLING.HOSTING_ALREADY_SET_UP; ' +
      '400 BILLING.UNKNOWN_ITEM when package_id is not that order\'s; 502 "Failed to create hosting subscription" when the provider fails.',
  })
  @idempotencyKeyDoc()
  @ApiCreatedResponse({ type: CheckoutCreatedDto })
  @ApiErrors(400, 403, 409, 429, 502)
  async createHosting(
    @Body() body: CreateHostingCheckoutRequestDto,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
    @Headers('idempotency-key') idempotencyKey?: string,
    @CurrentUser() user?: AuthUser,
  ): Promise<CheckoutCreatedDto> {
    const ref = await this.hostingCheckout.execute({
      packageSessionId: body.package_session_id,
      packageId: body.package_id ?? null,
      userId: user?.id ?? null,
      requester: await this.requester(req, reply, idempotencyKey),
    });
    return { url: ref.url, session_id: ref.sessionId };
  }

  @Get('sessions/:session_id')
  @OptionalAuth()
  @ApiOperation({
    summary: 'The outcome of a checkout session (payment-success page); paid only once the provider confirmed it',
    description:
      "403 BILLING.SIGN_IN_REQUIRED once the buyer's account is set up and the reader is not signed in as its owner: " +
      'the URL then shows neither the order nor the e-mail.',
  })
  @ApiOkResponse({ type: CheckoutSessionDto })
  @ApiErrors(403, 404)
  async session(@Param('session_id') sessionId: string, @Req() req: FastifyRequest, @CurrentUser() user?: AuthUser): Promise<CheckoutSessionDto> {
    return toCheckoutSessionDto(await this.sessions.execute(sessionId, { buyerKeyHash: hashBuyerKey(readBuyerKey(req)), user }));
  }
}
