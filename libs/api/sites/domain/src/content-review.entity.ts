import { ConflictError } from '@fw/api-shared-domain';
import type { SectionAtVersion } from './content-section.entity';
import { SitesInvalidFieldError } from './sites.errors';

export const REVIEW_STATUSES = ['pending', 'sent_back', 'approved'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];
export const REVIEW_COMMENT_MAX = 2000;
export const REVIEW_STEP_KINDS = ['requested', 'sent_back', 'approved'] as const;
export type ReviewStepKind = (typeof REVIEW_STEP_KINDS)[number];

/**
 * One step of a review as one item's history shows it: the request (by the client), then the
 * admin's decision, if any. `version` is the item's version that was sent; an approval made exactly
 * that version live, which became `version + 1` (see `publishedVersion`).
 */
export interface ReviewStep {
  reviewId: string;
  websiteId: string;
  kind: ReviewStepKind;
  itemType: 'section' | 'post';
  itemId: string;
  version: number;
  at: Date;
  by: string | null;
  /** The admin's words on a send-back; null otherwise. */
  comment: string | null;
}

/** The item's version that an approval step published (a publish moves the version sent on by one). */
export const publishedVersion = (step: ReviewStep): number | null => (step.kind === 'approved' ? step.version + 1 : null);

export class ReviewDecidedError extends ConflictError {
  constructor() {
    super('SITES.REVIEW_DECIDED', 'These changes were already approved or sent back');
  }
}

/** A post sent for review: the version the client saw, and when it should go live (null: on approval). */
export interface PostAtVersion {
  id: string;
  version: number;
  publishAt: Date | null;
}

export class PostInReviewError extends ConflictError {
  constructor() {
    super('SITES.POST_IN_REVIEW', 'This post is waiting for review, so it cannot be changed now. You will get an e-mail when it is approved or sent back.');
  }
}

/**
 * While a post waits for review it stays as it was sent: the admin approves exactly what they read,
 * and the client's editor is not silently ahead of the review.
 */
export function checkPostEditable(pending: ContentReview | null): void {
  if (pending?.status === 'pending') throw new PostInReviewError();
}

/**
 * A client's request to publish the drafts of some sections (or one post) of their website, each at the version
 * they saw (table content_reviews), and an admin's decision on it. Approving publishes exactly those
 * versions: a draft changed after the request is not published unseen.
 */
export class ContentReview {
  id: string;
  websiteId: string;
  status: ReviewStatus = 'pending';
  items: SectionAtVersion[];
  /** Set for a post's review (its `items` are then empty). */
  post: PostAtVersion | null = null;
  requestedBy: string | null;
  requestedAt: Date;
  decidedBy: string | null = null;
  decidedAt: Date | null = null;
  comment: string | null = null;

  static request(props: { id: string; websiteId: string; requestedBy: string; items: SectionAtVersion[]; now: Date }): ContentReview {
    const review = new ContentReview();
    review.id = props.id;
    review.websiteId = props.websiteId;
    review.requestedBy = props.requestedBy;
    review.items = props.items.map(({ id, version }) => ({ id, version }));
    review.requestedAt = props.now;
    return review;
  }

  /** A schedule must lie ahead: a post asked to go live in the past would go live unseen on approval. */
  static requestPost(props: { id: string; websiteId: string; requestedBy: string; post: PostAtVersion; now: Date }): ContentReview {
    const { publishAt } = props.post;
    if (publishAt && (Number.isNaN(publishAt.getTime()) || publishAt.getTime() <= props.now.getTime())) {
      throw new SitesInvalidFieldError('publish_at', 'publish_at must be a date and time in the future');
    }
    const review = ContentReview.request({ ...props, items: [] });
    review.post = { id: props.post.id, version: props.post.version, publishAt };
    return review;
  }

  /** The steps this review took, per item it covers (each section sent, or its post), in the order they happened. */
  steps(): ReviewStep[] {
    const items = this.post
      ? [{ itemType: 'post' as const, itemId: this.post.id, version: this.post.version }]
      : this.items.map((i) => ({ itemType: 'section' as const, itemId: i.id, version: i.version }));
    return items.flatMap((item) => {
      const base = { reviewId: this.id, websiteId: this.websiteId, ...item };
      const requested: ReviewStep = { ...base, kind: 'requested', at: this.requestedAt, by: this.requestedBy, comment: null };
      if (this.status === 'pending' || !this.decidedAt) return [requested];
      const kind = this.status === 'approved' ? 'approved' : 'sent_back';
      return [requested, { ...base, kind, at: this.decidedAt, by: this.decidedBy, comment: kind === 'sent_back' ? this.comment : null }];
    });
  }

  approve(adminId: string, now: Date): void {
    this.decide(adminId, now);
    this.status = 'approved';
  }

  /** The comment tells the client what to change: it is required. */
  sendBack(adminId: string, comment: string, now: Date): void {
    const text = comment.trim();
    if (!text || text.length > REVIEW_COMMENT_MAX) {
      throw new SitesInvalidFieldError('comment', `comment must be 1 to ${REVIEW_COMMENT_MAX} characters: tell the client what to change`);
    }
    this.decide(adminId, now);
    this.status = 'sent_back';
    this.comment = text;
  }

  private decide(adminId: string, now: Date): void {
    if (this.status !== 'pending') throw new ReviewDecidedError();
    this.decidedBy = adminId;
    this.decidedAt = now;
  }
}
