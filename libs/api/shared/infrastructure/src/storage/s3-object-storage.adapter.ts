import { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { ObjectStoragePort, StoredObject } from '@fw/api-shared-application';
import { storageKeySegments } from './storage-key';

export interface S3ObjectStorageSettings {
  /** e.g. `https://s3.eu-central-1.amazonaws.com`, `https://<account>.r2.cloudflarestorage.com`, a MinIO URL. */
  endpoint?: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `https://endpoint/bucket/key` instead of `https://bucket.endpoint/key` (MinIO and most self-hosted servers). */
  forcePathStyle: boolean;
}

/**
 * Objects in one bucket of an S3-compatible service, through the official SDK. Every replica
 * pointed at the same bucket sees the same objects. The SDK retries throttling and network errors
 * itself; any other failure reaches the caller as the SDK's error.
 */
export class S3ObjectStorage extends ObjectStoragePort {
  private readonly client: S3Client;

  constructor(private readonly settings: S3ObjectStorageSettings) {
    super();
    this.client = new S3Client({
      endpoint: settings.endpoint,
      region: settings.region,
      forcePathStyle: settings.forcePathStyle,
      credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
      // Many S3-compatible servers do not know the newer default checksums; send them only when an operation requires one.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    storageKeySegments(key);
    await this.client.send(new PutObjectCommand({ Bucket: this.settings.bucket, Key: key, Body: body, ContentType: contentType, ContentLength: body.length }));
  }

  /**
   * With its size known the stream goes to S3 as it arrives; without it (a chunked upload) the
   * bytes are gathered first, since a single PutObject needs its length and multipart uploads
   * start at 5 MB parts. A failed stream aborts the request, and S3 stores nothing for it.
   */
  async putStream(key: string, body: Readable, options: { contentType: string; size?: number }): Promise<number> {
    storageKeySegments(key);
    if (options.size === undefined) {
      const bytes = Buffer.concat(await body.toArray());
      await this.put(key, bytes, options.contentType);
      return bytes.length;
    }
    // The SDK's HTTP handler does not watch its body for errors: a failed stream would leave the
    // request waiting for bytes that never come. Aborting it ends the request, and S3 keeps nothing.
    const abort = new AbortController();
    let failure: unknown;
    const onError = (error: Error) => {
      failure = error;
      abort.abort(error);
    };
    body.once('error', onError);
    try {
      await this.client.send(
        new PutObjectCommand({ Bucket: this.settings.bucket, Key: key, Body: body, ContentType: options.contentType, ContentLength: options.size }),
        { abortSignal: abort.signal },
      );
    } catch (error) {
      throw failure ?? error;
    } finally {
      body.off('error', onError);
    }
    return options.size;
  }

  async get(key: string): Promise<StoredObject | null> {
    storageKeySegments(key);
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.settings.bucket, Key: key }));
      return {
        body: answer.Body as Readable,
        size: answer.ContentLength ?? 0,
        contentType: answer.ContentType ?? 'application/octet-stream',
      };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  /** The same request as get: S3 answers the content type with the bytes at no extra cost. */
  open(key: string): Promise<Omit<StoredObject, 'contentType'> | null> {
    return this.get(key);
  }

  async delete(key: string): Promise<void> {
    storageKeySegments(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: key }));
  }

  async *list(prefix: string): AsyncIterable<string> {
    const start = prefix.replace(/\/+$/, '');
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.settings.bucket, Prefix: start ? `${start}/` : undefined, ContinuationToken: token }),
      );
      for (const object of page.Contents ?? []) if (object.Key) yield object.Key;
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  /** Ends the client's connections (process shutdown, tests). */
  close(): void {
    this.client.destroy();
  }
}

function isMissing(error: unknown): boolean {
  return error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404);
}
