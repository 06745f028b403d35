import type { ContentReview } from '@fw/api-sites-domain';

/** One section of a review as the admin reads it: the published text beside the draft sent. */
export interface ReviewedSection {
  id: string;
  sectionKey: string;
  published: string;
  draft: string;
  /** The version sent for review, and the section's version now: they differ when the draft moved since. */
  version: number;
  currentVersion: number;
}

/** A post's text, cover and address, as visitors see it or as its draft would go live. */
export interface PostFace {
  title: string;
  content: string;
  coverImage: string;
  /** The address under /blog; for a draft, the one its title gives (numbered on approval if taken). */
  slug: string;
}

/** The post of a review as the admin reads it: what visitors see beside what was sent. */
export interface ReviewedPost {
  id: string;
  /** Null for a post visitors do not see yet. */
  live: PostFace | null;
  draft: PostFace;
  /** The schedule asked for (null: on approval). */
  publishAt: Date | null;
  version: number;
  currentVersion: number;
}

/** A review with what an admin needs to decide on it: sections, or one post. */
export interface ReviewView {
  review: ContentReview;
  websiteName: string;
  template: string | null;
  sections: ReviewedSection[];
  post: ReviewedPost | null;
}

/** Review requests; reads return fresh objects. */
export abstract class ContentReviewRepositoryPort {
  /** Throws ReviewPendingError when the website already has a pending review (one at a time). */
  abstract insert(review: ContentReview): Promise<void>;
  /** Writes status, decision and comment. */
  abstract save(review: ContentReview): Promise<void>;
  /** Locks the row until the unit of work ends, so two decisions cannot both pass. */
  abstract findForUpdate(id: string): Promise<ContentReview | null>;
  /** The newest review of the website's sections (not of its posts), or null. */
  abstract latestForWebsite(websiteId: string): Promise<ContentReview | null>;
  /** The post's newest review, or null. */
  abstract latestForPost(postId: string): Promise<ContentReview | null>;
  /** The newest review of each post of the website that has one. */
  abstract latestForPosts(websiteId: string): Promise<ContentReview[]>;
  /** Every review of the website's sections that covered the section (not of its posts), in no set order. */
  abstract listForSection(websiteId: string, sectionId: string): Promise<ContentReview[]>;
  /** Every review of the post in the website, in no set order. */
  abstract listForPost(websiteId: string, postId: string): Promise<ContentReview[]>;
  /** Every review of the website (sections and posts), in no set order. */
  abstract listForWebsite(websiteId: string): Promise<ContentReview[]>;
  /**
   * How the website's items are named now, by id: a section by its key, a post by its title (a
   * deleted post by the last title its history recorded). Unknown ids are absent.
   */
  abstract itemLabels(websiteId: string, itemIds: string[]): Promise<Map<string, string>>;
  /** Reviews waiting for a decision, oldest request first, with their sections; at most `limit`. */
  abstract listWaiting(limit: number): Promise<ReviewView[]>;
  abstract findView(id: string): Promise<ReviewView | null>;
}

/** Where the review e-mails point their readers. */
export abstract class ContentReviewSettings {
  /** The admin's list of changes waiting for review. */
  abstract readonly reviewUrl: string;
  /** The client's Edit Content page. */
  abstract readonly editUrl: string;
  /** The client's blog page (a post's review e-mails). */
  abstract readonly blogUrl: string;
}
