import type { Website } from '@fw/api-sites-domain';
import type { OwnerDirectoryPort, WebsiteOwner } from '../ports/owner-directory.port';

/** A website with its owner's profile, as lists and editors show it. */
export interface WebsiteView {
  website: Website;
  owner: WebsiteOwner | null;
}

export async function withOwners(owners: OwnerDirectoryPort, websites: Website[]): Promise<WebsiteView[]> {
  const ids = [...new Set(websites.map((w) => w.ownerId).filter((id): id is string => !!id))];
  const found = ids.length ? await owners.findOwners(ids) : new Map<string, WebsiteOwner>();
  return websites.map((website) => ({ website, owner: (website.ownerId && found.get(website.ownerId)) || null }));
}
