import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '@fw/api-shared-domain';
import type { PostSnapshot } from './revision.entity';

export class NoWebsiteError extends NotFoundError {
  constructor() {
    super('SITES.NO_WEBSITE', 'No website is configured for your account yet. Contact your administrator.');
  }
}

export class WebsiteNotFoundError extends NotFoundError {
  constructor() {
    super('SITES.WEBSITE_NOT_FOUND', 'Website not found');
  }
}

/** Caddy's TLS ask for a host name that is not a live domain or a platform address. */
export class UnknownHostNameError extends NotFoundError {
  constructor() {
    super('SITES.UNKNOWN_HOST_NAME', 'This host name is not served here');
  }
}

export class SectionNotFoundError extends NotFoundError {
  constructor() {
    super('SITES.SECTION_NOT_FOUND', 'Content section not found');
  }
}

export class PostNotFoundError extends NotFoundError {
  constructor() {
    super('SITES.POST_NOT_FOUND', 'Blog post not found');
  }
}

export class SectionLockedError extends ConflictError {
  constructor(readonly sectionKey: string) {
    super('SITES.SECTION_LOCKED', `Section ${sectionKey} is locked by your administrator`, { section_key: sectionKey });
  }
}

export class StaleSectionError extends ConflictError {
  constructor(readonly sectionKey: string) {
    super('SITES.STALE_SECTION', `Section ${sectionKey} was changed by someone else. Reload to see the latest text.`, {
      section_key: sectionKey,
    });
  }
}

/**
 * `details.current` is the post as saved now (theirs), so the editor can show it beside what was
 * typed and let the person choose, then save again with `details.version`.
 */
export class StalePostError extends ConflictError {
  constructor(currentVersion: number, current?: PostSnapshot) {
    super(
      'SITES.STALE_POST',
      'This post was changed somewhere else since you opened it. Compare the saved version with yours, choose, then save again.',
      current ? { version: currentVersion, current: { ...current, version: currentVersion } } : { version: currentVersion },
    );
  }
}

// `fields` as in validation errors, so forms mark the field as well as showing the message.
export class DomainTakenError extends ConflictError {
  /** `holderName`: the website that has the domain, when known (a race found by the unique index is not). */
  constructor(domain: string, holderName?: string) {
    const message = `The domain ${domain} is already used by ${holderName ?? 'another website'}`;
    super('SITES.DOMAIN_TAKEN', message, { domain, fields: { domain: [message] } });
  }
}

/** A client edits "their" website (one): a second one would be unreachable for them. */
export class OwnerHasWebsiteError extends ConflictError {
  constructor(otherWebsiteName: string) {
    const message = `This client already has a website (${otherWebsiteName}); a client can have one website`;
    super('SITES.OWNER_HAS_WEBSITE', message, { fields: { owner_id: [message] } });
  }
}

export class SectionKeyTakenError extends ConflictError {
  constructor(sectionKey: string) {
    const message = `This website already has a section ${sectionKey}`;
    super('SITES.SECTION_KEY_TAKEN', message, { section_key: sectionKey, fields: { section_key: [message] } });
  }
}

/** A 400 naming one field, for rules the DTOs cannot check (references, normalised values). */
export class SitesInvalidFieldError extends ValidationError {
  constructor(field: string, message: string) {
    super('SITES.INVALID_FIELD', message, { [field]: [message] });
  }
}

export class RevisionNotFoundError extends NotFoundError {
  constructor() {
    super('SITES.REVISION_NOT_FOUND', 'This version was not found');
  }
}

/** A deleted post is restorable for a while; not one that exists or was deleted too long ago. */
export class DeletedPostNotFoundError extends NotFoundError {
  constructor() {
    super('SITES.DELETED_POST_NOT_FOUND', 'No recently deleted post with this id');
  }
}

export class PostExistsError extends ConflictError {
  constructor() {
    super('SITES.POST_EXISTS', 'This post was not deleted (it exists), so there is nothing to restore');
  }
}

/** With review on, a client's change goes live only through an admin's approval. */
export class ReviewRequiredError extends ForbiddenError {
  constructor(message = 'Changes to this website are reviewed before they go live: send them for review instead.') {
    super('SITES.REVIEW_REQUIRED', message);
  }
}

/** On a reviewed website a post goes live through its own review request. */
export const POST_REVIEW_MESSAGE = 'Changes to this website are reviewed before they go live. Your post is saved as a draft: send it for review.';

export class ReviewNotFoundError extends NotFoundError {
  constructor() {
    super('SITES.REVIEW_NOT_FOUND', 'No change waiting for review with this id');
  }
}

/** One request at a time: a second one would let an admin approve text the first one did not show. */
export class ReviewPendingError extends ConflictError {
  constructor() {
    super('SITES.REVIEW_PENDING', 'Your changes are already waiting for review. You will get an e-mail when they are approved or sent back.');
  }
}

export class NothingToPublishError extends ValidationError {
  constructor() {
    super('SITES.NOTHING_TO_PUBLISH', 'There are no draft changes to publish', { sections: ['There are no draft changes to publish'] });
  }
}
