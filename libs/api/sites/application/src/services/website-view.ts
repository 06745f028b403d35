import type { Website } from '@fw/api-sites-domain';
import type { OwnerDirectoryPort, WebsiteOwner } from '../ports/owner-directory.port';

/** What is shown of a website (a loaded entity or a plain read-model row). */
export type WebsiteSnapshot = Pick<
  Website,
  'id' | 'name' | 'slug' | 'domain' | 'domainStatus' | 'template' | 'ownerId' | 'status' | 'requiresReview' | 'createdAt' | 'updatedAt'
>;

/** A website with its owner's profile, as lists and editors show it. */
export interface WebsiteView {
  website: WebsiteSnapshot;
  owner: WebsiteOwner | null;
}

export async function withOwners(owners: OwnerDirectoryPort, websites: Website[]): Promise<WebsiteView[]> {
  const ids = [...new Set(websites.map((w) => w.ownerId).filter((id): id is string => !!id))];
  const found = ids.length ? await owners.findOwners(ids) : new Map<string, WebsiteOwner>();
  return websites.map((website) => ({ website, owner: (website.ownerId && found.get(website.ownerId)) || null }));
}
