import { ConflictError, ForbiddenError, NotFoundError, UpstreamError, ValidationError } from '@fw/api-shared-domain';

/** A catalogue id, term or add-on the catalogue does not have, or an add-on the package does not offer. */
export class UnknownCatalogItemError extends ValidationError {
  constructor(message: string, field: string) {
    super('BILLING.UNKNOWN_ITEM', message, { [field]: [message] });
  }
}

/** The payment provider was unreachable or refused to create a package checkout. */
export class CheckoutFailedError extends UpstreamError {
  constructor() {
    super('BILLING.CHECKOUT_FAILED', 'Failed to create checkout session');
  }
}

/** The payment provider was unreachable or refused to create a hosting subscription checkout. */
export class HostingSubscriptionFailedError extends UpstreamError {
  constructor() {
    super('BILLING.SUBSCRIPTION_FAILED', 'Failed to create hosting subscription');
  }
}

/** A webhook whose signature is missing, forged or too old. */
export class InvalidWebhookSignatureError extends ValidationError {
  constructor() {
    super('BILLING.INVALID_SIGNATURE', 'Invalid webhook signature');
  }
}

export class CheckoutSessionNotFoundError extends NotFoundError {
  constructor() {
    super('BILLING.SESSION_NOT_FOUND', 'Checkout session not found');
  }
}

/** A correctly signed webhook whose payload is not an event we can read. */
export class InvalidWebhookEventError extends ValidationError {
  constructor() {
    super('BILLING.INVALID_EVENT', 'Unreadable webhook event');
  }
}

/**
 * Hosting renewal asked for without a paid website package of the same buyer: the renewal starts at
 * the end of that package's prepaid term, so there is nothing to renew yet.
 */
export class PackageOrderRequiredError extends ConflictError {
  constructor() {
    super('BILLING.PACKAGE_NOT_PAID', 'Hosting renewal can be set up only after your website package is paid');
  }
}

/** The package's hosting renewal is already set up; a second one would bill twice. */
export class HostingAlreadySetUpError extends ConflictError {
  constructor() {
    super('BILLING.HOSTING_ALREADY_SET_UP', 'Hosting renewal is already set up for this package');
  }
}

/** An order that is not a hosting renewal, or whose renewal is not set up (pending, expired). */
export class RenewalNotCancellableError extends ConflictError {
  constructor() {
    super('BILLING.RENEWAL_NOT_CANCELLABLE', 'This order has no hosting renewal to cancel');
  }
}

/** The payment provider was unreachable or refused to cancel the renewal; nothing changed. */
export class CancelRenewalFailedError extends UpstreamError {
  constructor() {
    super('BILLING.CANCEL_FAILED', 'Failed to cancel the hosting renewal. Please try again.');
  }
}

export class OrderNotFoundError extends NotFoundError {
  constructor() {
    super('BILLING.ORDER_NOT_FOUND', 'Order not found');
  }
}

/**
 * A checkout whose buyer's account is set up, read by someone not signed in as its owner: its URL
 * no longer shows the order or the e-mail, only the way to sign in.
 */
export class CheckoutSignInRequiredError extends ForbiddenError {
  constructor() {
    super('BILLING.SIGN_IN_REQUIRED', 'Sign in to see this order');
  }
}

/**
 * A hosting checkout asked for by someone who shows no claim on the package: neither signed in as
 * its owner nor the browser that bought it. A package's session id travels (history, screenshots,
 * the provider's redirect), so knowing it proves nothing.
 */
export class HostingCheckoutProofRequiredError extends ForbiddenError {
  constructor() {
    super('BILLING.NOT_YOUR_ORDER', 'Sign in as the owner of this order, or continue in the browser that paid for it');
  }
}
