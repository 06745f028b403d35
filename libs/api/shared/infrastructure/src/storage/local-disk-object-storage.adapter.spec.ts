import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { InvalidStorageKeyError, LocalDiskObjectStorage } from './local-disk-object-storage.adapter';

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

async function collect(iterable: AsyncIterable<string>): Promise<string[]> {
  const keys: string[] = [];
  for await (const key of iterable) keys.push(key);
  return keys.sort();
}

describe('LocalDiskObjectStorage', () => {
  let parent: string;
  let root: string;
  let storage: LocalDiskObjectStorage;

  beforeEach(() => {
    parent = fs.mkdtempSync(path.join(os.tmpdir(), 'object-storage-'));
    root = path.join(parent, 'media');
    storage = new LocalDiskObjectStorage(root);
  });
  afterEach(() => fs.rmSync(parent, { recursive: true, force: true }));

  it('stores, reads back with size and content type, replaces and deletes', async () => {
    await storage.put('media/site-1/abc/w320.webp', Buffer.from('first'), 'image/webp');
    await storage.put('media/site-1/abc/w320.webp', Buffer.from('second!'), 'image/webp');
    const stored = await storage.get('media/site-1/abc/w320.webp');
    expect(stored).not.toBeNull();
    expect(stored!.size).toBe(7);
    expect(stored!.contentType).toBe('image/webp');
    expect((await readAll(stored!.body)).toString()).toBe('second!');

    await storage.delete('media/site-1/abc/w320.webp');
    expect(await storage.get('media/site-1/abc/w320.webp')).toBeNull();
    await expect(storage.delete('media/site-1/abc/w320.webp')).resolves.toBeUndefined();
  });

  it('answers null for a missing key and for a folder', async () => {
    await storage.put('a/b/c.jpg', Buffer.from('x'), 'image/jpeg');
    expect(await storage.get('a/b/missing.jpg')).toBeNull();
    expect(await storage.get('a/b')).toBeNull();
  });

  it('lists every key under a prefix and nothing else (no temp or type files)', async () => {
    await storage.put('media/one/x.jpg', Buffer.from('1'), 'image/jpeg');
    await storage.put('media/one/deep/y.png', Buffer.from('2'), 'image/png');
    await storage.put('media/two/z.gif', Buffer.from('3'), 'image/gif');
    fs.writeFileSync(path.join(root, 'media/one/.tmp-deadbeef'), 'half');
    expect(await collect(storage.list('media/one'))).toEqual(['media/one/deep/y.png', 'media/one/x.jpg']);
    expect(await collect(storage.list(''))).toEqual(['media/one/deep/y.png', 'media/one/x.jpg', 'media/two/z.gif']);
    expect(await collect(storage.list('nothing/here'))).toEqual([]);
  });

  it('leaves no file at all, temporary or not, when a stream fails part way', async () => {
    async function* failing(): AsyncGenerator<Buffer> {
      yield Buffer.alloc(128 * 1024, 7);
      throw new Error('the client went away');
    }
    await expect(storage.putStream('k/upload.jpg', Readable.from(failing()), { contentType: 'image/jpeg' })).rejects.toThrow('the client went away');
    expect(fs.readdirSync(path.join(root, 'k'))).toEqual([]);
  });

  it('leaves no temporary file behind after a write', async () => {
    await storage.put('k/file.bin', Buffer.alloc(1024, 1), 'application/octet-stream');
    expect(fs.readdirSync(path.join(root, 'k')).filter((n) => n.startsWith('.tmp-'))).toEqual([]);
  });

  it.each(['../escape.txt', 'a/../../escape.txt', '/etc/passwd', 'a/./b', 'a//b', '', 'a\\..\\b', 'a/b\0c', '..', 'a/.tmp-x', 'a/b.type'])(
    'refuses the key %j, which could reach outside the root or collide with internals',
    async (key) => {
      await expect(storage.put(key, Buffer.from('x'), 'text/plain')).rejects.toBeInstanceOf(InvalidStorageKeyError);
      await expect(storage.get(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
      await expect(storage.delete(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
      expect(fs.existsSync(path.join(parent, 'escape.txt'))).toBe(false);
    },
  );
});
