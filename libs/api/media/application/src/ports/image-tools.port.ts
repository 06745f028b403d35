import type { ImageVariant, InspectedUpload, VariantFormat } from '@fw/api-media-domain';

/** Reads what bytes really are (type from their content, dimensions from their header) without decoding them. */
export abstract class ImageInspectorPort {
  abstract inspect(bytes: Buffer): Promise<InspectedUpload>;
}

export interface RenderedVariant extends Omit<ImageVariant, 'key'> {
  body: Buffer;
  contentType: string;
}

export interface ProcessedImage {
  /** Hash of the oriented, metadata-free pixels' encoding: part of every served URL. */
  contentHash: string;
  /** A tiny placeholder (thumbhash, base64) shown while the real image loads. */
  placeholder: string;
  width: number;
  height: number;
  variants: RenderedVariant[];
}

/**
 * Makes the public renditions from a source: orientation applied, every piece of metadata (EXIF,
 * GPS, XMP, comments) removed, each width in each format, the original's proportions kept (pages
 * crop with CSS around the focal point, so moving it needs no new files). CPU-heavy: call it from a job.
 */
export abstract class ImageProcessorPort {
  abstract process(source: Buffer, options: { formats: VariantFormat[] }): Promise<ProcessedImage>;
}

/** Background work on images. `enqueue` joins the caller's transaction, so a rolled-back upload queues nothing. */
export abstract class ImageJobQueuePort {
  abstract enqueueVariants(imageId: string, revision: number): Promise<void>;
}
