import { Injectable } from '@nestjs/common';
import { ClockPort } from '@fw/api-shared-application';
import {
  BlogPost,
  checkClientMayPublish,
  checkPostEditable,
  ContentSection,
  DELETED_POST_RESTORE_DAYS,
  DeletedPostNotFoundError,
  NoWebsiteError,
  PostExistsError,
  PostNotFoundError,
  PostSnapshot,
  postSnapshotReachesVisitors,
  Revision,
  RevisionItemType,
  RevisionNotFoundError,
  SectionNotFoundError,
} from '@fw/api-sites-domain';
import { UnitOfWorkPort } from '../ports/unit-of-work.port';
import { WebsiteRepositoryPort } from '../ports/website.repository.port';
import { ContentSectionRepositoryPort } from '../ports/content-section.repository.port';
import { BlogPostRepositoryPort } from '../ports/blog-post.repository.port';
import { RevisionRepositoryPort, RevisionView } from '../ports/revision.repository.port';
import { RevisionRestorer } from './revision-restorer';
import { ContentReviewRepositoryPort } from '../drafts/content-review.repository.port';
import { ReviewTimeline, TimelineEntry } from './review-timeline';

/** How many lines (revisions and review steps) an item's history shows. */
export const ITEM_HISTORY_LIMIT = 100;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A client's history of their own website's sections and posts, and restoring from it. Items and
 * revisions of another website are simply not found (404).
 */
@Injectable()
export class HistoryService {
  constructor(
    private readonly uow: UnitOfWorkPort,
    private readonly websites: WebsiteRepositoryPort,
    private readonly sections: ContentSectionRepositoryPort,
    private readonly posts: BlogPostRepositoryPort,
    private readonly revisions: RevisionRepositoryPort,
    private readonly restorer: RevisionRestorer,
    private readonly clock: ClockPort,
    private readonly reviews: ContentReviewRepositoryPort,
    private readonly timeline: ReviewTimeline,
  ) {}

  /** The section's changes and review steps, newest first. */
  async sectionHistory(userId: string, sectionId: string): Promise<TimelineEntry[]> {
    const websiteId = await this.myWebsiteId(userId);
    const section = await this.mySection(websiteId, sectionId);
    return this.timeline.forItem(websiteId, { type: 'section', id: section.id, label: section.sectionKey }, ITEM_HISTORY_LIMIT);
  }

  restoreSection(userId: string, sectionId: string, revisionId: string, version: number): Promise<ContentSection> {
    return this.uow.run(async () => {
      const section = await this.mySection(await this.myWebsiteId(userId), sectionId);
      const revision = await this.revisionOf('section', sectionId, revisionId);
      return this.restorer.restoreSection(userId, section, revision, version, false);
    });
  }

  /** The post's changes and review steps, newest first. */
  async postHistory(userId: string, postId: string): Promise<TimelineEntry[]> {
    const websiteId = await this.myWebsiteId(userId);
    const post = await this.posts.findInWebsite(websiteId, postId);
    if (!post) throw new PostNotFoundError();
    return this.timeline.forItem(websiteId, { type: 'post', id: post.id, label: post.title }, ITEM_HISTORY_LIMIT);
  }

  restorePost(userId: string, postId: string, revisionId: string, version: number): Promise<BlogPost> {
    return this.uow.run(async () => {
      const website = await this.myWebsite(userId);
      const post = await this.posts.findInWebsite(website.id, postId, { forUpdate: true });
      if (!post) throw new PostNotFoundError();
      checkPostEditable(await this.reviews.latestForPost(post.id));
      const revision = await this.revisionOf('post', postId, revisionId);
      return this.restorer.restorePost(userId, post, revision, version, {
        now: this.clock.now(),
        checkLiveChange: (seenBefore, seenAfter) => checkClientMayPublish(website, { kind: 'post', seenBefore, seenAfter }),
      });
    });
  }

  /** Posts deleted in the last 30 days that were not brought back, newest deletion first. */
  async deletedPosts(userId: string): Promise<RevisionView[]> {
    return this.revisions.listDeletedPosts(await this.myWebsiteId(userId), restoreWindowStart(this.clock.now()));
  }

  restoreDeletedPost(userId: string, postId: string): Promise<BlogPost> {
    return this.uow.run(async () => {
      const website = await this.myWebsite(userId);
      const websiteId = website.id;
      // Locked first, so a second restore of the same post waits and then finds it existing.
      const deletion = await this.revisions.lockLatestDeletion(websiteId, postId, restoreWindowStart(this.clock.now()));
      if (await this.posts.findInWebsite(websiteId, postId)) throw new PostExistsError();
      if (!deletion) throw new DeletedPostNotFoundError();
      checkClientMayPublish(website, { kind: 'post', seenBefore: false, seenAfter: postSnapshotReachesVisitors(deletion.restoredState() as PostSnapshot) });
      return this.restorer.recreatePost(userId, websiteId, postId, deletion);
    });
  }

  private async myWebsite(userId: string) {
    const website = await this.websites.findByOwner(userId);
    if (!website) throw new NoWebsiteError();
    return website;
  }

  private async myWebsiteId(userId: string): Promise<string> {
    const website = await this.websites.findByOwner(userId);
    if (!website) throw new NoWebsiteError();
    return website.id;
  }

  private async mySection(websiteId: string, sectionId: string): Promise<ContentSection> {
    const [section] = await this.sections.findInWebsite(websiteId, [sectionId]);
    if (!section) throw new SectionNotFoundError();
    return section;
  }

  private async revisionOf(itemType: RevisionItemType, itemId: string, revisionId: string): Promise<Revision> {
    const revision = await this.revisions.findById(revisionId);
    if (!revision || revision.itemType !== itemType || revision.itemId !== itemId) throw new RevisionNotFoundError();
    return revision;
  }
}

export function restoreWindowStart(now: Date): Date {
  return new Date(now.getTime() - DELETED_POST_RESTORE_DAYS * DAY_MS);
}
