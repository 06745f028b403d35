import type { BlogPost, PostEdits } from './blog-post.entity';
import type { ContentSection } from './content-section.entity';

export const REVISION_ITEM_TYPES = ['section', 'post'] as const;
export type RevisionItemType = (typeof REVISION_ITEM_TYPES)[number];
export const REVISION_ACTIONS = ['create', 'update', 'lock', 'unlock', 'delete', 'restore'] as const;
export type RevisionAction = (typeof REVISION_ACTIONS)[number];

/** A section's editable fields as a revision stores them (snake_case, as the API shows them). */
export interface SectionSnapshot {
  content_value: string;
  is_locked: boolean;
}

/** A post's editable fields as a revision stores them. */
export interface PostSnapshot {
  title: string;
  content: string;
  published: boolean;
  /** ISO date-time of a schedule, or null; absent in revisions written before schedules existed. */
  publish_at?: string | null;
  /** The cover (`image:<uuid>` or ''); absent in revisions written before covers were recorded. */
  cover_image?: string;
}

export type ItemSnapshot = SectionSnapshot | PostSnapshot;

/** The one place that decides what a section revision keeps. */
export function sectionSnapshot(section: Pick<ContentSection, 'contentValue' | 'isLocked'>): SectionSnapshot {
  return { content_value: section.contentValue, is_locked: section.isLocked };
}

/** The one place that decides what a post revision keeps. */
export function postSnapshot(post: Pick<BlogPost, 'title' | 'content' | 'published' | 'publishAt' | 'coverImage'>): PostSnapshot {
  return {
    title: post.title,
    content: post.content,
    published: post.published,
    publish_at: post.publishAt ? post.publishAt.toISOString() : null,
    cover_image: post.coverImage,
  };
}

/** Whether a change left what visitors can see of a post (its live text and state) as it was. */
export function sameLivePost(a: PostSnapshot, b: PostSnapshot): boolean {
  return (
    a.title === b.title &&
    a.content === b.content &&
    a.published === b.published &&
    (a.publish_at ?? null) === (b.publish_at ?? null) &&
    (a.cover_image ?? '') === (b.cover_image ?? '')
  );
}

/** The edits that bring a post back to a snapshot (its schedule and cover only when the snapshot has them). */
export function postEditsOf(state: PostSnapshot): PostEdits {
  return {
    title: state.title,
    content: state.content,
    published: state.published,
    ...(state.publish_at !== undefined ? { publishAt: state.publish_at === null ? null : new Date(state.publish_at) } : {}),
    ...(state.cover_image !== undefined ? { coverImage: state.cover_image } : {}),
  };
}

/** BlogPost.reachesVisitors for a post as a revision stored it: published or scheduled. */
export function postSnapshotReachesVisitors(state: PostSnapshot): boolean {
  return state.published || Boolean(state.publish_at);
}

/** Deleted posts can be brought back for at least this long (retention never goes below it). */
export const DELETED_POST_RESTORE_DAYS = 30;

/**
 * One change to a section or a post (table revisions), written in the transaction of the change.
 * `version` is the item's version after the change (null for a delete); `previous`/`next` its
 * editable fields before and after (null before a create and after a delete).
 */
export class Revision {
  id: string;
  websiteId: string;
  itemType: RevisionItemType;
  itemId: string;
  /** The section key or post title at the time. */
  itemLabel: string;
  action: RevisionAction;
  version: number | null;
  previous: ItemSnapshot | null;
  next: ItemSnapshot | null;
  /** The profile that made the change; null when unknown or since deleted. */
  changedBy: string | null;
  /** Set by the database when the row is written. */
  changedAt: Date;

  static of(props: Omit<Revision, 'changedAt' | 'restoredState'>): Revision {
    return Object.assign(new Revision(), props);
  }

  static forSection(id: string, changedBy: string | null, action: RevisionAction, before: ContentSection | null, after: ContentSection | null): Revision {
    const item = (after ?? before) as ContentSection;
    return Revision.of({
      id,
      websiteId: item.websiteId,
      itemType: 'section',
      itemId: item.id,
      itemLabel: item.sectionKey,
      action,
      version: after ? after.version : null,
      previous: before ? sectionSnapshot(before) : null,
      next: after ? sectionSnapshot(after) : null,
      changedBy,
    });
  }

  /** A post's change; for a delete, `post` is the post as it was and `before` is ignored. */
  static forPost(id: string, changedBy: string | null, action: RevisionAction, post: BlogPost, before: PostSnapshot | null): Revision {
    const deleted = action === 'delete';
    return Revision.of({
      id,
      websiteId: post.websiteId,
      itemType: 'post',
      itemId: post.id,
      itemLabel: post.title,
      action,
      version: deleted ? null : post.version,
      previous: deleted ? postSnapshot(post) : before,
      next: deleted ? null : postSnapshot(post),
      changedBy,
    });
  }

  /** What a restore of this revision brings back: the state after it, or before it for a delete. */
  restoredState(): ItemSnapshot | null {
    return this.next ?? this.previous;
  }
}

/** An admin's section change: a lock or unlock when only the lock moved, else an update. */
export function sectionChangeAction(before: SectionSnapshot, after: SectionSnapshot): RevisionAction {
  if (before.is_locked !== after.is_locked && before.content_value === after.content_value) return after.is_locked ? 'lock' : 'unlock';
  return 'update';
}

/** `hero_title` → `hero title`, as people read a section's name. */
export function humanSectionKey(key: string): string {
  return key.replace(/_/g, ' ');
}

/** "Nov 20": the day a version was saved, in the business's time zone. */
export function shortDay(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone }).format(at);
}
