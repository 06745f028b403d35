import sharp from 'sharp';
import { rgbaToThumbHash } from 'thumbhash';

/** A thumbhash (base64, about 30 bytes) of raw pixels: what a page shows before the image arrives. */
export async function placeholderOf(pixels: Buffer, raw: { width: number; height: number; channels: 1 | 2 | 3 | 4 }): Promise<string> {
  // thumbhash reads RGBA at most 100 pixels on a side.
  const { data, info } = await sharp(pixels, { raw }).resize(100, 100, { fit: 'inside' }).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return Buffer.from(rgbaToThumbHash(info.width, info.height, data)).toString('base64');
}
