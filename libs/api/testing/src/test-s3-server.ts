import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/** The environment that points the product's object storage at a test S3 server's bucket. */
export type S3Env = Record<
  'OBJECT_STORAGE' | 'S3_ENDPOINT' | 'S3_BUCKET' | 'S3_REGION' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY' | 'S3_FORCE_PATH_STYLE',
  string
>;

/**
 * An S3-compatible server (s3rver, in JavaScript, objects in a temporary folder) on 127.0.0.1 and
 * a free port, with one empty bucket; `stop()` ends it and removes its files.
 */
export class TestS3Server {
  private constructor(
    private readonly server: S3rver,
    private readonly dir: string,
    readonly env: S3Env,
  ) {}

  static async start(bucket = 'fw-media'): Promise<TestS3Server> {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fw-s3rver-'));
    const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: dir, configureBuckets: [{ name: bucket, configs: [] }] });
    const { port } = await server.run();
    return new TestS3Server(server, dir, {
      OBJECT_STORAGE: 's3',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      // s3rver checks request signatures against this fixed key pair.
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    });
  }

  async stop(): Promise<void> {
    await this.server.close();
    fs.rmSync(this.dir, { recursive: true, force: true });
  }
}
