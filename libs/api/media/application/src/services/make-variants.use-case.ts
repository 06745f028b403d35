import { Injectable } from '@nestjs/common';
import { ObjectStoragePort, readStoredObject, UnitOfWorkPort } from '@fw/api-shared-application';
import type { ImageVariant } from '@fw/api-media-domain';
import { MediaImageRepositoryPort } from '../ports/media-image.repository.port';
import { ImageProcessorPort } from '../ports/image-tools.port';
import { imagePrefix, variantKey } from './media-keys';

/**
 * The variants job: reads an image's private source, writes AVIF, WebP and JPEG at each width
 * under content-hashed keys, then records them. Safe to run again (same bytes, same keys), and a
 * job for a revision that Replace has since superseded does nothing.
 */
@Injectable()
export class MakeVariantsUseCase {
  constructor(
    private readonly images: MediaImageRepositoryPort,
    private readonly processor: ImageProcessorPort,
    private readonly storage: ObjectStoragePort,
    private readonly uow: UnitOfWorkPort,
  ) {}

  async execute(imageId: string, revision: number): Promise<'done' | 'skipped'> {
    const image = await this.images.findById(imageId);
    if (!image || image.revision !== revision) return 'skipped';
    const source = await this.storage.get(image.sourceKey);
    if (!source) return 'skipped';
    const processed = await this.processor.process(await readStoredObject(source), { formats: ['avif', 'webp', 'jpeg'] });
    const variants: ImageVariant[] = [];
    for (const v of processed.variants) {
      const key = variantKey(image.websiteId, image.id, processed.contentHash, v.width, v.format);
      await this.storage.put(key, v.body, v.contentType);
      variants.push({ format: v.format, width: v.width, height: v.height, bytes: v.bytes, key });
    }
    const applied = await this.uow.run(async () => {
      const current = await this.images.findById(imageId);
      if (!current) return false;
      const ok = current.completeProcessing({ revision, contentHash: processed.contentHash, placeholder: processed.placeholder, variants });
      if (ok) await this.images.save(current);
      return ok;
    });
    if (applied) await this.removeOtherHashes(image.websiteId, image.id, processed.contentHash, revision);
    return applied ? 'done' : 'skipped';
  }

  /** Marks the image failed once the queue gives up on it, so the library can say so. */
  async fail(imageId: string, revision: number): Promise<void> {
    await this.uow.run(async () => {
      const image = await this.images.findById(imageId);
      if (!image) return;
      image.failProcessing(revision);
      await this.images.save(image);
    });
  }

  /** Variants of earlier revisions: their URLs are no longer on any page once the new ones are recorded. */
  private async removeOtherHashes(websiteId: string, imageId: string, keep: string, revision: number): Promise<void> {
    // A Replace since then is making files of its own under a new hash: leave them be.
    if ((await this.images.findById(imageId))?.revision !== revision) return;
    const prefix = imagePrefix(websiteId, imageId);
    for await (const key of this.storage.list(prefix)) {
      if (!key.startsWith(`${prefix}/${keep}/`)) await this.storage.delete(key);
    }
  }
}
