import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import {
  ActivityEntry,
  BlogPost,
  checkContentValue,
  ContentSection,
  postEditsOf,
  postSnapshot,
  PostSnapshot,
  Revision,
  sameLivePost,
  SectionLockedError,
  SectionSnapshot,
  StalePostError,
  StaleSectionError,
} from '@fw/api-sites-domain';
import { WebsiteRepositoryPort } from '../ports/website.repository.port';
import { ContentSectionRepositoryPort } from '../ports/content-section.repository.port';
import { BlogPostRepositoryPort } from '../ports/blog-post.repository.port';
import { ActivityLogRepositoryPort } from '../ports/activity-log.repository.port';
import { HistorySettings, RevisionRepositoryPort } from '../ports/revision.repository.port';

/**
 * Puts a revision's value back as a new save, inside the caller's unit of work: version-checked,
 * lock-aware for clients, with its own 'restore' revision, activity entry and website touch. The
 * callers (client and admin services) decide who may restore what.
 */
@Injectable()
export class RevisionRestorer {
  constructor(
    private readonly websites: WebsiteRepositoryPort,
    private readonly sections: ContentSectionRepositoryPort,
    private readonly posts: BlogPostRepositoryPort,
    private readonly revisions: RevisionRepositoryPort,
    private readonly activity: ActivityLogRepositoryPort,
    private readonly settings: HistorySettings,
  ) {}

  /**
   * Restores the text only: a lock is an admin's permission, not part of a version. A client's
   * restore becomes the section's draft, to publish like any other edit (no revision until then);
   * an admin's (`asAdmin`) is published at once and may write into locked sections. Without
   * `expectedVersion` (admins) the current version is taken.
   */
  async restoreSection(
    actorId: string,
    section: ContentSection,
    revision: Revision,
    expectedVersion: number | undefined,
    asAdmin: boolean,
  ): Promise<ContentSection> {
    if (!asAdmin && section.isLocked) throw new SectionLockedError(section.sectionKey);
    const expected = expectedVersion ?? section.version;
    if (expected !== section.version) throw new StaleSectionError(section.sectionKey);
    const state = revision.restoredState() as SectionSnapshot;
    const contentValue = checkContentValue(state.content_value);
    const changes = asAdmin ? { contentValue } : { draftValue: section.draftFor(contentValue) };
    const updated = await this.sections.updateIfVersion(section.id, expected, changes, { onlyIfUnlocked: !asAdmin });
    if (!updated) {
      // Locked or saved by someone else between the read and the write.
      const now = await this.sections.findById(section.id);
      if (!asAdmin && now?.isLocked) throw new SectionLockedError(section.sectionKey);
      throw new StaleSectionError(section.sectionKey);
    }
    if (asAdmin) {
      await this.revisions.append(Revision.forSection(randomUUID(), actorId, 'restore', section, updated));
      await this.websites.touch(section.websiteId);
    }
    await this.activity.append(
      ActivityEntry.sectionRestored(
        randomUUID(),
        actorId,
        section.websiteId,
        section.sectionKey,
        revision.changedAt,
        this.settings.timeZone,
        revision.id,
        !asAdmin,
      ),
    );
    return updated;
  }

  /**
   * `post` must have been read for update. A client's restore (`client` given) of a public post
   * becomes its draft (the text and cover), to publish like any other edit; of a post not public yet it
   * is saved as it was. `client.checkLiveChange` judges a change visitors would see (review). An
   * admin's restore goes live at once. A revision and activity entry are written only when what
   * visitors see changes.
   */
  async restorePost(
    actorId: string,
    post: BlogPost,
    revision: Revision,
    expectedVersion: number | undefined,
    client?: { now: Date; checkLiveChange: (seenBefore: boolean, seenAfter: boolean) => void },
  ): Promise<BlogPost> {
    if (expectedVersion !== undefined && expectedVersion !== post.version) throw new StalePostError(post.version, post.editorSnapshot());
    const before = postSnapshot(post);
    const seenBefore = post.reachesVisitors();
    const edits = postEditsOf(revision.restoredState() as PostSnapshot);
    if (!client) post.editLive(edits);
    else if (post.hasDraft() || post.isPublicAt(client.now))
      post.edit({ title: edits.title, content: edits.content, coverImage: edits.coverImage }, client.now);
    else post.edit(edits, client.now);
    const liveChanged = !sameLivePost(before, postSnapshot(post));
    if (liveChanged) client?.checkLiveChange(seenBefore, post.reachesVisitors());
    await this.posts.save(post);
    if (liveChanged) {
      await this.revisions.append(Revision.forPost(randomUUID(), actorId, 'restore', post, before));
      await this.websites.touch(post.websiteId);
    }
    await this.activity.append(
      ActivityEntry.postRestored(randomUUID(), actorId, post.websiteId, post.title, revision.changedAt, this.settings.timeZone, revision.id),
    );
    return post;
  }

  /**
   * Brings a deleted post back with its id and the revision's value. Its version continues after
   * the highest one its history knows, so an editor still open on the old post gets a 409.
   */
  async recreatePost(actorId: string, websiteId: string, postId: string, revision: Revision): Promise<BlogPost> {
    const state = revision.restoredState() as PostSnapshot;
    const { title, ...rest } = postEditsOf(state);
    const post = BlogPost.create({ id: postId, websiteId, title: title ?? state.title, ...rest });
    post.version = (await this.revisions.lastVersion('post', postId)) + 1;
    await this.posts.save(post);
    await this.revisions.append(Revision.forPost(randomUUID(), actorId, 'restore', post, null));
    await this.websites.touch(websiteId);
    await this.activity.append(ActivityEntry.deletedPostRestored(randomUUID(), actorId, websiteId, post.title, revision.id));
    return post;
  }
}
