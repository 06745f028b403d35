import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { AuthUser } from '@fw/api-shared-domain';
import { ObjectStoragePort, UnitOfWorkPort } from '@fw/api-shared-application';
import { assertAcceptableUpload, ImageInUseError, ImageNotFoundError, MediaImage, MediaWebsiteNotFoundError, type FocalPoint } from '@fw/api-media-domain';
import { MediaImageRepositoryPort } from '../ports/media-image.repository.port';
import { MediaQuotaPort, MediaSettings } from '../ports/media-quota.port';
import { ImageUsagePort, MediaWebsitesPort } from '../ports/media-websites.port';
import { ImageInspectorPort, ImageJobQueuePort } from '../ports/image-tools.port';
import { imagePrefix, sourceKey, sourcePrefix } from './media-keys';

export interface UploadedFile {
  filename: string;
  bytes: Buffer;
}

export interface ImageEdits {
  altText?: string;
  focalPoint?: FocalPoint;
}

/** A website's image library: who may see and change it, uploads within the quota, Replace, delete. */
@Injectable()
export class MediaLibraryService {
  constructor(
    private readonly images: MediaImageRepositoryPort,
    private readonly quota: MediaQuotaPort,
    private readonly settings: MediaSettings,
    private readonly websites: MediaWebsitesPort,
    private readonly usage: ImageUsagePort,
    private readonly inspector: ImageInspectorPort,
    private readonly jobs: ImageJobQueuePort,
    private readonly storage: ObjectStoragePort,
    private readonly uow: UnitOfWorkPort,
  ) {}

  async list(caller: AuthUser, websiteId: string): Promise<{ images: MediaImage[]; usedBytes: number; quotaBytes: number }> {
    await this.assertCanManage(caller, websiteId);
    const [images, usedBytes] = await Promise.all([this.images.findByWebsite(websiteId), this.quota.usedBytes(websiteId)]);
    return { images, usedBytes, quotaBytes: this.settings.quotaBytes };
  }

  async get(caller: AuthUser, websiteId: string, imageId: string): Promise<MediaImage> {
    await this.assertCanManage(caller, websiteId);
    return this.load(websiteId, imageId);
  }

  /**
   * Checks the bytes by their content, stores them privately, then (in one transaction) takes the
   * bytes from the quota, records the image and queues its variants. A refused upload leaves nothing.
   */
  async upload(caller: AuthUser, websiteId: string, file: UploadedFile): Promise<MediaImage> {
    await this.assertCanManage(caller, websiteId);
    const inspected = await this.inspector.inspect(file.bytes);
    assertAcceptableUpload(inspected);
    const id = randomUUID();
    const image = MediaImage.upload({ id, websiteId, filename: file.filename, sourceKey: sourceKey(websiteId, id, 1), upload: inspected });
    await this.storage.put(image.sourceKey, file.bytes, inspected.mimeType);
    try {
      await this.uow.run(async () => {
        await this.quota.reserve(websiteId, image.sourceBytes, this.settings.quotaBytes);
        await this.images.save(image);
        await this.jobs.enqueueVariants(image.id, image.revision);
      });
    } catch (error) {
      await this.storage.delete(image.sourceKey);
      throw error;
    }
    return image;
  }

  /** New bytes for the same image: every page that shows it shows the new one once its variants are made. */
  async replace(caller: AuthUser, websiteId: string, imageId: string, file: UploadedFile): Promise<MediaImage> {
    await this.assertCanManage(caller, websiteId);
    const inspected = await this.inspector.inspect(file.bytes);
    assertAcceptableUpload(inspected);
    const image = await this.load(websiteId, imageId);
    const previousBytes = image.sourceBytes;
    const previousSource = image.sourceKey;
    const newKey = sourceKey(websiteId, imageId, image.revision + 1);
    image.replace({ filename: file.filename, sourceKey: newKey, upload: inspected });
    await this.storage.put(newKey, file.bytes, inspected.mimeType);
    try {
      await this.uow.run(async () => {
        await this.quota.release(websiteId, previousBytes);
        await this.quota.reserve(websiteId, image.sourceBytes, this.settings.quotaBytes);
        await this.images.save(image);
        await this.jobs.enqueueVariants(image.id, image.revision);
      });
    } catch (error) {
      await this.storage.delete(newKey);
      throw error;
    }
    await this.storage.delete(previousSource);
    return image;
  }

  async edit(caller: AuthUser, websiteId: string, imageId: string, edits: ImageEdits): Promise<MediaImage> {
    await this.assertCanManage(caller, websiteId);
    const image = await this.load(websiteId, imageId);
    if (edits.altText !== undefined) image.describe(edits.altText);
    if (edits.focalPoint) image.setFocalPoint(edits.focalPoint);
    await this.images.save(image);
    return image;
  }

  /** Deletes the image; while pages use it, only with `confirmed` (else ImageInUseError names them). */
  async delete(caller: AuthUser, websiteId: string, imageId: string, confirmed: boolean): Promise<void> {
    await this.assertCanManage(caller, websiteId);
    const image = await this.load(websiteId, imageId);
    const usedIn = await this.usage.placesUsing(websiteId, imageId);
    if (usedIn.length > 0 && !confirmed) throw new ImageInUseError(usedIn);
    await this.uow.run(async () => {
      await this.images.remove(image);
      await this.quota.release(websiteId, image.sourceBytes);
    });
    for (const prefix of [imagePrefix(websiteId, imageId), sourcePrefix(websiteId, imageId)]) {
      for await (const key of this.storage.list(prefix)) await this.storage.delete(key);
    }
  }

  /** Admins manage every website's library; a client only their own. Unknown and foreign websites look alike (404). */
  private async assertCanManage(caller: AuthUser, websiteId: string): Promise<void> {
    const website = await this.websites.ownerOf(websiteId);
    if (caller.role === 'admin') {
      if (!website) throw new MediaWebsiteNotFoundError();
      return;
    }
    if (!website || website.ownerId !== caller.id) throw new MediaWebsiteNotFoundError();
  }

  private async load(websiteId: string, imageId: string): Promise<MediaImage> {
    const image = await this.images.findById(imageId);
    if (!image || image.websiteId !== websiteId) throw new ImageNotFoundError();
    return image;
  }
}
