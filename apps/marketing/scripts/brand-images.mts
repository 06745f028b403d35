import zlib from 'node:zlib';

/**
 * The site's raster images, drawn at build time from the brand mark (public/favicon.svg) without an
 * image library: the 1200×630 share image (og:image, twitter:image), the 180×180 apple-touch-icon
 * and favicon.ico (16, 32 and 48 px PNGs in one icon file).
 */

type Rgb = readonly [number, number, number];
const hex = (value: string): Rgb => [parseInt(value.slice(1, 3), 16), parseInt(value.slice(3, 5), 16), parseInt(value.slice(5, 7), 16)];

const TEAL = hex('#0f766e');
const DEEP = hex('#134e4a');
const SUN = hex('#fbbf24');
const WAVE = hex('#5eead4');
const WHITE: Rgb = [255, 255, 255];

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(data: Buffer): number {
  let c = 0xffffffff;
  for (const byte of data) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** RGBA pixels (row-major) as a PNG file. */
export function encodePng(width: number, height: number, rgba: Uint8Array): Buffer {
  const raw = Buffer.alloc((width * 4 + 1) * height);
  for (let y = 0; y < height; y++) {
    raw[y * (width * 4 + 1)] = 0;
    Buffer.from(rgba.buffer, rgba.byteOffset + y * width * 4, width * 4).copy(raw, y * (width * 4 + 1) + 1);
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const cubic = (p0: number, p1: number, p2: number, p3: number, t: number) =>
  (1 - t) ** 3 * p0 + 3 * (1 - t) ** 2 * t * p1 + 3 * (1 - t) * t ** 2 * p2 + t ** 3 * p3;

/** The wave's top edge y at x (mark units, 0-32): the two curves of favicon.svg's path, tabulated once. */
const WAVE_STEPS = 100;
const WAVE_TOP: Float64Array = (() => {
  const table = new Float64Array(32 * WAVE_STEPS + 1).fill(Infinity);
  const segments: Array<[number[], number[]]> = [
    [
      [5, 9, 13, 16],
      [24, 18, 18, 22],
    ],
    [
      [16, 19, 23, 27],
      [22, 26, 26, 20],
    ],
  ];
  for (const [xs, ys] of segments) {
    for (let k = 0; k <= 20000; k++) {
      const t = k / 20000;
      const x = Math.round(cubic(xs[0], xs[1], xs[2], xs[3], t) * WAVE_STEPS);
      table[x] = Math.min(table[x], cubic(ys[0], ys[1], ys[2], ys[3], t));
    }
  }
  return table;
})();
const waveTop = (x: number): number => WAVE_TOP[Math.round(x * WAVE_STEPS)] ?? Infinity;

const capsule = (x: number, y: number, x1: number, x2: number, cy: number, r: number) => {
  const dx = x < x1 ? x1 - x : x > x2 ? x - x2 : 0;
  return dx * dx + (y - cy) ** 2 <= r * r;
};

/** The brand mark's color at (x, y) in its 32-unit square, or null outside it. */
function markAt(x: number, y: number, square = false): Rgb | null {
  const r = square ? 0 : 8;
  const cx = Math.min(Math.max(x, r), 32 - r);
  const cy = Math.min(Math.max(y, r), 32 - r);
  if (x < 0 || y < 0 || x > 32 || y > 32 || (x - cx) ** 2 + (y - cy) ** 2 > r * r) return null;
  if (capsule(x, y, 8, 15, 9, 1) || capsule(x, y, 8, 13, 13, 1)) return WHITE;
  if ((x - 22) ** 2 + (y - 10) ** 2 <= 16) return SUN;
  if (x >= 5 && x <= 27 && y <= 28 && y >= waveTop(x)) return WAVE;
  return TEAL;
}

/** Draws with n×n supersampling; `paint` returns a color or null (transparent). */
function draw(width: number, height: number, paint: (x: number, y: number) => Rgb | null, n = 4): Uint8Array {
  const out = new Uint8Array(width * height * 4);
  for (let py = 0; py < height; py++) {
    for (let px = 0; px < width; px++) {
      let r = 0;
      let g = 0;
      let b = 0;
      let a = 0;
      for (let sy = 0; sy < n; sy++) {
        for (let sx = 0; sx < n; sx++) {
          const c = paint(px + (sx + 0.5) / n, py + (sy + 0.5) / n);
          if (!c) continue;
          r += c[0];
          g += c[1];
          b += c[2];
          a += 1;
        }
      }
      const i = (py * width + px) * 4;
      if (a > 0) {
        out[i] = Math.round(r / a);
        out[i + 1] = Math.round(g / a);
        out[i + 2] = Math.round(b / a);
        out[i + 3] = Math.round((a / (n * n)) * 255);
      }
    }
  }
  return out;
}

/** The brand mark, size×size: rounded with transparent corners, or square (iOS rounds touch icons itself). */
export function markPng(size: number, { square = false } = {}): Buffer {
  return encodePng(
    size,
    size,
    draw(size, size, (x, y) => markAt((x / size) * 32, (y / size) * 32, square)),
  );
}

/** The share image (1200×630): the brand's deep teal, a wave across the foot and the mark in the middle. */
export function shareImagePng(width = 1200, height = 630): Buffer {
  const markSize = Math.round(height * 0.46);
  const left = (width - markSize) / 2;
  const top = (height - markSize) / 2 - 20;
  const mix = (a: Rgb, b: Rgb, t: number): Rgb => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
  const waveAt = (x: number) => height - 70 - 26 * Math.sin((x / width) * Math.PI * 2);
  const paint = (x: number, y: number): Rgb => {
    const mark = markAt(((x - left) / markSize) * 32, ((y - top) / markSize) * 32);
    if (mark) return mark;
    if (y > waveAt(x)) return mix(TEAL, WAVE, 0.35);
    return mix(DEEP, TEAL, (x + y) / (width + height));
  };
  // Supersampled only where an edge can fall (the mark, the wave's crest); one sample elsewhere.
  const out = new Uint8Array(width * height * 4);
  const n = 4;
  for (let py = 0; py < height; py++) {
    for (let px = 0; px < width; px++) {
      const edge = (px >= left - 1 && px <= left + markSize + 1 && py >= top - 1 && py <= top + markSize + 1) || Math.abs(py + 0.5 - waveAt(px + 0.5)) < 2;
      let color: Rgb;
      if (edge) {
        let r = 0;
        let g = 0;
        let b = 0;
        for (let sy = 0; sy < n; sy++) {
          for (let sx = 0; sx < n; sx++) {
            const c = paint(px + (sx + 0.5) / n, py + (sy + 0.5) / n);
            r += c[0];
            g += c[1];
            b += c[2];
          }
        }
        color = [r / (n * n), g / (n * n), b / (n * n)];
      } else color = paint(px + 0.5, py + 0.5);
      const i = (py * width + px) * 4;
      out[i] = Math.round(color[0]);
      out[i + 1] = Math.round(color[1]);
      out[i + 2] = Math.round(color[2]);
      out[i + 3] = 255;
    }
  }
  return encodePng(width, height, out);
}

/** favicon.ico holding PNG images (every current browser reads PNG-in-ICO). */
export function faviconIco(sizes: number[] = [16, 32, 48]): Buffer {
  const images = sizes.map((size) => markPng(size));
  const header = Buffer.alloc(6 + 16 * sizes.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(sizes.length, 4);
  let offset = header.length;
  sizes.forEach((size, i) => {
    const entry = 6 + 16 * i;
    header[entry] = size >= 256 ? 0 : size;
    header[entry + 1] = size >= 256 ? 0 : size;
    header.writeUInt16LE(1, entry + 4);
    header.writeUInt16LE(32, entry + 6);
    header.writeUInt32LE(images[i].length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += images[i].length;
  });
  return Buffer.concat([header, ...images]);
}
