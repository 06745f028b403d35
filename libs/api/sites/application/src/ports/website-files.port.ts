/** Files a website's pages use that live outside the database (its image library). */
export abstract class WebsiteFilesPort {
  /**
   * Deletes every file of a website that no longer exists, once its deletion has committed.
   * Repeating it finds nothing left to do. Never fails: the website is gone whatever happens here,
   * so a file left behind is logged.
   */
  abstract removeAllOf(websiteId: string): Promise<void>;
}
