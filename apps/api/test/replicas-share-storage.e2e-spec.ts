import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { appUnderTest, createTestApp, createUser, linkToken, TestApp, TestS3Server } from '@fw/api-testing';

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);

/** Where both replicas keep files: one S3 bucket, or one folder (a shared volume). */
interface SharedStorage {
  name: string;
  start(): Promise<Record<string, string>>;
  stop(): Promise<void>;
}

const s3Bucket = (): SharedStorage => {
  let server: TestS3Server | null = null;
  return {
    name: 'an S3-compatible bucket',
    async start() {
      server = await TestS3Server.start();
      return server.env;
    },
    stop: async () => server?.stop(),
  };
};

const sharedFolder = (): SharedStorage => {
  let dir = '';
  return {
    name: 'a shared folder',
    async start() {
      dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fw-replicas-'));
      return { OBJECT_STORAGE: 'local', OBJECT_STORAGE_DIR: dir };
    },
    stop: async () => fs.rmSync(dir, { recursive: true, force: true }),
  };
};

/**
 * Two API processes on one database and one storage, as N replicas behind a load balancer run: a
 * file sent to one is served by the other, byte for byte.
 */
describe.each([s3Bucket(), sharedFolder()])('two replicas on one database and $name', (storage) => {
  let replicaA: TestApp;
  let replicaB: INestApplication;

  beforeAll(async () => {
    const env = await storage.start();
    replicaA = await createTestApp({ env: { ...env, QUESTIONNAIRE_RATE_LIMIT: '1000' } });
    const saved = Object.fromEntries(Object.keys(env).map((key) => [key, process.env[key]]));
    Object.assign(process.env, env);
    try {
      const { createApp } = await appUnderTest();
      replicaB = await createApp({ databaseUrl: replicaA.db.url });
      await replicaB.init();
      await replicaB.getHttpAdapter().getInstance().ready();
    } finally {
      for (const [key, value] of Object.entries(saved)) {
        if (value === undefined) delete process.env[key];
        else process.env[key] = value;
      }
    }
  }, 60_000);
  afterAll(async () => {
    await replicaB?.close();
    await replicaA?.close();
    await storage.stop();
  });

  it('serves through one replica the questionnaire file sent through the other', async () => {
    const created = await replicaA
      .http()
      .post('/api/questionnaires')
      .send({
        business_name: 'Twin Palms',
        business_email: 'twin@example.com',
        industry: 'Hotels',
        main_goal: 'Rooms',
        target_audience: 'Guests',
        desired_action: 'Book',
      })
      .expect(201);
    await replicaA.http().post(`/api/questionnaires/${created.body.id}/submit`).set('X-Resume-Token', created.body.resume_token).send({}).expect(200);
    const [mail] = await replicaA.sql<{ body: string }>(`select body from email_logs where submission_id = ? and template = 'questionnaire-received'`, [
      created.body.id,
    ]);
    const token = linkToken(mail.body) as string;

    const sent = await request(replicaB.getHttpServer())
      .post('/api/questionnaire-uploads/files')
      .set('X-Upload-Token', token)
      .set('X-File-Name', 'logo.png')
      .set('Content-Type', 'application/octet-stream')
      .send(PNG)
      .expect(201);

    const admin = await createUser(replicaA, { role: 'admin' });
    const served = await replicaA
      .http()
      .get(`/api/admin/submissions/${created.body.id}/files/${sent.body.id}`)
      .set('Authorization', admin.auth)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(Buffer.compare(served.body as Buffer, PNG)).toBe(0);
    expect(served.headers['content-type']).toBe('image/png');
  });
});
