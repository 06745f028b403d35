import { Injectable } from '@nestjs/common';
import sharp from 'sharp';
import { ImageInspectorPort } from '@fw/api-media-application';
import type { InspectedUpload } from '@fw/api-media-domain';
import { MEDIA_LIMITS } from '@fw/shared-field-limits';
import { detectFileType } from './detect-file-type';

/** EXIF orientations 5 to 8 turn the picture a quarter: its displayed width is the stored height. */
const QUARTER_TURNS = new Set([5, 6, 7, 8]);

/**
 * The type from the bytes (`file-type`, never the name), then the dimensions from the header
 * alone (`sharp().metadata()` decodes no pixels, so a decompression bomb costs nothing to measure).
 */
@Injectable()
export class SharpImageInspectorAdapter extends ImageInspectorPort {
  async inspect(bytes: Buffer): Promise<InspectedUpload> {
    const mimeType = await detectFileType(bytes);
    const unreadable: InspectedUpload = { mimeType, width: 0, height: 0, bytes: bytes.length };
    if (!mimeType || !(MEDIA_LIMITS.acceptedTypes as readonly string[]).includes(mimeType)) return unreadable;
    try {
      const meta = await sharp(bytes, { limitInputPixels: false, pages: 1 }).metadata();
      const width = meta.width ?? 0;
      const height = meta.pageHeight ?? meta.height ?? 0;
      const turned = QUARTER_TURNS.has(meta.orientation ?? 1);
      return { mimeType, width: turned ? height : width, height: turned ? width : height, bytes: bytes.length };
    } catch {
      return unreadable;
    }
  }
}
