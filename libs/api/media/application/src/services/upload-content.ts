import { Readable } from 'node:stream';
import { assertUploadSize } from '@fw/api-media-domain';

/** An upload's first bytes, and whether they are all of it. */
export interface UploadHead {
  head: Buffer;
  complete: boolean;
}

/**
 * Reads at least `bytes` bytes (or the whole upload, if shorter) and pauses the rest, so the type
 * and header can be checked before anything is stored. The upload is refused as too large as soon
 * as it passes the limit.
 */
export function readHead(content: Readable, bytes: number): Promise<UploadHead> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let received = 0;
    const settle = (outcome: () => void) => {
      content.off('data', onData);
      content.off('end', onEnd);
      content.off('error', onError);
      content.pause();
      outcome();
    };
    const onData = (chunk: Buffer) => {
      chunks.push(chunk);
      received += chunk.length;
      try {
        assertUploadSize(received);
      } catch (error) {
        return settle(() => reject(error));
      }
      if (received >= bytes) settle(() => resolve({ head: Buffer.concat(chunks, received), complete: false }));
    };
    const onEnd = () => settle(() => resolve({ head: Buffer.concat(chunks, received), complete: true }));
    const onError = (error: Error) => settle(() => reject(error));
    content.on('data', onData);
    content.on('end', onEnd);
    content.on('error', onError);
  });
}

/** Discards what is left of a refused upload, so that the connection can carry the answer (and the next request). */
export function discardRest(content: Readable): void {
  if (!content.destroyed) content.resume();
}

/**
 * The whole upload as one stream (the head, then the rest as it arrives), failing with
 * ImageTooLargeError the moment it passes the size limit, so that a storage writing it aborts and
 * keeps nothing.
 */
export function wholeUpload(content: Readable, { head, complete }: UploadHead): Readable {
  async function* chunks(): AsyncGenerator<Buffer> {
    yield head;
    if (complete) return;
    let received = head.length;
    // Not destroyed when refused: the caller drains it, so the refusal still reaches the client.
    for await (const chunk of content.iterator({ destroyOnReturn: false })) {
      received += (chunk as Buffer).length;
      assertUploadSize(received);
      yield chunk as Buffer;
    }
  }
  return Readable.from(chunks(), { objectMode: false });
}
