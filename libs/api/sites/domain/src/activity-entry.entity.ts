import { humanSectionKey, shortDay } from './revision.entity';

/** The action of the entry a content save writes (its details: { sections: the changed keys }). */
export const CONTENT_UPDATED_ACTION = 'Updated website content';
/** The action of the entry a publish writes (its details: { sections: the published keys }). */
export const CONTENT_PUBLISHED_ACTION = 'Published website content';

/** One line of a user's recent activity (table activity_logs); written by the server only. */
export class ActivityEntry {
  id: string;
  userId: string;
  websiteId: string | null = null;
  action: string;
  details: Record<string, unknown> = {};
  /** Set by the database when the row is written. */
  createdAt: Date;

  private static of(id: string, userId: string, websiteId: string | null, action: string, details: Record<string, unknown> = {}): ActivityEntry {
    const entry = new ActivityEntry();
    entry.id = id;
    entry.userId = userId;
    entry.websiteId = websiteId;
    entry.action = action;
    entry.details = details;
    return entry;
  }

  static contentUpdated(id: string, userId: string, websiteId: string, sectionKeys: string[]): ActivityEntry {
    return ActivityEntry.of(id, userId, websiteId, CONTENT_UPDATED_ACTION, { sections: sectionKeys });
  }

  static contentPublished(id: string, userId: string, websiteId: string, sectionKeys: string[]): ActivityEntry {
    return ActivityEntry.of(id, userId, websiteId, CONTENT_PUBLISHED_ACTION, { sections: sectionKeys });
  }

  static reviewRequested(id: string, userId: string, websiteId: string, sectionKeys: string[], reviewId: string): ActivityEntry {
    return ActivityEntry.of(id, userId, websiteId, 'Sent changes for review', { sections: sectionKeys, review_id: reviewId });
  }

  /** Written for the website's owner, so their dashboard shows it; `by` is the admin. */
  static reviewApproved(id: string, ownerId: string, websiteId: string, sectionKeys: string[], reviewId: string, by: string): ActivityEntry {
    return ActivityEntry.of(id, ownerId, websiteId, 'Changes approved and published', { sections: sectionKeys, review_id: reviewId, by });
  }

  static reviewSentBack(id: string, ownerId: string, websiteId: string, comment: string, reviewId: string, by: string): ActivityEntry {
    return ActivityEntry.of(id, ownerId, websiteId, 'Changes sent back for another look', { comment, review_id: reviewId, by });
  }

  static postReviewRequested(id: string, userId: string, websiteId: string, title: string, reviewId: string): ActivityEntry {
    return ActivityEntry.of(id, userId, websiteId, `Sent blog post for review: ${title}`, { review_id: reviewId });
  }

  /** Written for the website's owner; `by` is the admin. */
  static postReviewApproved(id: string, ownerId: string, websiteId: string, title: string, reviewId: string, by: string): ActivityEntry {
    return ActivityEntry.of(id, ownerId, websiteId, `Blog post approved and published: ${title}`, { review_id: reviewId, by });
  }

  static postReviewSentBack(id: string, ownerId: string, websiteId: string, title: string, comment: string, reviewId: string, by: string): ActivityEntry {
    return ActivityEntry.of(id, ownerId, websiteId, `Blog post sent back for another look: ${title}`, { comment, review_id: reviewId, by });
  }

  static postCreated(id: string, userId: string, websiteId: string, title: string): ActivityEntry {
    return ActivityEntry.of(id, userId, websiteId, `Created blog post: ${title}`);
  }

  static postUpdated(id: string, userId: string, websiteId: string, title: string): ActivityEntry {
    return ActivityEntry.of(id, userId, websiteId, `Updated blog post: ${title}`);
  }

  static postPublished(id: string, userId: string, websiteId: string, title: string): ActivityEntry {
    return ActivityEntry.of(id, userId, websiteId, `Published blog post: ${title}`);
  }

  static postDeleted(id: string, userId: string, websiteId: string, title: string): ActivityEntry {
    return ActivityEntry.of(id, userId, websiteId, `Deleted blog post: ${title}`);
  }

  /**
   * "Restored hero title to the version of Nov 20" (the day of the restored version, in the
   * business's time zone), with " as a draft" when it still has to be published.
   */
  static sectionRestored(
    id: string,
    userId: string,
    websiteId: string,
    sectionKey: string,
    versionOf: Date,
    timeZone: string,
    revisionId: string,
    asDraft = false,
  ): ActivityEntry {
    return ActivityEntry.of(
      id,
      userId,
      websiteId,
      `Restored ${humanSectionKey(sectionKey)} to the version of ${shortDay(versionOf, timeZone)}${asDraft ? ' as a draft' : ''}`,
      {
        sections: [sectionKey],
        revision_id: revisionId,
      },
    );
  }

  static postRestored(id: string, userId: string, websiteId: string, title: string, versionOf: Date, timeZone: string, revisionId: string): ActivityEntry {
    return ActivityEntry.of(id, userId, websiteId, `Restored blog post: ${title} to the version of ${shortDay(versionOf, timeZone)}`, {
      revision_id: revisionId,
    });
  }

  static deletedPostRestored(id: string, userId: string, websiteId: string, title: string, revisionId: string): ActivityEntry {
    return ActivityEntry.of(id, userId, websiteId, `Restored deleted blog post: ${title}`, { revision_id: revisionId });
  }
}

export const RECENT_ACTIVITY_LIMIT = 5;
