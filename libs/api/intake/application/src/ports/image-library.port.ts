import type { AuthUser } from '@fw/api-shared-domain';

/** A website's image library, where a questionnaire's images go when it becomes a client's website. */
export abstract class ImageLibraryPort {
  /**
   * Adds the image to the website's library as `caller` would upload it (checked, counted against
   * the quota). Throws the library's error when it refuses the image; nothing is added then.
   */
  abstract add(caller: AuthUser, websiteId: string, file: { filename: string; bytes: Buffer }): Promise<{ id: string }>;
}
