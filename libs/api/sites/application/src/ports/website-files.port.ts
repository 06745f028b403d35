/** Files a website's pages use that live outside the database (its image library). */
export abstract class WebsiteFilesPort {
  /** Deletes every file of a website that no longer exists. Repeating it finds nothing left to do. */
  abstract removeAllOf(websiteId: string): Promise<void>;
}
