import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { TestApp, TestUser } from '@fw/api-testing';
import { MediaJobsWorker } from '../src/jobs/media-jobs.worker';

// The media context's own fixtures; the harness (app, database, users) is @fw/api-testing.
export { createTestApp, createUser } from '@fw/api-testing';
export type { TestApp, TestUser } from '@fw/api-testing';

export function tempStorageDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'media-storage-'));
}

export async function insertWebsite(t: TestApp, ownerId: string | null, domain: string | null = null): Promise<string> {
  const id = randomUUID();
  await t.sql(`insert into websites (id, name, owner_id, domain, created_at, updated_at) values (?, ?, ?, ?, now(), now())`, [
    id,
    `Site ${id.slice(0, 6)}`,
    ownerId,
    domain,
  ]);
  return id;
}

/** GPS coordinates (Miami) as EXIF rationals: the bytes the tests look for in every variant. */
export const GPS_LONGITUDE_DEGREES = Buffer.from([80, 0, 0, 0, 1, 0, 0, 0]);

/** A phone-style JPEG: stored landscape with EXIF orientation 6 (shown portrait), camera make and a GPS position. */
export function phonePhoto(width = 1200, height = 900): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#3a7bd5' } })
    .composite([{ input: { create: { width: Math.round(width / 4), height: Math.round(height / 4), channels: 3, background: '#ffd000' } }, left: 0, top: 0 }])
    .jpeg({ quality: 85 })
    .withExif({
      IFD0: { Make: 'PhoneCo', Model: 'Phone 9' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '25/1 46/1 3000/100', GPSLongitudeRef: 'W', GPSLongitude: '80/1 11/1 0/1' },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

export function pngOf(width: number, height: number, background = '#22aa66'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();
}

/** A PNG with noise, so its size is about `bytes` whatever zlib does. */
export async function noisyPng(bytes: number): Promise<Buffer> {
  const side = Math.ceil(Math.sqrt(bytes / 3));
  const pixels = Buffer.alloc(side * side * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 2654435761) >>> 24;
  return sharp(pixels, { raw: { width: side, height: side, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

export const upload = (t: TestApp, user: TestUser, websiteId: string, body: Buffer, filename = 'photo.jpg') =>
  t
    .http()
    .post(`/api/websites/${websiteId}/images`)
    .set('Authorization', user.auth)
    .set('Content-Type', 'application/octet-stream')
    .set('X-Filename', encodeURIComponent(filename))
    .send(body);

export async function startWorker(t: TestApp): Promise<MediaJobsWorker> {
  const worker = t.app.get(MediaJobsWorker);
  await worker.start({ pollIntervalMs: 200 });
  return worker;
}

/** Polls the image until its variants are recorded (or the time is up). */
export async function waitUntilReady(t: TestApp, user: TestUser, websiteId: string, imageId: string, timeoutMs = 60_000): Promise<Record<string, unknown>> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const res = await t.http().get(`/api/websites/${websiteId}/images/${imageId}`).set('Authorization', user.auth).expect(200);
    if (res.body.status !== 'processing') return res.body;
    if (Date.now() > until) throw new Error(`image ${imageId} still processing after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

export function storedFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return (fs.readdirSync(dir, { recursive: true }) as string[]).filter((f) => fs.statSync(path.join(dir, f)).isFile());
}

/**
 * An upload sent in 64 kB chunks with no Content-Length (`Transfer-Encoding: chunked`), as a
 * client streaming a file of unknown length does: only the server's count of arriving bytes can
 * stop it. A server that answers before the end stops the sending (its error is not the test's).
 */
export async function chunkedUpload(t: TestApp, user: TestUser, websiteId: string, body: Buffer): Promise<{ status: number; body: Record<string, unknown> }> {
  const server = t.app.getHttpServer() as http.Server;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    return await new Promise((resolve, reject) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: `/api/websites/${websiteId}/images`,
          agent: false,
          headers: { Authorization: user.auth, 'Content-Type': 'application/octet-stream', Connection: 'close' },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString() || '{}') }));
          res.on('error', reject);
        },
      );
      req.on('error', () => undefined);
      let offset = 0;
      const writeMore = () => {
        while (offset < body.length && !req.destroyed) {
          const chunk = body.subarray(offset, offset + 65536);
          offset += chunk.length;
          if (!req.write(chunk)) return void req.once('drain', writeMore);
        }
        req.end();
      };
      writeMore();
    });
  } finally {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

/** Announces `declaredBytes`, sends `sent`, then hangs up, as a client whose connection drops mid-upload. */
export async function abandonedUpload(t: TestApp, user: TestUser, websiteId: string, sent: Buffer, declaredBytes: number): Promise<void> {
  const server = t.app.getHttpServer() as http.Server;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    const req = http.request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: `/api/websites/${websiteId}/images`,
      agent: false,
      headers: { Authorization: user.auth, 'Content-Type': 'application/octet-stream', 'Content-Length': String(declaredBytes) },
    });
    req.on('error', () => undefined);
    await new Promise<void>((resolve) => req.write(sent, () => resolve()));
    // Long enough for the server to have begun storing what arrived.
    await new Promise((resolve) => setTimeout(resolve, 300));
    req.destroy();
    await new Promise((resolve) => setTimeout(resolve, 300));
  } finally {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
