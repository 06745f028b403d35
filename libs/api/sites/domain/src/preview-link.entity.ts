import { DomainError, NotFoundError } from '@fw/api-shared-domain';

export const PREVIEW_LINK_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

export class PreviewLinkNotFoundError extends NotFoundError {
  constructor() {
    super('SITES.PREVIEW_LINK_NOT_FOUND', 'This preview link does not exist');
  }
}

/** 410: the link existed; the page says plainly why it no longer works. */
export class PreviewLinkGoneError extends DomainError {
  constructor(readonly reason: 'expired' | 'revoked') {
    super(
      'gone',
      'SITES.PREVIEW_LINK_GONE',
      reason === 'expired' ? 'This preview link has expired. Ask for a new one.' : 'This preview link was turned off by the website owner.',
    );
  }
}

/**
 * A link that shows a website's drafts to anyone holding it (table site_preview_links). Only a
 * hash of its token is stored; it works until `expiresAt` unless revoked first.
 */
export class PreviewLink {
  id: string;
  websiteId: string;
  tokenHash: string;
  createdBy: string | null;
  createdAt: Date;
  expiresAt: Date;
  revokedAt: Date | null = null;

  static create(props: { id: string; websiteId: string; tokenHash: string; createdBy: string; now: Date; days?: number }): PreviewLink {
    return Object.assign(new PreviewLink(), {
      id: props.id,
      websiteId: props.websiteId,
      tokenHash: props.tokenHash,
      createdBy: props.createdBy,
      createdAt: props.now,
      expiresAt: new Date(props.now.getTime() + (props.days ?? PREVIEW_LINK_DAYS) * DAY_MS),
      revokedAt: null,
    });
  }

  stateAt(now: Date): 'active' | 'expired' | 'revoked' {
    if (this.revokedAt) return 'revoked';
    return now.getTime() >= this.expiresAt.getTime() ? 'expired' : 'active';
  }

  /** Throws PreviewLinkGoneError when the link no longer shows the drafts. */
  checkUsableAt(now: Date): void {
    const state = this.stateAt(now);
    if (state !== 'active') throw new PreviewLinkGoneError(state);
  }

  /** Repeating it keeps the first time. */
  revoke(now: Date): void {
    this.revokedAt ??= now;
  }
}
