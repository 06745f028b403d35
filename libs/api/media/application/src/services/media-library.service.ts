import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { AuthUser } from '@fw/api-shared-domain';
import { ObjectStoragePort, readStoredObject, UnitOfWorkPort } from '@fw/api-shared-application';
import {
  assertAcceptableUpload,
  assertUploadSize,
  EmptyUploadError,
  ImageInUseError,
  ImageNotFoundError,
  MediaImage,
  MediaWebsiteNotFoundError,
  UnsupportedImageError,
  type FocalPoint,
  type InspectedUpload,
} from '@fw/api-media-domain';
import { MediaImageRepositoryPort } from '../ports/media-image.repository.port';
import { MediaQuotaPort, MediaSettings } from '../ports/media-quota.port';
import { ImageUsagePort, MediaWebsitesPort } from '../ports/media-websites.port';
import { ImageInspectorPort, ImageJobQueuePort } from '../ports/image-tools.port';
import { imagePrefix, sourceKey, sourcePrefix } from './media-keys';
import { discardRest, readHead, wholeUpload } from './upload-content';

export interface UploadedFile {
  filename: string;
  /** The file's bytes as they arrive (an HTTP request's body), read once. */
  content: Readable;
  /** Its length when announced (Content-Length). */
  size?: number;
}

/**
 * How much of an upload is read before storing it: enough for file-type and for the header of a
 * JPEG with large EXIF, XMP and colour-profile segments, or of a PNG or AVIF. (WebP and GIF
 * headers are read from the stored file.)
 */
const HEAD_BYTES = 256 * 1024;

export interface ImageEdits {
  altText?: string;
  /** A coordinate left out keeps its value. */
  focalPoint?: Partial<FocalPoint>;
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
    await this.refusingUnread(file, () => this.assertCanManage(caller, websiteId));
    const id = randomUUID();
    const key = sourceKey(websiteId, id, 1);
    const upload = await this.receive(file, key);
    const image = MediaImage.upload({ id, websiteId, filename: file.filename, sourceKey: key, upload });
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
    const image = await this.refusingUnread(file, async () => {
      await this.assertCanManage(caller, websiteId);
      return this.load(websiteId, imageId);
    });
    const previousBytes = image.sourceBytes;
    const previousSource = image.sourceKey;
    const newKey = sourceKey(websiteId, imageId, image.revision + 1);
    const upload = await this.receive(file, newKey);
    image.replace({ filename: file.filename, sourceKey: newKey, upload });
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

  /**
   * Stores an upload under `key` as it arrives, never holding the whole file: its type and header
   * are checked on its first bytes, so what is not an accepted image is refused before anything is
   * written, and the size limit is enforced as the bytes flow. Whatever it refuses, nothing stays
   * under `key`.
   */
  private async receive(file: UploadedFile, key: string): Promise<InspectedUpload> {
    const head = await this.refusingUnread(file, async () => {
      if (file.size !== undefined) assertUploadSize(file.size);
      return readHead(file.content, HEAD_BYTES);
    });
    const fromHead = await this.refusingUnread(file, async () => {
      if (head.head.length === 0) throw new EmptyUploadError();
      const inspected = await this.inspector.inspect(head.head);
      // The type is known from the head; the size and pixel limits too when its header was there.
      if (head.complete || inspected.width > 0) assertAcceptableUpload(inspected);
      else assertAcceptableUpload({ ...inspected, width: 1, height: 1 });
      return inspected;
    });
    const stored = await this.refusingUnread(file, async () => {
      try {
        return await this.storage.putStream(key, wholeUpload(file.content, head), {
          contentType: fromHead.mimeType ?? 'application/octet-stream',
          size: file.size,
        });
      } catch (error) {
        await this.storage.delete(key);
        throw error;
      }
    });
    try {
      const inspected = fromHead.width > 0 ? fromHead : await this.inspectStored(key);
      const upload = { ...inspected, bytes: stored };
      assertAcceptableUpload(upload);
      return upload;
    } catch (error) {
      await this.storage.delete(key);
      throw error;
    }
  }

  /** The header of a stored upload whose first bytes did not hold it (WebP and GIF readers want the whole file). */
  private async inspectStored(key: string): Promise<InspectedUpload> {
    const stored = await this.storage.get(key);
    if (!stored) throw new UnsupportedImageError('This image could not be read');
    return this.inspector.inspect(await readStoredObject(stored));
  }

  /** Runs a step of an upload; if it refuses, the rest of the body is discarded so the refusal reaches the client. */
  private async refusingUnread<T>(file: UploadedFile, step: () => Promise<T>): Promise<T> {
    try {
      return await step();
    } catch (error) {
      discardRest(file.content);
      throw error;
    }
  }

  async edit(caller: AuthUser, websiteId: string, imageId: string, edits: ImageEdits): Promise<MediaImage> {
    await this.assertCanManage(caller, websiteId);
    const image = await this.load(websiteId, imageId);
    if (edits.altText !== undefined) image.describe(edits.altText);
    if (edits.focalPoint) image.setFocalPoint({ x: edits.focalPoint.x ?? image.focalX, y: edits.focalPoint.y ?? image.focalY });
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
