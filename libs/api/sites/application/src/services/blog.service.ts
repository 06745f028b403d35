import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { ClockPort } from '@fw/api-shared-application';
import {
  ActivityEntry,
  BlogPost,
  checkClientMayPublish,
  checkPostEditable,
  NoWebsiteError,
  PostEdits,
  PostNotFoundError,
  postSnapshot,
  Revision,
  SitesInvalidFieldError,
  sameLivePost,
  StalePostError,
  type Website,
} from '@fw/api-sites-domain';
import { UnitOfWorkPort } from '../ports/unit-of-work.port';
import { WebsiteRepositoryPort } from '../ports/website.repository.port';
import { BlogPostRepositoryPort } from '../ports/blog-post.repository.port';
import { ActivityLogRepositoryPort } from '../ports/activity-log.repository.port';
import { RevisionRepositoryPort } from '../ports/revision.repository.port';
import { SiteImagesPort } from '../hosting/site-images.port';
import { ContentReviewRepositoryPort } from '../drafts/content-review.repository.port';

export interface PostChanges extends PostEdits {
  /** When given, must equal the stored version (else 409), so an edit opened earlier cannot overwrite a newer one. */
  version?: number;
}

/**
 * A client's blog on their own website. Each change visitors can see writes its activity entry and
 * revision and moves the website's updated_at in the same transaction; a public post's draft does
 * not, until it is published. A post of another website is simply not found.
 */
@Injectable()
export class BlogService {
  constructor(
    private readonly uow: UnitOfWorkPort,
    private readonly websites: WebsiteRepositoryPort,
    private readonly posts: BlogPostRepositoryPort,
    private readonly activity: ActivityLogRepositoryPort,
    private readonly revisions: RevisionRepositoryPort,
    private readonly images: SiteImagesPort,
    private readonly clock: ClockPort,
    private readonly reviews: ContentReviewRepositoryPort,
  ) {}

  /**
   * Newest first. Without a website it answers NO_WEBSITE (404), as creating does: an empty list
   * would invite writing a post that can never be saved.
   */
  async list(userId: string): Promise<BlogPost[]> {
    return this.posts.listByWebsite((await this.myWebsite(userId)).id);
  }

  create(userId: string, input: { title: string } & Omit<PostEdits, 'title'>): Promise<BlogPost> {
    return this.uow.run(async () => {
      const website = await this.myWebsite(userId);
      const post = BlogPost.create({ id: randomUUID(), websiteId: website.id, ...input });
      await this.checkCoverOwned(website.id, post);
      checkClientMayPublish(website, { kind: 'post', seenBefore: false, seenAfter: post.reachesVisitors() });
      await this.posts.save(post);
      await this.revisions.append(Revision.forPost(randomUUID(), userId, 'create', post, null));
      await this.websites.touch(website.id);
      await this.activity.append(ActivityEntry.postCreated(randomUUID(), userId, website.id, post.title));
      return post;
    });
  }

  /** Text typed into a public post becomes its draft (see BlogPost.edit); visitors see it only after `publish`. */
  update(userId: string, postId: string, changes: PostChanges): Promise<BlogPost> {
    return this.uow.run(async () => {
      const { website, post } = await this.myPostForUpdate(userId, postId);
      checkPostEditable(await this.reviews.latestForPost(post.id));
      const { version, ...edits } = changes;
      if (version !== undefined && version !== post.version) throw new StalePostError(post.version, post.editorSnapshot());
      const before = postSnapshot(post);
      const wasSeen = post.reachesVisitors();
      post.edit(edits, this.clock.now());
      if (edits.coverImage !== undefined) await this.checkCoverOwned(website.id, post);
      const liveChanged = !sameLivePost(before, postSnapshot(post));
      if (liveChanged) checkClientMayPublish(website, { kind: 'post', seenBefore: wasSeen, seenAfter: post.reachesVisitors() });
      await this.posts.save(post);
      if (liveChanged) await this.recordLiveChange(userId, website, post, before, ActivityEntry.postUpdated);
      return post;
    });
  }

  /**
   * Makes the post's draft its live text (and the post public), as read at `version`. On a website
   * that requires review a client's publish is refused (SITES.REVIEW_REQUIRED): the post is sent
   * for review instead (ContentReviewService.requestPost).
   */
  publish(userId: string, postId: string, version: number): Promise<BlogPost> {
    return this.uow.run(async () => {
      const { website, post } = await this.myPostForUpdate(userId, postId);
      checkPostEditable(await this.reviews.latestForPost(post.id));
      checkClientMayPublish(website, { kind: 'post', seenBefore: post.reachesVisitors(), seenAfter: true });
      const before = postSnapshot(post);
      post.publish(version, this.clock.now());
      await this.posts.save(post);
      await this.recordLiveChange(userId, website, post, before, ActivityEntry.postPublished);
      return post;
    });
  }

  /** Drops the post's draft, as read at `version`: nothing visitors see changes. Without a draft, nothing is written. */
  discardDraft(userId: string, postId: string, version: number): Promise<BlogPost> {
    return this.uow.run(async () => {
      const { post } = await this.myPostForUpdate(userId, postId);
      checkPostEditable(await this.reviews.latestForPost(post.id));
      if (post.discardDraft(version)) await this.posts.save(post);
      return post;
    });
  }

  delete(userId: string, postId: string): Promise<void> {
    return this.uow.run(async () => {
      const website = await this.myWebsite(userId);
      const post = await this.posts.findInWebsite(website.id, postId);
      if (!post) throw new PostNotFoundError();
      checkPostEditable(await this.reviews.latestForPost(post.id));
      checkClientMayPublish(website, { kind: 'post', seenBefore: post.reachesVisitors(), seenAfter: false });
      await this.posts.remove(post);
      await this.revisions.append(Revision.forPost(randomUUID(), userId, 'delete', post, null));
      await this.websites.touch(website.id);
      await this.activity.append(ActivityEntry.postDeleted(randomUUID(), userId, website.id, post.title));
    });
  }

  private async myPostForUpdate(userId: string, postId: string): Promise<{ website: Website; post: BlogPost }> {
    const website = await this.myWebsite(userId);
    const post = await this.posts.findInWebsite(website.id, postId, { forUpdate: true });
    if (!post) throw new PostNotFoundError();
    return { website, post };
  }

  private async recordLiveChange(
    userId: string,
    website: Website,
    post: BlogPost,
    before: ReturnType<typeof postSnapshot>,
    entry: typeof ActivityEntry.postUpdated,
  ): Promise<void> {
    await this.revisions.append(Revision.forPost(randomUUID(), userId, 'update', post, before));
    await this.websites.touch(website.id);
    await this.activity.append(entry(randomUUID(), userId, website.id, post.title));
  }

  private async myWebsite(userId: string) {
    const website = await this.websites.findByOwner(userId);
    if (!website) throw new NoWebsiteError();
    return website;
  }

  /** A cover (live or drafted) must be one of the website's own library images (another's is refused as invalid, 400). */
  private async checkCoverOwned(websiteId: string, post: BlogPost): Promise<void> {
    const id = post.draftText().coverImage.slice('image:'.length);
    if (id && !(await this.images.ownImageIds(websiteId, [id])).has(id)) {
      throw new SitesInvalidFieldError('cover_image', "cover_image must be an image from your website's library");
    }
  }
}
