/** The websites context's answer to "whose website is this?" (media keeps no copy of ownership). */
export abstract class MediaWebsitesPort {
  /** The website's owner, or undefined when there is no such website (null: it has no owner). */
  abstract ownerOf(websiteId: string): Promise<{ ownerId: string | null } | undefined>;
}

/** Where pages show an image ("Home page: hero"), so deleting it can name them. */
export abstract class ImageUsagePort {
  abstract placesUsing(websiteId: string, imageId: string): Promise<string[]>;
}
