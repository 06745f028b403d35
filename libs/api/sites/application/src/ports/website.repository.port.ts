import type { Website } from '@fw/api-sites-domain';

/** Websites. Lookups return null when absent; `save` throws DomainTakenError on a used domain. */
export abstract class WebsiteRepositoryPort {
  abstract findById(id: string): Promise<Website | null>;
  /** The website a client edits; with several, the oldest (stable) one. */
  abstract findByOwner(ownerId: string): Promise<Website | null>;
  abstract findByDomain(domain: string): Promise<Website | null>;
  /** Inserts or updates and writes at once, so a used domain surfaces here as DomainTakenError. */
  abstract save(website: Website): Promise<void>;
  abstract remove(website: Website): Promise<void>;
  /** Marks the website as changed now (its content or posts changed). */
  abstract touch(websiteId: string): Promise<void>;
}
