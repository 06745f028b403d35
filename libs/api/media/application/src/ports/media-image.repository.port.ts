import type { MediaImage } from '@fw/api-media-domain';

export abstract class MediaImageRepositoryPort {
  abstract findById(id: string): Promise<MediaImage | null>;
  /** The website's images, newest first. */
  abstract findByWebsite(websiteId: string): Promise<MediaImage[]>;
  /** Those of `ids` that belong to the website. */
  abstract findManyInWebsite(websiteId: string, ids: string[]): Promise<MediaImage[]>;
  abstract save(image: MediaImage): Promise<void>;
  abstract remove(image: MediaImage): Promise<void>;
}
