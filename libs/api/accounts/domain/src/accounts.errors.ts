import { ConflictError, ForbiddenError, NotFoundError, UnauthorizedError, ValidationError } from '@fw/api-shared-domain';

/** One message for an unknown e-mail and a wrong password, so answers never reveal accounts. */
export class InvalidCredentialsError extends UnauthorizedError {
  constructor() {
    super('AUTH.INVALID_CREDENTIALS', 'Invalid email or password');
  }
}

export class EmailNotConfirmedError extends ForbiddenError {
  constructor() {
    super('AUTH.EMAIL_NOT_CONFIRMED', 'Please confirm your email address before signing in.');
  }
}

export class AccountDisabledError extends ForbiddenError {
  constructor() {
    super('AUTH.ACCOUNT_DISABLED', 'This account has been disabled. Please contact your administrator.');
  }
}

/** A confirmation or reset link that is unknown, used or expired. */
export class InvalidAuthTokenError extends ValidationError {
  constructor() {
    super('AUTH.INVALID_TOKEN', 'This link is invalid or has expired. Please request a new one.');
  }
}

export class InvalidRefreshTokenError extends UnauthorizedError {
  constructor() {
    super('AUTH.INVALID_REFRESH_TOKEN', 'Your session has expired. Please sign in again.');
  }
}

export class EmailTakenError extends ConflictError {
  constructor() {
    const message = 'A user with this email address has already been registered';
    // `fields` as in validation errors, so the admin's form marks the e-mail field too.
    super('ACCOUNTS.EMAIL_TAKEN', message, { fields: { email: [message] } });
  }
}

export class ClientNotFoundError extends NotFoundError {
  constructor() {
    super('ACCOUNTS.CLIENT_NOT_FOUND', 'Client not found');
  }
}

/** An invite is only for an account that has not been activated (confirmed) yet. */
export class ClientAlreadyActiveError extends ConflictError {
  constructor() {
    super('ACCOUNTS.ALREADY_ACTIVE', 'This client has already set a password and confirmed their email address. They can use "Forgot password" if needed.');
  }
}

export class LastAdminError extends ConflictError {
  constructor() {
    super('ACCOUNTS.LAST_ADMIN', 'At least one administrator must remain. Make someone else an admin first.');
  }
}

/** An admin's link of an order that does not exist (the code is billing's, as its own 404s). */
export class OrderNotFoundError extends NotFoundError {
  constructor() {
    super('BILLING.ORDER_NOT_FOUND', 'Order not found');
  }
}

/** An order belongs to one account for good; linking it again is refused. */
export class OrderAlreadyLinkedError extends ConflictError {
  constructor() {
    super('BILLING.ORDER_ALREADY_LINKED', 'This order is already linked to a client.');
  }
}

export class OrderNotLinkableError extends ConflictError {
  constructor() {
    super('BILLING.ORDER_NOT_LINKABLE', 'Only a paid order can be linked to a client; this checkout is not paid (pending, canceled or expired).');
  }
}

/** Only an order that belongs to a client is moved; an unlinked one is linked. */
export class OrderNotLinkedError extends ConflictError {
  constructor() {
    super('BILLING.ORDER_NOT_LINKED', 'This order is not linked to a client yet: link it instead of moving it.');
  }
}

export class OrderAlreadyWithClientError extends ConflictError {
  constructor() {
    super('BILLING.ORDER_ALREADY_WITH_CLIENT', 'This order already belongs to this client.');
  }
}

/** An admin's password-reset e-mail for a disabled account (enable it first). */
export class ClientDisabledError extends ConflictError {
  constructor() {
    super('ACCOUNTS.CLIENT_DISABLED', 'This client is disabled. Enable the account before sending a password reset.');
  }
}

/** A reset e-mail went to this client moments ago (AUTH_EMAIL_MIN_INTERVAL_SECONDS). */
export class ResetRecentlySentError extends ConflictError {
  constructor() {
    super('ACCOUNTS.RESET_RECENTLY_SENT', 'A password-reset e-mail was sent to this client moments ago. Please wait a minute before sending another.');
  }
}

/** A password from the list of common passwords (assertNotCommonPassword); marks the field it was typed in. */
export class CommonPasswordError extends ValidationError {
  constructor(field: string) {
    const message = 'This password is too common. Choose one that is harder to guess.';
    super('AUTH.COMMON_PASSWORD', message, { [field]: [message] });
  }
}

/** A new password (change or reset) equal to the account's current one; marks the field. */
export class SamePasswordError extends ValidationError {
  constructor(field: string) {
    const message = 'The new password must be different from your current password.';
    super('AUTH.SAME_PASSWORD', message, { [field]: [message] });
  }
}

/** Change password with a current password that does not match; marks the field. */
export class WrongCurrentPasswordError extends ValidationError {
  constructor() {
    const message = 'Your current password is not correct.';
    super('AUTH.WRONG_PASSWORD', message, { current_password: [message] });
  }
}

/**
 * Setting the buyer's password on the page after payment, from a browser that did not start that
 * checkout, or for a checkout not paid (yet). The e-mailed "Set up your account" link still works.
 */
export class CheckoutNotYoursError extends ForbiddenError {
  constructor() {
    super('AUTH.CHECKOUT_NOT_YOURS', 'Use the "Set up your account" email we sent to the address you paid with to choose your password.');
  }
}

/** The buyer's account already has its password: sign in (or reset it). */
export class AccountAlreadySetUpError extends ConflictError {
  constructor() {
    super('AUTH.ACCOUNT_ALREADY_SET_UP', 'Your account is already set up. Please sign in.');
  }
}

/** The buyer's invitation expired before a password was chosen. */
export class InvitationExpiredError extends ConflictError {
  constructor() {
    super('AUTH.INVITATION_EXPIRED', 'This account set-up has expired. Reply to your receipt email and we will send you a new link.');
  }
}

export class EmailUnchangedError extends ValidationError {
  constructor() {
    const message = 'The client already signs in with this email address';
    super('ACCOUNTS.EMAIL_UNCHANGED', message, { email: [message] });
  }
}

export class ExportRequiredError extends ConflictError {
  constructor() {
    super('ACCOUNTS.EXPORT_REQUIRED', 'Export the client’s data first: a client can be deleted within an hour of an export');
  }
}

export class AdminNotDeletableError extends ConflictError {
  constructor() {
    super('ACCOUNTS.ADMIN_NOT_DELETABLE', 'An admin account cannot be deleted. Change its role to client first');
  }
}

export class MergeSameClientError extends ValidationError {
  constructor() {
    const message = 'Choose another account: an account cannot be merged into itself';
    super('ACCOUNTS.MERGE_SAME_CLIENT', message, { from_client_id: [message] });
  }
}

export class MergeAdminError extends ConflictError {
  constructor() {
    super('ACCOUNTS.MERGE_ADMIN', 'Only client accounts can be merged; one of these is an admin');
  }
}

export class AlreadyMergedError extends ConflictError {
  constructor() {
    super('ACCOUNTS.ALREADY_MERGED', 'One of these accounts was already merged into another account');
  }
}

export class MergeWebsiteConflictError extends ConflictError {
  constructor() {
    super('ACCOUNTS.MERGE_WEBSITE_CONFLICT', 'Both accounts have a website. Delete or reassign one of the websites first, then merge');
  }
}
