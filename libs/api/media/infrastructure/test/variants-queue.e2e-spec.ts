import { MikroORM } from '@mikro-orm/core';
import { MakeVariantsUseCase } from '@fw/api-media-application';
import { MediaJobsWorker } from '../src/jobs/media-jobs.worker';
import { createTestApp, createUser, insertWebsite, pngOf, tempStorageDir, upload, waitUntilReady, type TestApp, type TestUser } from './media-test-support';

/** Counts what two workers (as on two replicas) do with one queue: which jobs, how many at once. */
class RecordingVariants {
  readonly runs: string[] = [];
  running = 0;
  mostAtOnce = 0;
  private readonly failOnce = new Set<string>();

  constructor(private readonly real: MakeVariantsUseCase) {}

  failFirstTry(imageId: string): void {
    this.failOnce.add(imageId);
  }

  async execute(imageId: string, revision: number): Promise<'done' | 'skipped'> {
    this.runs.push(imageId);
    this.running++;
    this.mostAtOnce = Math.max(this.mostAtOnce, this.running);
    try {
      await new Promise((r) => setTimeout(r, 100));
      if (this.failOnce.delete(imageId)) throw new Error('storage hiccup');
      return await this.real.execute(imageId, revision);
    } finally {
      this.running--;
    }
  }

  fail(imageId: string, revision: number): Promise<void> {
    return this.real.fail(imageId, revision);
  }
}

describe('variants on the PostgreSQL job queue', () => {
  let t: TestApp;
  let owner: TestUser;
  let site: string;
  const workers: MediaJobsWorker[] = [];

  beforeAll(async () => {
    t = await createTestApp({ env: { OBJECT_STORAGE_DIR: tempStorageDir() } });
    owner = await createUser(t);
    site = await insertWebsite(t, owner.id);
  });
  afterAll(async () => {
    await Promise.all(workers.map((w) => w.stop()));
    await t.close();
  });

  it('runs each job exactly once across two workers, at most their concurrency at a time, and retries a failed one', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 8; i++) ids.push((await upload(t, owner, site, await pngOf(40 + i, 30), `q${i}.png`).expect(201)).body.id);

    const recorder = new RecordingVariants(t.app.get(MakeVariantsUseCase));
    recorder.failFirstTry(ids[3]);
    const orm = t.app.get(MikroORM);
    for (let i = 0; i < 2; i++) {
      const worker = new MediaJobsWorker(orm, recorder as unknown as MakeVariantsUseCase, { quotaBytes: 1 << 30, workerConcurrency: 2 });
      workers.push(worker);
    }
    await Promise.all(workers.map((w) => w.start({ pollIntervalMs: 100 })));

    for (const id of ids) expect((await waitUntilReady(t, owner, site, id, 90_000)).status).toBe('ready');

    const runsPerImage = Object.fromEntries(ids.map((id) => [id, recorder.runs.filter((r) => r === id).length]));
    expect(runsPerImage).toEqual(Object.fromEntries(ids.map((id) => [id, id === ids[3] ? 2 : 1])));
    expect(recorder.mostAtOnce).toBeLessThanOrEqual(4);
    const [queue] = await t.sql<{ left: string }>(`select count(*) as left from graphile_worker.jobs`);
    expect(Number(queue.left)).toBe(0);
  }, 120_000);

  it('queues nothing for an upload that was refused', async () => {
    const [before] = await t.sql<{ n: string }>(`select count(*) as n from graphile_worker.jobs`);
    await upload(t, owner, site, Buffer.from('<svg/>'), 'x.png').expect(400);
    const [after] = await t.sql<{ n: string }>(`select count(*) as n from graphile_worker.jobs`);
    expect(after.n).toBe(before.n);
  });
});
