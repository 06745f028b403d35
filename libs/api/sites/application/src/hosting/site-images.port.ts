import type { SiteImage } from '@fw/shared-site-render';

/** The library images a website's pages refer to, ready to show (the media context answers). */
export abstract class SiteImagesPort {
  /** Those of `ids` that are the website's own and ready, by id; the others are left out. */
  abstract readyImages(websiteId: string, ids: string[]): Promise<Record<string, SiteImage>>;
  /** Those of `ids` that are in the website's library, ready or not (what an editor may choose). */
  abstract ownImageIds(websiteId: string, ids: string[]): Promise<Set<string>>;
}
