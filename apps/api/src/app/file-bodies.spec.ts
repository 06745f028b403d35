import { PassThrough } from 'node:stream';
import type { IncomingMessage } from 'node:http';
import { readFileBody } from './file-bodies';

/** Feeds the chunks to readFileBody as a request body would arrive, and resolves with what it answered. */
function read(
  chunks: Buffer[],
  declaredLength: number,
  limit: number,
): Promise<{ error: (Error & { code?: string; statusCode?: number }) | null; body?: Buffer }> {
  const payload = new PassThrough();
  const answer = new Promise<{ error: Error | null; body?: Buffer }>((resolve) =>
    readFileBody(payload as unknown as IncomingMessage, declaredLength, limit, (error, body) => resolve({ error, body })),
  );
  for (const chunk of chunks) payload.write(chunk);
  payload.end();
  return answer;
}

const bytes = (length: number, seed = 1) => Buffer.from(Array.from({ length }, (_, i) => (i * 31 + seed) & 255));

describe('readFileBody', () => {
  it('puts the chunks together in order, into a buffer of the declared length', async () => {
    const parts = [bytes(1000, 1), bytes(1, 2), bytes(65536, 3)];
    const { error, body } = await read(parts, 66537, 100_000);
    expect(error).toBeNull();
    expect(body).toEqual(Buffer.concat(parts));
    expect(body!.length).toBe(66537);
  });

  it('refuses a declared length above the limit with 413 before reading anything', async () => {
    const { error, body } = await read([bytes(10)], 101, 100);
    expect(error?.code).toBe('FST_ERR_CTP_BODY_TOO_LARGE');
    expect(error?.statusCode).toBe(413);
    expect(body).toBeUndefined();
  });

  it('refuses a body longer or shorter than its Content-Length (400)', async () => {
    for (const [sent, declared] of [
      [200, 150],
      [100, 150],
    ]) {
      const { error } = await read([bytes(sent)], declared, 1000);
      expect(error?.code).toBe('FST_ERR_CTP_INVALID_CONTENT_LENGTH');
      expect(error?.statusCode).toBe(400);
    }
  });

  it('reads a body without a length (chunked) up to the limit, and refuses one past it with 413', async () => {
    const parts = [bytes(60), bytes(40, 9)];
    expect((await read(parts, Number.NaN, 100)).body).toEqual(Buffer.concat(parts));
    const over = await read([...parts, bytes(1)], Number.NaN, 100);
    expect(over.error?.code).toBe('FST_ERR_CTP_BODY_TOO_LARGE');
  });

  it('reads an empty body as empty', async () => {
    const { error, body } = await read([], 0, 100);
    expect(error).toBeNull();
    expect(body!.length).toBe(0);
  });
});
