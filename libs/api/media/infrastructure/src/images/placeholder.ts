import sharp from 'sharp';
import { rgbaToThumbHash } from 'thumbhash';

export const PLACEHOLDER_SOURCE_SIDE = 32;

/** A thumbhash (base64, about 30 bytes) of raw pixels: what a page shows before the image arrives. */
export async function placeholderOf(pixels: Buffer, raw: { width: number; height: number; channels: 1 | 2 | 3 | 4 }): Promise<string> {
  // thumbhash reads RGBA (at most 100 pixels on a side) and keeps only its lowest frequencies: 32
  // pixels hold them as well, and its plain-JavaScript encoder, which runs on the event loop, then
  // costs a tenth of a millisecond instead of several (tens while cold) per image.
  const { data, info } = await sharp(pixels, { raw })
    .resize(PLACEHOLDER_SOURCE_SIDE, PLACEHOLDER_SOURCE_SIDE, { fit: 'inside' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return Buffer.from(rgbaToThumbHash(info.width, info.height, data)).toString('base64');
}
