import type { ContentSection, SectionWrite } from '@fw/api-sites-domain';

export interface SectionChanges {
  sectionKey?: string;
  contentType?: string;
  contentValue?: string;
  /** null removes the draft. */
  draftValue?: string | null;
  isLocked?: boolean;
}

/** The website a client edits, as a content save needs it: which one, on which template, with its sections. */
export interface OwnedContent {
  websiteId: string;
  template: string | null;
  /** A client's publish waits for an admin's approval. */
  requiresReview: boolean;
  /** Every section of the website, sorted by section key. */
  sections: ContentSection[];
}

/** One planned write: the section's published and draft text, on the version the plan judged. */
export type VersionedWrite = SectionWrite;

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
  abstract updateIfVersion(
    id: string,
    expectedVersion: number,
    changes: SectionChanges,
    options?: { onlyIfUnlocked?: boolean },
  ): Promise<ContentSection | null>;
  /**
   * The oldest website of `ownerId` (a client owns one) with all its sections, in one read; null
   * when they have none.
   */
  abstract findOwnedContent(ownerId: string): Promise<OwnedContent | null>;
  /**
   * Writes every planned text (published and draft) at once, each only where its row is still at
   * the version planned and, unless `asAdmin`, unlocked (the guard of `updateIfVersion`). Returns
   * the rows written; a write missing from the answer lost a race and is for the caller to re-read
   * and judge.
   */
  abstract updateManyIfVersion(writes: VersionedWrite[], options?: { asAdmin?: boolean }): Promise<ContentSection[]>;
  abstract delete(id: string): Promise<boolean>;
}
