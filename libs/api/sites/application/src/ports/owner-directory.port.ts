/** How a website's owner is shown (a profile of the accounts context). */
export interface WebsiteOwner {
  id: string;
  fullName: string | null;
  email: string;
}

/** Read-only view of the profiles that can own websites. */
export abstract class OwnerDirectoryPort {
  /** Owners found among `ids`, by id; unknown ids are absent. */
  abstract findOwners(ids: string[]): Promise<Map<string, WebsiteOwner>>;
}
