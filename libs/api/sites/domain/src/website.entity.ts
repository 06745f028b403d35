import { SITE_LIMITS } from '@fw/shared-field-limits';
import { POST_REVIEW_MESSAGE, ReviewRequiredError, SitesInvalidFieldError } from './sites.errors';
import type { DomainStatus } from './domain-dns';

export const WEBSITE_NAME_MAX = SITE_LIMITS.websiteName;
export const WEBSITE_TEMPLATE_MAX = SITE_LIMITS.template;
export const DOMAIN_MAX = SITE_LIMITS.domain;

const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/**
 * Lower-cases and checks a host name (`example.com`, `www.my-site.co.uk`): ASCII labels of 1..63
 * letters, digits or inner hyphens, at least two labels, a non-numeric top-level label (so no IP
 * addresses), at most 253 characters. A trailing dot is dropped. Returns null when invalid.
 */
export function normalizeHostName(input: string): string | null {
  const host = input.trim().toLowerCase().replace(/\.$/, '');
  if (!host || host.length > DOMAIN_MAX) return null;
  const labels = host.split('.');
  if (labels.length < 2 || !labels.every((l) => LABEL.test(l))) return null;
  if (/^[0-9]+$/.test(labels[labels.length - 1])) return null;
  return host;
}

/**
 * What a client's change does to what visitors see: publishing sections' drafts always changes it;
 * a post's change does when the post is seen (published or scheduled) before or after it.
 */
export type ClientChange = { kind: 'sections' } | { kind: 'post'; seenBefore: boolean; seenAfter: boolean };

/**
 * The one rule for sections and posts alike: on a website that requires review, a client may
 * write drafts (and posts nobody sees) but not change what visitors see or will see; they send
 * it for review and an admin's approval publishes it.
 */
export function checkClientMayPublish(website: Pick<Website, 'requiresReview'>, change: ClientChange): void {
  if (!website.requiresReview) return;
  if (change.kind === 'sections') throw new ReviewRequiredError();
  if (change.seenBefore || change.seenAfter) throw new ReviewRequiredError(POST_REVIEW_MESSAGE);
}

/** `waiting_for_build`: a record made for a paid package or a questionnaire, nothing built yet. */
export const WEBSITE_STATUSES = ['waiting_for_build', 'live'] as const;
export type WebsiteStatus = (typeof WEBSITE_STATUSES)[number];

/** A client's website (table websites). The owner is a profile of the accounts context. */
export class Website {
  id: string;
  name: string;
  /** Label of the platform address `{slug}.{SITES_DOMAIN}`: given once by the repository, never changed. */
  slug: string | null = null;
  domain: string | null = null;
  /** The custom domain's DNS check; null without a domain. */
  domainStatus: DomainStatus | null = null;
  domainStatusReason: string | null = null;
  domainCheckedAt: Date | null = null;
  template: string | null = null;
  ownerId: string | null = null;
  status: WebsiteStatus = 'live';
  /** A client's publish waits for an admin's approval (set by an admin). */
  requiresReview = false;
  /** The paid package order it was provisioned for (billing's id), if any. */
  orderId: string | null = null;
  /** The questionnaire it was provisioned from (intake's id), if any. */
  submissionId: string | null = null;
  createdAt: Date;
  updatedAt: Date;

  static create(props: { id: string; name: string; domain?: string | null; template?: string | null; ownerId?: string | null }): Website {
    const website = new Website();
    website.id = props.id;
    website.rename(props.name);
    website.changeDomain(props.domain ?? null);
    website.changeTemplate(props.template ?? null);
    website.ownerId = props.ownerId ?? null;
    return website;
  }

  rename(name: string): void {
    const trimmed = name.trim();
    if (!trimmed || trimmed.length > WEBSITE_NAME_MAX) {
      throw new SitesInvalidFieldError('name', `name must be 1 to ${WEBSITE_NAME_MAX} characters`);
    }
    this.name = trimmed;
  }

  /** Empty means "no domain configured". */
  changeDomain(domain: string | null): void {
    if (domain === null || domain.trim() === '') {
      this.domain = null;
      this.recordDomainCheck(null, null, null);
      return;
    }
    const host = normalizeHostName(domain);
    if (!host) throw new SitesInvalidFieldError('domain', 'domain must be a valid host name such as example.com');
    // A new domain has to be checked again before Caddy may ask for its certificate.
    if (host !== this.domain) this.recordDomainCheck('waiting_for_dns', null, null);
    this.domain = host;
  }

  recordDomainCheck(status: DomainStatus | null, reason: string | null, checkedAt: Date | null): void {
    this.domainStatus = status;
    this.domainStatusReason = reason;
    this.domainCheckedAt = checkedAt;
  }

  /** Empty means the default template. */
  changeTemplate(template: string | null): void {
    const trimmed = template?.trim() ?? '';
    if (trimmed.length > WEBSITE_TEMPLATE_MAX) {
      throw new SitesInvalidFieldError('template', `template must be at most ${WEBSITE_TEMPLATE_MAX} characters`);
    }
    this.template = trimmed || null;
  }
}
