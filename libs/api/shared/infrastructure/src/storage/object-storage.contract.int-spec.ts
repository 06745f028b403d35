import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { ObjectStoragePort } from '@fw/api-shared-application';
import { TestS3Server } from '@fw/api-testing';
import { LocalDiskObjectStorage } from './local-disk-object-storage.adapter';
import { S3ObjectStorage } from './s3-object-storage.adapter';
import { InvalidStorageKeyError } from './storage-key';
import { loadObjectStorageConfig } from './object-storage.config';
import { createObjectStorage } from './object-storage.module';

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

async function keys(iterable: AsyncIterable<string>): Promise<string[]> {
  const found: string[] = [];
  for await (const key of iterable) found.push(key);
  return found.sort();
}

/** Two adapters on the same stored objects, as two replicas of the API would have them. */
interface Backend {
  name: string;
  start(): Promise<{ replicaA: ObjectStoragePort; replicaB: ObjectStoragePort }>;
  stop(): Promise<void>;
}

const localDisk = (): Backend => {
  let dir = '';
  return {
    name: 'local disk',
    async start() {
      dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fw-storage-contract-'));
      return { replicaA: new LocalDiskObjectStorage(dir), replicaB: new LocalDiskObjectStorage(dir) };
    },
    async stop() {
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
};

/** s3rver (an S3-compatible server in JavaScript) on 127.0.0.1, reached through the official SDK, configured as an operator would. */
const s3Compatible = (): Backend => {
  let server: TestS3Server | null = null;
  const clients: S3ObjectStorage[] = [];
  return {
    name: 'S3-compatible',
    async start() {
      server = await TestS3Server.start();
      for (let i = 0; i < 2; i++) clients.push(createObjectStorage(loadObjectStorageConfig(server.env)) as S3ObjectStorage);
      return { replicaA: clients[0], replicaB: clients[1] };
    },
    async stop() {
      for (const client of clients) client.close();
      await server?.stop();
    },
  };
};

describe.each([localDisk(), s3Compatible()])('ObjectStoragePort contract: $name', (backend) => {
  let storage: ObjectStoragePort;
  let replica: ObjectStoragePort;

  beforeAll(async () => {
    const started = await backend.start();
    storage = started.replicaA;
    replica = started.replicaB;
  });
  afterAll(() => backend.stop());

  it('stores, reads back with size and content type, replaces and deletes', async () => {
    await storage.put('media/site-1/abc/w320.webp', Buffer.from('first'), 'image/webp');
    await storage.put('media/site-1/abc/w320.webp', Buffer.from('second!'), 'image/webp');
    const stored = await storage.get('media/site-1/abc/w320.webp');
    expect(stored).toMatchObject({ size: 7, contentType: 'image/webp' });
    expect((await readAll(stored!.body)).toString()).toBe('second!');

    await storage.delete('media/site-1/abc/w320.webp');
    expect(await storage.get('media/site-1/abc/w320.webp')).toBeNull();
    await expect(storage.delete('media/site-1/abc/w320.webp')).resolves.toBeUndefined();
  });

  it('keeps binary content byte for byte (a 3 MB file)', async () => {
    const bytes = randomBytes(3 * 1024 * 1024);
    await storage.put('files/big.bin', bytes, 'application/octet-stream');
    const stored = await storage.get('files/big.bin');
    expect(stored!.size).toBe(bytes.length);
    expect(Buffer.compare(await readAll(stored!.body), bytes)).toBe(0);
  });

  it.each([
    ['with its size announced', true],
    ['with no size (a chunked upload)', false],
  ])('stores a stream as it arrives, byte for byte, %s', async (_name, sized) => {
    const bytes = randomBytes(3 * 1024 * 1024 + 17);
    const chunks = Array.from({ length: Math.ceil(bytes.length / 65536) }, (_, i) => bytes.subarray(i * 65536, (i + 1) * 65536));
    const key = `files/streamed-${sized}.bin`;
    const written = await storage.putStream(key, Readable.from(chunks), { contentType: 'image/jpeg', size: sized ? bytes.length : undefined });
    expect(written).toBe(bytes.length);
    const stored = await replica.get(key);
    expect(stored).toMatchObject({ size: bytes.length, contentType: 'image/jpeg' });
    expect(Buffer.compare(await readAll(stored!.body), bytes)).toBe(0);
  });

  it.each([
    ['with its size announced', 512 * 1024],
    ['with no size', undefined],
  ])('rejects a stream that fails part way (%s) with its error, rather than waiting for bytes that never come', async (_name, size) => {
    async function* failing(): AsyncGenerator<Buffer> {
      yield randomBytes(256 * 1024);
      throw new Error('the client went away');
    }
    // What is left of it is not checked here: s3rver keeps what arrived (S3 itself refuses an
    // incomplete body, and the local disk's own spec shows it keeps nothing), so callers delete the key.
    await expect(storage.putStream('files/failed.bin', Readable.from(failing()), { contentType: 'image/png', size })).rejects.toThrow('the client went away');
  });

  it('answers null for a key nobody stored', async () => {
    expect(await storage.get('nothing/here.jpg')).toBeNull();
    expect(await storage.open('nothing/here.jpg')).toBeNull();
  });

  it('opens the bytes and size alone, for callers that know the type', async () => {
    await storage.put('media/site-1/abc/w640.avif', Buffer.from('avif bytes'), 'image/avif');
    const opened = await storage.open('media/site-1/abc/w640.avif');
    expect(opened!.size).toBe(10);
    expect((await readAll(opened!.body)).toString()).toBe('avif bytes');
  });

  it('lists every key under a prefix and nothing beside it', async () => {
    await storage.put('list/one/x.jpg', Buffer.from('1'), 'image/jpeg');
    await storage.put('list/one/deep/y.png', Buffer.from('2'), 'image/png');
    await storage.put('list/one-more/z.gif', Buffer.from('3'), 'image/gif');
    expect(await keys(storage.list('list/one'))).toEqual(['list/one/deep/y.png', 'list/one/x.jpg']);
    expect(await keys(storage.list('list/one/'))).toEqual(['list/one/deep/y.png', 'list/one/x.jpg']);
    expect(await keys(storage.list('list'))).toEqual(['list/one-more/z.gif', 'list/one/deep/y.png', 'list/one/x.jpg']);
    expect(await keys(storage.list('list/none'))).toEqual([]);
  });

  it('serves through one replica what another stored, and sees its deletes', async () => {
    await storage.put('shared/logo.png', Buffer.from('png bytes'), 'image/png');
    const seen = await replica.get('shared/logo.png');
    expect(seen).toMatchObject({ size: 9, contentType: 'image/png' });
    expect((await readAll(seen!.body)).toString()).toBe('png bytes');
    await replica.delete('shared/logo.png');
    expect(await storage.get('shared/logo.png')).toBeNull();
  });

  it.each(['../escape.txt', 'a/../../escape.txt', '/etc/passwd', 'a/./b', 'a//b', '', 'a\\..\\b', 'a/b\0c', '..', 'a/.tmp-x', 'a/b.type'])(
    'refuses the key %j the same way',
    async (key) => {
      await expect(storage.put(key, Buffer.from('x'), 'text/plain')).rejects.toBeInstanceOf(InvalidStorageKeyError);
      await expect(storage.putStream(key, Readable.from([Buffer.from('x')]), { contentType: 'text/plain', size: 1 })).rejects.toBeInstanceOf(
        InvalidStorageKeyError,
      );
      await expect(storage.get(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
      await expect(storage.delete(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
    },
  );
});

describe('object storage configuration for S3', () => {
  it('names each variable an S3 store is missing', () => {
    expect(() => loadObjectStorageConfig({ OBJECT_STORAGE: 's3', S3_BUCKET: 'media' })).toThrow(
      /S3_ACCESS_KEY_ID: required when OBJECT_STORAGE=s3[\s\S]*S3_SECRET_ACCESS_KEY/,
    );
    expect(() => loadObjectStorageConfig({ OBJECT_STORAGE: 's3', S3_BUCKET: 'm', S3_ACCESS_KEY_ID: 'a', S3_SECRET_ACCESS_KEY: 'b' })).toThrow(/S3_BUCKET/);
    expect(() =>
      loadObjectStorageConfig({ OBJECT_STORAGE: 's3', S3_ENDPOINT: 'not a url', S3_BUCKET: 'media', S3_ACCESS_KEY_ID: 'a', S3_SECRET_ACCESS_KEY: 'b' }),
    ).toThrow(/S3_ENDPOINT/);
  });

  it('reads the bucket, region, endpoint and path style', () => {
    expect(
      loadObjectStorageConfig({
        OBJECT_STORAGE: 's3',
        S3_ENDPOINT: 'https://minio.example:9000',
        S3_BUCKET: 'media',
        S3_REGION: 'us-east-2',
        S3_ACCESS_KEY_ID: 'id',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_FORCE_PATH_STYLE: 'true',
      }),
    ).toEqual({
      driver: 's3',
      s3: { endpoint: 'https://minio.example:9000', bucket: 'media', region: 'us-east-2', accessKeyId: 'id', secretAccessKey: 'secret', forcePathStyle: true },
    });
  });
});
