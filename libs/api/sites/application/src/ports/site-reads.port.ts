import type { ContentSection, Website } from '@fw/api-sites-domain';
import type { WebsiteView } from '../services/website-view';

/** What a live site shows: its name and its sections' texts by key. */
export interface PublicContent {
  website: Pick<Website, 'name' | 'domain' | 'template'>;
  sections: Array<Pick<ContentSection, 'sectionKey' | 'contentValue'>>;
}

/**
 * A content section as the client's editor shows it: a snapshot, not the entity. The entity's
 * class is one the ORM manages, so building one tracks each field it is given (a property defined
 * per field, per instance) for a read that is never saved.
 */
export type SectionView = Pick<
  ContentSection,
  'id' | 'websiteId' | 'sectionKey' | 'contentType' | 'contentValue' | 'draftValue' | 'isLocked' | 'version' | 'createdAt' | 'updatedAt'
>;

/**
 * The read side of the most requested pages (a live site's content, the client's editor). The
 * objects returned are snapshots for display, never saved back: writes load through the
 * repositories and the unit of work.
 */
export abstract class SiteReadsPort {
  /** By a normalised host name; null when no website has it. Sections in any order. */
  abstract publicContent(domain: string): Promise<PublicContent | null>;
  /** The client's website (the oldest when several) with its owner and sections in any order. */
  abstract ownedWebsite(ownerId: string): Promise<{ website: WebsiteView; sections: SectionView[] } | null>;
}
