import { Injectable } from '@nestjs/common';
import type { SiteImage } from '@fw/shared-site-render';
import { MediaImageRepositoryPort } from '../ports/media-image.repository.port';
import { publicUrlOf } from './media-keys';

/**
 * The images a website's pages may show, as the renderer takes them: only that website's, only
 * those whose variants are made, and only those with alt text (required before use).
 */
@Injectable()
export class ReadyImagesService {
  constructor(private readonly images: MediaImageRepositoryPort) {}

  async forWebsite(websiteId: string, ids: string[]): Promise<Record<string, SiteImage>> {
    if (ids.length === 0) return {};
    const found = await this.images.findManyInWebsite(websiteId, ids);
    const ready: Record<string, SiteImage> = {};
    for (const image of found) {
      if (image.status !== 'ready' || !image.altText) continue;
      ready[image.id] = {
        alt: image.altText,
        width: image.width,
        height: image.height,
        focalX: image.focalX,
        focalY: image.focalY,
        variants: image.variants.map((v) => ({ format: v.format, width: v.width, url: publicUrlOf(v.key) })),
      };
    }
    return ready;
  }

  /** Those of `ids` that are the website's images, whatever their state. */
  async inLibrary(websiteId: string, ids: string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    return new Set((await this.images.findManyInWebsite(websiteId, ids)).map((image) => image.id));
  }
}
