import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ObjectStoragePort, StoredObject } from '@fw/api-shared-application';
import { InvalidStorageKeyError, storageKeySegments } from './storage-key';

export { InvalidStorageKeyError };

/** How much of a stream being stored may wait in memory for the disk (see putStream). */
const WRITE_BUFFER_BYTES = 1024 * 1024;

/** The read stream's default buffer, which no larger file needs to exceed. */
const READ_BUFFER_BYTES = 64 * 1024;

/**
 * Files under one root folder (DATA_DIR/media by default). Writes go to a temporary file in the
 * same folder and are renamed into place, so a reader never sees half a file and a crash leaves
 * at most a stray `.tmp-*` file. Content types live beside each file (`<file>.type`), since the
 * disk has nowhere else to keep them.
 */
export class LocalDiskObjectStorage extends ObjectStoragePort {
  private readonly root: string;

  constructor(root: string) {
    super();
    this.root = path.resolve(root);
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    const file = this.pathOf(key);
    await fs.promises.mkdir(path.dirname(file), { recursive: true });
    await this.writeAtomically(`${file}.type`, (temp) => writeDurably(temp, Buffer.from(contentType)));
    await this.writeAtomically(file, (temp) => writeDurably(temp, body));
  }

  async putStream(key: string, body: Readable, options: { contentType: string }): Promise<number> {
    const file = this.pathOf(key);
    await fs.promises.mkdir(path.dirname(file), { recursive: true });
    let written = 0;
    await this.writeAtomically(file, async (temp) => {
      // `flush`: the file is synced to disk before it is closed, as put's are. A buffer of 1 MB
      // rather than the default 16 kB lets the chunks that arrive meanwhile go out in one writev:
      // a few calls on libuv's thread pool per file instead of one per 64 kB socket read.
      const out = fs.createWriteStream(temp, { mode: 0o600, flush: true, highWaterMark: WRITE_BUFFER_BYTES });
      await pipeline(body, out);
      written = out.bytesWritten;
    });
    // The type only once the bytes are in: a stream that fails leaves the key's earlier object whole.
    await this.writeAtomically(`${file}.type`, (temp) => writeDurably(temp, Buffer.from(options.contentType)));
    return written;
  }

  async get(key: string): Promise<StoredObject | null> {
    const file = this.pathOf(key);
    const opened = await this.openFile(file);
    if (!opened) return null;
    const contentType = await fs.promises.readFile(`${file}.type`, 'utf8').catch(() => 'application/octet-stream');
    return { ...opened, contentType };
  }

  open(key: string): Promise<Omit<StoredObject, 'contentType'> | null> {
    return this.openFile(this.pathOf(key));
  }

  private async openFile(file: string): Promise<Omit<StoredObject, 'contentType'> | null> {
    let size: number;
    try {
      const stat = await fs.promises.stat(file);
      if (!stat.isFile()) return null;
      size = stat.size;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
    // A read buffer no larger than the file: most files served are image variants of a few dozen
    // kB, and the stream's default 64 kB buffer per request would only give the collector more to do.
    return { body: fs.createReadStream(file, { highWaterMark: Math.min(Math.max(size, 1), READ_BUFFER_BYTES) }), size };
  }

  async delete(key: string): Promise<void> {
    const file = this.pathOf(key);
    await fs.promises.rm(file, { force: true });
    await fs.promises.rm(`${file}.type`, { force: true });
  }

  async *list(prefix: string): AsyncIterable<string> {
    const start = prefix.replace(/\/+$/, '');
    const dir = start ? this.pathOf(start) : this.root;
    yield* this.walk(dir, start);
  }

  private async *walk(dir: string, keyPrefix: string): AsyncIterable<string> {
    let entries: fs.Dirent[];
    try {
      entries = await fs.promises.readdir(dir, { withFileTypes: true });
    } catch (error) {
      if (['ENOENT', 'ENOTDIR'].includes((error as NodeJS.ErrnoException).code ?? '')) return;
      throw error;
    }
    for (const entry of entries) {
      const key = keyPrefix ? `${keyPrefix}/${entry.name}` : entry.name;
      if (entry.isDirectory()) yield* this.walk(path.join(dir, entry.name), key);
      else if (entry.isFile() && !entry.name.endsWith('.type') && !entry.name.startsWith('.tmp-')) yield key;
    }
  }

  /** Writes through `write` into a temporary file, then renames it into place; on any failure the temporary file goes. */
  private async writeAtomically(file: string, write: (temp: string) => Promise<void>): Promise<void> {
    const temp = path.join(path.dirname(file), `.tmp-${randomBytes(8).toString('hex')}`);
    try {
      await write(temp);
      await fs.promises.rename(temp, file);
    } catch (error) {
      await fs.promises.rm(temp, { force: true });
      throw error;
    }
  }

  /** Every segment must be a plain name, so no key can reach outside the root. */
  private pathOf(key: string): string {
    const segments = storageKeySegments(key);
    const file = path.resolve(this.root, ...segments);
    if (!file.startsWith(this.root + path.sep)) throw new InvalidStorageKeyError(key);
    return file;
  }
}

async function writeDurably(file: string, body: Buffer): Promise<void> {
  const handle = await fs.promises.open(file, 'w', 0o600);
  try {
    await handle.writeFile(body);
    await handle.sync();
  } finally {
    await handle.close();
  }
}
