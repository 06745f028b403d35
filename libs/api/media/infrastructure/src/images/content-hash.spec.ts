import { createHash, randomBytes } from 'node:crypto';
import { contentHashOf } from './sharp-image-processor.adapter';

describe('contentHashOf', () => {
  it("is the first 20 hex digits of the pixels' SHA-256, so images already served keep their addresses", async () => {
    const pixels = randomBytes(3 * 1024 * 1024 + 5);
    expect(await contentHashOf(pixels)).toBe(createHash('sha256').update(pixels).digest('hex').slice(0, 20));
    expect(await contentHashOf(Buffer.alloc(0))).toBe(createHash('sha256').digest('hex').slice(0, 20));
  });

  it('lets the event loop run between slices of a large frame (a 12-megapixel frame is 36 MB)', async () => {
    const pixels = Buffer.alloc(36 * 1024 * 1024, 7);
    let turns = 0;
    let hashing = true;
    const spin = () => {
      turns += 1;
      if (hashing) setImmediate(spin);
    };
    setImmediate(spin);
    await contentHashOf(pixels);
    hashing = false;
    // One turn at least per 512 kB slice.
    expect(turns).toBeGreaterThanOrEqual(72);
  });
});
