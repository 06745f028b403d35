import { Body, Controller, Get, HttpCode, Inject, Param, Post, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { CheckoutSessionNotFoundError, type Order } from '@fw/api-billing-domain';
import { GetCheckoutSessionUseCase, HandleBillingEventUseCase, PaymentGatewayPort } from '@fw/api-billing-application';
import { CHECKOUT_CANCELLED_PATH, HOSTING_CHECKOUT_CANCELLED_PATH } from '@fw/shared-catalog';
import { EmailAddress } from '@fw/shared-field-limits';
import { billingConfig, BillingConfig } from '../config/billing.config';
import { SandboxPaymentGatewayAdapter } from '../payments/sandbox-payment-gateway.adapter';
import { renderSandboxCheckoutPage, renderSandboxMessagePage } from './sandbox-checkout.page';

/** A checkout that went through (a paid package, a hosting renewal set up): its buttons lead to its success page. */
const FINISHED = new Set<string>(['paid', 'scheduled']);

const successUrl = (publicUrl: string, order: Order) => `${publicUrl}/payment-success?session_id=${encodeURIComponent(order.checkoutSessionId)}`;

/**
 * The local checkout page of the payment sandbox (HTML, not part of the JSON API). Only active when
 * the sandbox is the payment provider; otherwise every route is 404.
 */
@ApiExcludeController()
@Controller('sandbox/checkout')
export class SandboxCheckoutController {
  constructor(
    private readonly gateway: PaymentGatewayPort,
    private readonly sessions: GetCheckoutSessionUseCase,
    private readonly handle: HandleBillingEventUseCase,
    @Inject(billingConfig.KEY) private readonly config: BillingConfig,
  ) {}

  private html(res: FastifyReply, status: number, body: string): void {
    res.code(status).type('text/html; charset=utf-8').header('Cache-Control', 'no-store').send(body);
  }

  /** The sandbox adapter and the sandbox order of that session, or null (answered 404). */
  private async load(sessionId: string, res: FastifyReply): Promise<{ sandbox: SandboxPaymentGatewayAdapter; order: Order } | null> {
    const sandbox = this.gateway instanceof SandboxPaymentGatewayAdapter ? this.gateway : null;
    const order = sandbox ? await this.sessions.find(sessionId).catch((e) => (e instanceof CheckoutSessionNotFoundError ? null : Promise.reject(e))) : null;
    if (!sandbox || !order || order.provider !== 'sandbox') {
      this.html(res, 404, renderSandboxMessagePage('Checkout not found', 'This checkout session does not exist.'));
      return null;
    }
    return { sandbox, order };
  }

  @Get(':session_id')
  async page(@Param('session_id') sessionId: string, @Res() res: FastifyReply): Promise<void> {
    const found = await this.load(sessionId, res);
    if (found) this.html(res, 200, renderSandboxCheckoutPage(found.order));
  }

  @Post(':session_id/pay')
  @HttpCode(303)
  async pay(@Param('session_id') sessionId: string, @Body() body: Record<string, unknown>, @Res() res: FastifyReply): Promise<void> {
    const found = await this.load(sessionId, res);
    if (!found) return;
    const { sandbox, order } = found;
    const success = successUrl(this.config.publicUrl, order);
    // Finished in another tab: the same success page, never a second charge.
    if (FINISHED.has(order.status)) return void res.redirect(success, 303);
    if (order.status !== 'pending') return this.html(res, 409, renderSandboxCheckoutPage(order));
    const typed = typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
    const email = order.buyerEmail ?? (typed || null);
    // The product's one e-mail rule: an address sign-in and sign-up would refuse could never reach the account.
    if (!email || !EmailAddress.isValid(email)) {
      return this.html(res, 400, renderSandboxCheckoutPage(order, { error: 'Enter a valid e-mail address for the receipt.', email: typed }));
    }
    // The same completion path as a verified Stripe webhook.
    await this.handle.execute(sandbox.paymentEvent(order, email));
    res.redirect(success, 303);
  }

  @Post(':session_id/cancel')
  @HttpCode(303)
  async cancel(@Param('session_id') sessionId: string, @Res() res: FastifyReply): Promise<void> {
    const found = await this.load(sessionId, res);
    if (!found) return;
    // A tab left open after paying in another: the buyer was charged, so not "checkout cancelled".
    if (FINISHED.has(found.order.status)) return void res.redirect(successUrl(this.config.publicUrl, found.order), 303);
    if (found.order.status === 'pending') await this.handle.execute(found.sandbox.cancelEvent(found.order));
    const back = found.order.kind === 'hosting' ? HOSTING_CHECKOUT_CANCELLED_PATH : CHECKOUT_CANCELLED_PATH;
    res.redirect(`${this.config.publicUrl}${back}`, 303);
  }
}
