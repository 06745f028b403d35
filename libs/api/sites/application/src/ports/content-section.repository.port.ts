import type { ContentSection } from '@fw/api-sites-domain';

export interface SectionChanges {
  sectionKey?: string;
  contentType?: string;
  contentValue?: string;
  isLocked?: boolean;
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
}
