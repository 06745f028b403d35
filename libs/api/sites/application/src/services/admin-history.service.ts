import { Injectable } from '@nestjs/common';
import { BlogPost, ContentSection, RevisionItemType, RevisionNotFoundError, SectionNotFoundError, WebsiteNotFoundError } from '@fw/api-sites-domain';
import { UnitOfWorkPort } from '../ports/unit-of-work.port';
import { WebsiteRepositoryPort } from '../ports/website.repository.port';
import { ContentSectionRepositoryPort } from '../ports/content-section.repository.port';
import { BlogPostRepositoryPort } from '../ports/blog-post.repository.port';
import { RevisionRepositoryPort, TimelineFilter } from '../ports/revision.repository.port';
import { RevisionRestorer } from './revision-restorer';
import { ReviewTimeline, TimelineEntry } from './review-timeline';

export interface AdminRestoreResult {
  itemType: RevisionItemType;
  section?: ContentSection;
  post?: BlogPost;
}

/** An admin's view of any website's history, and restores from it (locked sections and deleted posts too). */
@Injectable()
export class AdminHistoryService {
  constructor(
    private readonly uow: UnitOfWorkPort,
    private readonly websites: WebsiteRepositoryPort,
    private readonly sections: ContentSectionRepositoryPort,
    private readonly posts: BlogPostRepositoryPort,
    private readonly revisions: RevisionRepositoryPort,
    private readonly restorer: RevisionRestorer,
    private readonly history: ReviewTimeline,
  ) {}

  /** One page of the website's changes and review steps, newest first, and the total. */
  async timeline(websiteId: string, filter: TimelineFilter, page: { offset: number; limit: number }): Promise<{ items: TimelineEntry[]; total: number }> {
    if (!(await this.websites.findById(websiteId))) throw new WebsiteNotFoundError();
    return this.history.forWebsite(websiteId, filter, page);
  }

  restore(adminId: string, revisionId: string, version?: number): Promise<AdminRestoreResult> {
    return this.uow.run(async () => {
      const revision = await this.revisions.findById(revisionId);
      if (!revision) throw new RevisionNotFoundError();
      if (revision.itemType === 'section') {
        const section = await this.sections.findById(revision.itemId);
        if (!section) throw new SectionNotFoundError();
        return { itemType: 'section', section: await this.restorer.restoreSection(adminId, section, revision, version, true) };
      }
      // Serialises two restores of one deleted post (the second then finds it existing).
      await this.revisions.lockLatestDeletion(revision.websiteId, revision.itemId, new Date(0));
      const post = await this.posts.findInWebsite(revision.websiteId, revision.itemId, { forUpdate: true });
      if (post) return { itemType: 'post', post: await this.restorer.restorePost(adminId, post, revision, version) };
      return { itemType: 'post', post: await this.restorer.recreatePost(adminId, revision.websiteId, revision.itemId, revision) };
    });
  }
}
