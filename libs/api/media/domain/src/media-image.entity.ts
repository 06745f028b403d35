import { MEDIA_LIMITS, type AcceptedImageType } from '@fw/shared-field-limits';
import { AltTextRequiredError, ImageTooLargeError, MediaInvalidFieldError, UnsupportedImageError } from './media.errors';

export type ImageStatus = 'processing' | 'ready' | 'failed';
export type VariantFormat = 'avif' | 'webp' | 'jpeg';

/** One stored rendition of an image: a format at a width (the key is where the storage keeps it). */
export interface ImageVariant {
  format: VariantFormat;
  width: number;
  height: number;
  bytes: number;
  key: string;
}

/** What an upload's bytes turned out to be, read from their content. */
export interface InspectedUpload {
  mimeType: string | undefined;
  width: number;
  height: number;
  bytes: number;
}

/** A point of the image as fractions of its width and height (0..1); crops keep it in frame. */
export interface FocalPoint {
  x: number;
  y: number;
}

/** Refuses an upload of more bytes than an image may have (also checked as the bytes arrive, before the whole file is in). */
export function assertUploadSize(bytes: number): void {
  if (bytes > MEDIA_LIMITS.maxUploadBytes) {
    throw new ImageTooLargeError(`Images can be at most ${MEDIA_LIMITS.maxUploadBytes / 1024 / 1024} MB`);
  }
}

/** Refuses what is not an accepted image, too many bytes or too many pixels (a decompression bomb). */
export function assertAcceptableUpload(upload: InspectedUpload): asserts upload is InspectedUpload & { mimeType: AcceptedImageType } {
  assertUploadSize(upload.bytes);
  if (!upload.mimeType || !(MEDIA_LIMITS.acceptedTypes as readonly string[]).includes(upload.mimeType)) throw new UnsupportedImageError();
  if (!(upload.width > 0 && upload.height > 0)) throw new UnsupportedImageError('This image could not be read');
  if (upload.width * upload.height > MEDIA_LIMITS.maxPixels) {
    throw new ImageTooLargeError(`Images can be at most ${MEDIA_LIMITS.maxPixels / 1_000_000} megapixels`);
  }
}

/**
 * An image in a website's library (table media_images). The upload is kept privately as the
 * source; a background job makes the public variants from it. `revision` grows with each Replace,
 * so the id (what pages refer to) stays while the served, content-hashed URLs change.
 */
export class MediaImage {
  id: string;
  websiteId: string;
  filename: string;
  mimeType: string;
  sourceKey: string;
  sourceBytes: number;
  width: number;
  height: number;
  altText: string | null = null;
  focalX = 0.5;
  focalY = 0.5;
  status: ImageStatus = 'processing';
  revision = 1;
  contentHash: string | null = null;
  placeholder: string | null = null;
  variants: ImageVariant[] = [];
  createdAt: Date;
  updatedAt: Date;

  static upload(props: { id: string; websiteId: string; filename: string; sourceKey: string; upload: InspectedUpload }): MediaImage {
    assertAcceptableUpload(props.upload);
    const image = new MediaImage();
    image.id = props.id;
    image.websiteId = props.websiteId;
    image.setSource(props.filename, props.sourceKey, props.upload);
    return image;
  }

  /** Takes new bytes under the same identity; variants are made again. */
  replace(props: { filename: string; sourceKey: string; upload: InspectedUpload }): void {
    assertAcceptableUpload(props.upload);
    this.setSource(props.filename, props.sourceKey, props.upload);
    this.revision += 1;
    this.status = 'processing';
  }

  describe(altText: string): void {
    const alt = altText.trim();
    if (!alt) throw new MediaInvalidFieldError('alt_text', 'Alt text cannot be empty');
    if (alt.length > MEDIA_LIMITS.altText) throw new MediaInvalidFieldError('alt_text', `Alt text can be at most ${MEDIA_LIMITS.altText} characters`);
    this.altText = alt;
  }

  setFocalPoint(point: FocalPoint): void {
    for (const [field, value] of [
      ['focal_x', point.x],
      ['focal_y', point.y],
    ] as const) {
      if (!Number.isFinite(value) || value < 0 || value > 1) throw new MediaInvalidFieldError(field, `${field} must be between 0 and 1`);
    }
    this.focalX = point.x;
    this.focalY = point.y;
  }

  /** A page may show the image only once it has alt text. */
  assertUsable(): void {
    if (!this.altText) throw new AltTextRequiredError();
  }

  /** Records the variants made from `revision`; a result for an older revision is ignored. */
  completeProcessing(result: { revision: number; contentHash: string; placeholder: string; variants: ImageVariant[] }): boolean {
    if (result.revision !== this.revision) return false;
    this.contentHash = result.contentHash;
    this.placeholder = result.placeholder;
    this.variants = result.variants;
    this.status = 'ready';
    return true;
  }

  failProcessing(revision: number): void {
    if (revision === this.revision) this.status = 'failed';
  }

  /** The standard widths narrower than the image, plus its own width when that is below the largest (never upscaled). */
  static widthsFor(originalWidth: number): number[] {
    const widths: number[] = MEDIA_LIMITS.variantWidths.filter((w) => w < originalWidth);
    if (originalWidth <= MEDIA_LIMITS.variantWidths[MEDIA_LIMITS.variantWidths.length - 1]) widths.push(originalWidth);
    return widths;
  }

  private setSource(filename: string, sourceKey: string, upload: InspectedUpload): void {
    this.filename = cleanFilename(filename);
    this.mimeType = upload.mimeType!;
    this.sourceKey = sourceKey;
    this.sourceBytes = upload.bytes;
    this.width = upload.width;
    this.height = upload.height;
  }
}

function cleanFilename(name: string): string {
  // eslint-disable-next-line no-control-regex
  const base = (name.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return (base || 'image').slice(0, MEDIA_LIMITS.filename);
}
