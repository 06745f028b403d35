import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { ClockPort } from '@fw/api-shared-application';
import { BUSINESS_INBOX, MailOutboxPort } from '@fw/api-mail-application';
import {
  ActivityEntry,
  type BlogPost,
  ContentReview,
  humanSectionKey,
  NoWebsiteError,
  NothingToPublishError,
  PostNotFoundError,
  postSnapshot,
  Revision,
  ReviewNotFoundError,
  ReviewPendingError,
  StalePostError,
  WebsiteNotFoundError,
  type SectionAtVersion,
  type Website,
} from '@fw/api-sites-domain';
import { BlogPostRepositoryPort } from '../ports/blog-post.repository.port';
import { RevisionRepositoryPort } from '../ports/revision.repository.port';
import { UnitOfWorkPort } from '../ports/unit-of-work.port';
import { WebsiteRepositoryPort } from '../ports/website.repository.port';
import { ContentSectionRepositoryPort } from '../ports/content-section.repository.port';
import { ActivityLogRepositoryPort } from '../ports/activity-log.repository.port';
import { OwnerDirectoryPort } from '../ports/owner-directory.port';
import { ContentPublisher, DraftActionResult } from './content-publisher';
import { ContentReviewRepositoryPort, ContentReviewSettings, ReviewView } from './content-review.repository.port';

export const REVIEW_LIST_LIMIT = 200;

/**
 * Review before publishing: a client sends drafts (at the versions they saw) for review; an admin
 * approves (publishes exactly those versions) or sends them back with a comment. Each step writes
 * an activity entry on the client's dashboard and e-mails the other side through the outbox, in
 * the step's transaction.
 */
@Injectable()
export class ContentReviewService {
  constructor(
    private readonly uow: UnitOfWorkPort,
    private readonly websites: WebsiteRepositoryPort,
    private readonly sections: ContentSectionRepositoryPort,
    private readonly reviews: ContentReviewRepositoryPort,
    private readonly publisher: ContentPublisher,
    private readonly activity: ActivityLogRepositoryPort,
    private readonly owners: OwnerDirectoryPort,
    private readonly outbox: MailOutboxPort,
    private readonly clock: ClockPort,
    private readonly settings: ContentReviewSettings,
    private readonly posts: BlogPostRepositoryPort,
    private readonly revisions: RevisionRepositoryPort,
  ) {}

  /** Checked as a publish would be (locks, versions, required sections) before anything is written. */
  request(userId: string, items: SectionAtVersion[]): Promise<ContentReview> {
    return this.uow.run(async () => {
      const owned = await this.sections.findOwnedContent(userId);
      if (!owned) throw new NoWebsiteError();
      const latest = await this.reviews.latestForWebsite(owned.websiteId);
      if (latest?.status === 'pending') throw new ReviewPendingError();
      const keys = this.publisher.checkPublishable(owned, items);
      const review = ContentReview.request({ id: randomUUID(), websiteId: owned.websiteId, requestedBy: userId, items, now: this.clock.now() });
      await this.reviews.insert(review);
      await this.activity.append(ActivityEntry.reviewRequested(randomUUID(), userId, owned.websiteId, keys, review.id));
      const website = await this.websites.findById(owned.websiteId);
      await this.outbox.enqueue({
        template: 'review-requested',
        to: BUSINESS_INBOX,
        data: { siteName: website?.name ?? '', sections: keys.map(humanSectionKey), reviewUrl: this.settings.reviewUrl },
        metadata: { source: 'content-review', websiteId: owned.websiteId, reviewId: review.id },
      });
      return review;
    });
  }

  /**
   * Sends one post's draft (at the version the client saw) for review, to go live on approval or at
   * `publishAt`. Refused when the post changed since (409), has nothing to publish (400) or already
   * waits (409 SITES.REVIEW_PENDING).
   */
  requestPost(userId: string, postId: string, version: number, publishAt: Date | null): Promise<ContentReview> {
    return this.uow.run(async () => {
      const website = await this.websites.findByOwner(userId);
      if (!website) throw new NoWebsiteError();
      const post = await this.posts.findInWebsite(website.id, postId, { forUpdate: true });
      if (!post) throw new PostNotFoundError();
      if ((await this.reviews.latestForPost(post.id))?.status === 'pending') throw new ReviewPendingError();
      if (version !== post.version) throw new StalePostError(post.version, post.editorSnapshot());
      const now = this.clock.now();
      if (!post.hasDraft() && post.isPublicAt(now)) throw new NothingToPublishError();
      const review = ContentReview.requestPost({
        id: randomUUID(),
        websiteId: website.id,
        requestedBy: userId,
        post: { id: post.id, version, publishAt },
        now,
      });
      await this.reviews.insert(review);
      const title = post.draftText().title;
      await this.activity.append(ActivityEntry.postReviewRequested(randomUUID(), userId, website.id, title, review.id));
      await this.outbox.enqueue({
        template: 'review-requested',
        to: BUSINESS_INBOX,
        data: { siteName: website.name, sections: [postLabel(title)], reviewUrl: this.settings.reviewUrl },
        metadata: { source: 'content-review', websiteId: website.id, reviewId: review.id },
      });
      return review;
    });
  }

  /** The post's newest review (pending, sent back with its comment, or approved), or null; another website's post is not found. */
  async latestForPost(userId: string, postId: string): Promise<ContentReview | null> {
    const website = await this.websites.findByOwner(userId);
    if (!website) throw new NoWebsiteError();
    if (!(await this.posts.findInWebsite(website.id, postId))) throw new PostNotFoundError();
    return this.reviews.latestForPost(postId);
  }

  /** The newest review of each of the client's posts that was ever sent for review. */
  async latestForMyPosts(userId: string): Promise<ContentReview[]> {
    const website = await this.websites.findByOwner(userId);
    if (!website) throw new NoWebsiteError();
    return this.reviews.latestForPosts(website.id);
  }

  /** The newest review of the client's website (pending, sent back with its comment, or approved), or null. */
  async latestForOwner(userId: string): Promise<ContentReview | null> {
    const website = await this.websites.findByOwner(userId);
    if (!website) throw new NoWebsiteError();
    return this.reviews.latestForWebsite(website.id);
  }

  listPending(): Promise<ReviewView[]> {
    return this.reviews.listWaiting(REVIEW_LIST_LIMIT);
  }

  async get(id: string): Promise<ReviewView> {
    const view = await this.reviews.findView(id);
    if (!view) throw new ReviewNotFoundError();
    return view;
  }

  /**
   * Publishes the versions sent; a draft changed since refuses (409 SITES.STALE_SECTION or
   * SITES.STALE_POST), nothing unseen goes live. A post's approval answers the post as published.
   */
  approve(adminId: string, reviewId: string): Promise<DraftActionResult & { post?: BlogPost }> {
    return this.uow.run(async () => {
      const { review, website } = await this.decidable(reviewId);
      review.approve(adminId, this.clock.now());
      if (review.post) return { sections: [], keys: [], post: await this.approvePost(adminId, review, website) };
      const content = { websiteId: website.id, template: website.template, sections: await this.sections.listByWebsite(website.id) };
      const ownerId = website.ownerId ?? adminId;
      const result = await this.publisher.publish(adminId, content, review.items, (id, _actor, websiteId, keys) =>
        ActivityEntry.reviewApproved(id, ownerId, websiteId, keys, review.id, adminId),
      );
      await this.reviews.save(review);
      await this.mailOwner(website.ownerId, {
        template: 'review-approved',
        data: { siteName: website.name, sections: result.keys.map(humanSectionKey), editUrl: this.settings.editUrl },
        reviewId,
        websiteId: website.id,
      });
      return result;
    });
  }

  sendBack(adminId: string, reviewId: string, comment: string): Promise<ContentReview> {
    return this.uow.run(async () => {
      const { review, website } = await this.decidable(reviewId);
      review.sendBack(adminId, comment, this.clock.now());
      await this.reviews.save(review);
      const post = review.post ? await this.posts.findInWebsite(website.id, review.post.id) : null;
      if (website.ownerId) {
        await this.activity.append(
          post
            ? ActivityEntry.postReviewSentBack(randomUUID(), website.ownerId, website.id, post.draftText().title, review.comment ?? '', review.id, adminId)
            : ActivityEntry.reviewSentBack(randomUUID(), website.ownerId, website.id, review.comment ?? '', review.id, adminId),
        );
      }
      await this.mailOwner(website.ownerId, {
        template: 'review-sent-back',
        data: { siteName: website.name, comment: review.comment ?? '', editUrl: post ? this.settings.blogUrl : this.settings.editUrl },
        reviewId,
        websiteId: website.id,
      });
      return review;
    });
  }

  /** The post goes live (or is scheduled) as it was sent; its revision names the admin who approved it. */
  private async approvePost(adminId: string, review: ContentReview, website: Website): Promise<BlogPost> {
    const sent = review.post as NonNullable<ContentReview['post']>;
    const post = await this.posts.findInWebsite(website.id, sent.id, { forUpdate: true });
    if (!post) throw new PostNotFoundError();
    const before = postSnapshot(post);
    post.publish(sent.version, this.clock.now(), sent.publishAt);
    await this.posts.save(post);
    await this.revisions.append(Revision.forPost(randomUUID(), adminId, 'update', post, before));
    await this.websites.touch(website.id);
    const ownerId = website.ownerId ?? adminId;
    await this.activity.append(ActivityEntry.postReviewApproved(randomUUID(), ownerId, website.id, post.title, review.id, adminId));
    await this.reviews.save(review);
    await this.mailOwner(website.ownerId, {
      template: 'review-approved',
      data: { siteName: website.name, sections: [postLabel(post.title)], editUrl: this.settings.blogUrl },
      reviewId: review.id,
      websiteId: website.id,
    });
    return post;
  }

  private async decidable(reviewId: string) {
    const review = await this.reviews.findForUpdate(reviewId);
    if (!review) throw new ReviewNotFoundError();
    const website = await this.websites.findById(review.websiteId);
    if (!website) throw new WebsiteNotFoundError();
    return { review, website };
  }

  private async mailOwner(
    ownerId: string | null,
    mail:
      | { template: 'review-approved'; data: { siteName: string; sections: string[]; editUrl: string }; reviewId: string; websiteId: string }
      | { template: 'review-sent-back'; data: { siteName: string; comment: string; editUrl: string }; reviewId: string; websiteId: string },
  ): Promise<void> {
    const owner = ownerId ? (await this.owners.findOwners([ownerId])).get(ownerId) : undefined;
    if (!owner) return;
    const metadata = { source: 'content-review', websiteId: mail.websiteId, reviewId: mail.reviewId };
    if (mail.template === 'review-approved') await this.outbox.enqueue({ template: mail.template, to: owner.email, data: mail.data, metadata });
    else await this.outbox.enqueue({ template: mail.template, to: owner.email, data: mail.data, metadata });
  }
}

/** How a post is named in the review e-mails, beside section names. */
const postLabel = (title: string) => `blog post “${title}”`;
