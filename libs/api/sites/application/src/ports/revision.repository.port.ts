import type { Revision, RevisionItemType } from '@fw/api-sites-domain';

/** A revision as lists show it: with the name of who made the change (null when unknown or deleted). */
export interface RevisionView {
  revision: Revision;
  changedBy: { id: string; name: string } | null;
}

export interface TimelineFilter {
  changedBy?: string;
  /** Inclusive. */
  from?: Date;
  /** Exclusive. */
  before?: Date;
}

/** How `idsOfVersions` keys its answer. */
export const revisionKey = (itemId: string, version: number): string => `${itemId}@${version}`;

/** The history table. Writes take part in the current unit of work. */
export abstract class RevisionRepositoryPort {
  abstract append(...revisions: Revision[]): Promise<void>;
  abstract findById(id: string): Promise<Revision | null>;
  /** One item's revisions, newest first. */
  abstract listForItem(itemType: RevisionItemType, itemId: string, limit: number): Promise<RevisionView[]>;
  /** Per post of the website deleted since `since` that does not exist any more: its newest delete revision, newest first. */
  abstract listDeletedPosts(websiteId: string, since: Date): Promise<RevisionView[]>;
  /**
   * The newest delete revision of the post since `since`, locked until the transaction ends so two
   * restores of one post run one after the other.
   */
  abstract lockLatestDeletion(websiteId: string, postId: string, since: Date): Promise<Revision | null>;
  /** The revision that left each item at the version asked, by `revisionKey`; absent when none was recorded. */
  abstract idsOfVersions(refs: Array<{ itemType: RevisionItemType; itemId: string; version: number }>): Promise<Map<string, string>>;
  /** The highest version any revision of the item recorded (0 when none). */
  abstract lastVersion(itemType: RevisionItemType, itemId: string): Promise<number>;
  /** A website's revisions across its sections and posts, newest first, one page and the total. */
  abstract timeline(websiteId: string, filter: TimelineFilter, page: { offset: number; limit: number }): Promise<{ items: RevisionView[]; total: number }>;
}

/** Settings of the history features that the use cases need (bound from the sites config). */
export abstract class HistorySettings {
  /** IANA zone in which "the version of Nov 20" is dated. */
  abstract readonly timeZone: string;
}
