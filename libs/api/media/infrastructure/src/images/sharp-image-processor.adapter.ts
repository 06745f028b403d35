import { createHash } from 'node:crypto';
import { setImmediate } from 'node:timers/promises';
import { Injectable } from '@nestjs/common';
import sharp, { type Sharp } from 'sharp';
import { ImageProcessorPort, type ProcessedImage, type RenderedVariant } from '@fw/api-media-application';
import { MediaImage, type VariantFormat } from '@fw/api-media-domain';
import { MEDIA_LIMITS } from '@fw/shared-field-limits';
import { placeholderOf } from './placeholder';

const CONTENT_TYPES: Record<VariantFormat, string> = { avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg' };

/**
 * Decodes the source once (orientation applied, first frame of an animation), then encodes every
 * width and format from those pixels. sharp writes no metadata unless asked to, so EXIF (GPS
 * included), XMP, IPTC and comments never reach a variant; colours are converted to sRGB.
 */
@Injectable()
export class SharpImageProcessorAdapter extends ImageProcessorPort {
  constructor() {
    super();
    // libvips' operation cache (up to 50 MB by default) pays off when the same operations repeat on
    // the same input; each source here is decoded once, so it would only add to the memory held.
    sharp.cache(false);
  }

  async process(source: Buffer, options: { formats: VariantFormat[] }): Promise<ProcessedImage> {
    const { data, info } = await sharp(source, { limitInputPixels: MEDIA_LIMITS.maxPixels, pages: 1 })
      .rotate()
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
    const raw = { raw: { width: info.width, height: info.height, channels: info.channels } } as const;
    const contentHash = await contentHashOf(data);
    const variants: RenderedVariant[] = [];
    for (const width of MediaImage.widthsFor(info.width)) {
      const resized = await sharp(data, raw).resize({ width, withoutEnlargement: true }).raw().toBuffer({ resolveWithObject: true });
      const pixels = { raw: { width: resized.info.width, height: resized.info.height, channels: resized.info.channels } } as const;
      for (const format of options.formats) {
        const body = await encode(sharp(resized.data, pixels), format);
        variants.push({ format, width: resized.info.width, height: resized.info.height, bytes: body.length, body, contentType: CONTENT_TYPES[format] });
      }
    }
    return { contentHash, placeholder: await placeholderOf(data, raw.raw), width: info.width, height: info.height, variants };
  }
}

/** How much of the pixels is hashed between two turns of the event loop (about a millisecond of SHA-256). */
const HASH_SLICE_BYTES = 512 * 1024;

/**
 * The first 20 hex digits of the pixels' SHA-256, hashed a slice at a time with the event loop
 * free between slices. A 12-megapixel frame is 36 MB: hashed in one call it holds the loop for
 * tens of milliseconds, and Web Crypto's digest, though it hashes on the thread pool, first copies
 * the whole input on the loop. Same digest either way.
 */
export async function contentHashOf(pixels: Buffer): Promise<string> {
  const hash = createHash('sha256');
  for (let offset = 0; offset < pixels.length; offset += HASH_SLICE_BYTES) {
    hash.update(pixels.subarray(offset, offset + HASH_SLICE_BYTES));
    await setImmediate();
  }
  return hash.digest('hex').slice(0, 20);
}

// Efforts chosen by bench:images (docs/performance.md): on a 1920-pixel photo AVIF at effort 1 took
// a third of effort 2's time for the same size, WebP at effort 2 half of the default's,
// and mozjpeg 35 times plain libjpeg's for about a tenth fewer bytes.
function encode(image: Sharp, format: VariantFormat): Promise<Buffer> {
  switch (format) {
    case 'avif':
      return image.avif({ quality: 55, effort: 1 }).toBuffer();
    case 'webp':
      return image.webp({ quality: 78, effort: 2 }).toBuffer();
    case 'jpeg':
      // JPEG has no alpha: transparent areas become white rather than black.
      return image.flatten({ background: '#ffffff' }).jpeg({ quality: 80, progressive: true }).toBuffer();
  }
}
