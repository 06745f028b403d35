import type { ContentSection } from '@fw/api-sites-domain';

export interface SectionChanges {
  sectionKey?: string;
  contentType?: string;
  contentValue?: string;
  isLocked?: boolean;
}

/** One section value an editor saves, with the version it was read at. */
export interface SectionValueChange {
  id: string;
  contentValue: string;
  version: number;
}

/** A requested section of the editor's website as the save statement found it (locked, before writing). */
export interface RequestedSection {
  id: string;
  sectionKey: string;
  isLocked: boolean;
  /** The stored version the statement judged (after waiting for any concurrent writer). */
  version: number;
  /** The sent value differs from the stored one (so it is to be written). */
  differs: boolean;
  /** The statement wrote it. */
  written: boolean;
}

export interface OwnerContentSave {
  /** The owner's (oldest) website; null when they have none, and nothing was written. */
  websiteId: string | null;
  /** The requested sections found in that website; an id missing here belongs to another website or none. */
  requested: RequestedSection[];
  /** Every section of the website after the statement, sorted by key (code-point order). */
  sections: ContentSection[];
}

/**
 * Content sections. Reads always return fresh copies (never cached objects), and every write is a
 * conditional update on the version read, so concurrent writers cannot both win.
 */
export abstract class ContentSectionRepositoryPort {
  abstract findById(id: string): Promise<ContentSection | null>;
  /** Sorted by section key. */
  abstract listByWebsite(websiteId: string): Promise<ContentSection[]>;
  /** Only those of `ids` that belong to the website. */
  abstract findInWebsite(websiteId: string, ids: string[]): Promise<ContentSection[]>;
  /** Throws SectionKeyTakenError when the website already has the key. */
  abstract insert(section: ContentSection): Promise<void>;
  /**
   * `update ... set ..., version = version + 1 where id = ? and version = ?` (and, with
   * `onlyIfUnlocked`, `and not is_locked`). Returns the updated section, or null when no row
   * matched (changed or locked meanwhile, or deleted). Throws SectionKeyTakenError on a used key.
   */
  abstract updateIfVersion(id: string, expectedVersion: number, changes: SectionChanges, options?: { onlyIfUnlocked?: boolean }): Promise<ContentSection | null>;
  abstract delete(id: string): Promise<boolean>;
  /**
   * An editor's save as ONE statement, atomic on its own: on the owner's oldest website, locks the
   * requested sections and, only when every requested id is a section of that website, unlocked
   * and at the sent version, writes each change whose value differs (version + 1, updated_at now);
   * when it wrote something, it also moves the website's updated_at, appends the activity entry
   * ActivityEntry.contentUpdated(activityId, ownerId, website, written keys in code-point order)
   * and, per written section, the revision Revision.forSection(new id, ownerId, 'update', before,
   * after). `requested` reports the locks and versions it judged (the latest, after any writer it
   * waited for).
   */
  abstract saveValuesOfOwner(ownerId: string, changes: SectionValueChange[], activityId: string): Promise<OwnerContentSave>;
}
