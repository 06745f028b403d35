import type { Readable } from 'node:stream';

/** One stored file as the storage hands it back: a stream plus what a response needs to serve it. */
export interface StoredObject {
  body: Readable;
  size: number;
  contentType: string;
}

/**
 * Where uploaded files live (media variants, questionnaire files). Keys are opaque, slash-separated
 * paths chosen by the caller (e.g. `media/<websiteId>/<hash>/w640.avif`). Adapters: local disk under
 * DATA_DIR by default, S3-compatible object storage when configured. Every replica sees the same
 * objects, so a file stored through one replica is served by another.
 */
export abstract class ObjectStoragePort {
  /** Stores the bytes under the key, replacing what was there. Resolves once durable. */
  abstract put(key: string, body: Buffer, contentType: string): Promise<void>;
  /**
   * Stores a stream's bytes under the key as they arrive, without holding them all in memory, and
   * resolves with how many were stored once durable. `size`, when known, is the stream's exact length
   * (an S3 upload needs it to stream). If the stream fails, the call rejects with the stream's
   * error; the local disk and S3 then keep nothing of it, but some S3-compatible servers keep what
   * arrived, so write a stream to a key of its own and delete that key when the call fails.
   * The stream is consumed: call once.
   */
  abstract putStream(key: string, body: Readable, options: { contentType: string; size?: number }): Promise<number>;
  /** The object, or null when no object has that key. */
  abstract get(key: string): Promise<StoredObject | null>;
  /**
   * The object's bytes and size without its stored content type, for callers that know what they
   * stored (image variants, by their file name): on local disk one file read fewer per request.
   * Null when no object has that key.
   */
  abstract open(key: string): Promise<Omit<StoredObject, 'contentType'> | null>;
  /** Removes the object; removing a missing key is not an error. */
  abstract delete(key: string): Promise<void>;
  /** Every key under the prefix (for backup, restore and cleanup), in no particular order. */
  abstract list(prefix: string): AsyncIterable<string>;
}

/**
 * A stored object's bytes in one buffer of its known size, each chunk copied in as it arrives:
 * joining the chunks at the end would copy the whole file (several MB) again in one go on the
 * event loop.
 */
export async function readStoredObject(stored: StoredObject): Promise<Buffer> {
  const whole = Buffer.allocUnsafe(stored.size);
  let filled = 0;
  for await (const chunk of stored.body) {
    const bytes = chunk as Buffer;
    if (filled + bytes.length > whole.length) throw new Error(`stored object longer than its size (${stored.size} bytes)`);
    bytes.copy(whole, filled);
    filled += bytes.length;
  }
  if (filled !== whole.length) throw new Error(`stored object shorter than its size (${filled} of ${stored.size} bytes)`);
  return whole;
}
