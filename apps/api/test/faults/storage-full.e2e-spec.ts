// fault.storage-full — PostgreSQL answering "disk full" (SQLSTATE 53100, injected with a trigger
// that raises it the way a full disk makes every insert fail): the routes that write answer 503
// SERVICE.STORAGE_FULL (not 500), readiness says HEALTH.STORAGE_FULL, reads keep working, and once
// space is back (trigger dropped) everything answers as before without a restart.
import { Client } from 'pg';
import { storageHealth } from '@fw/api-shared-infrastructure';
import { bootFaultApp, FaultApp, waitFor } from './support/fault-app';
import { createTestDatabase, TestDatabase } from '@fw/api-testing';

jest.setTimeout(60_000);

describe('fault.storage-full', () => {
  let db: TestDatabase;
  let t: FaultApp;
  let sql: Client;

  beforeAll(async () => {
    db = await createTestDatabase();
    t = await bootFaultApp(db.url, { CONTACT_RATE_LIMIT: '1000' });
    sql = new Client({ connectionString: db.url });
    await sql.connect();
  });
  afterAll(async () => {
    await t?.close();
    await sql?.end();
    await db?.drop();
  });

  const contact = (i: number) =>
    t
      .http()
      .post('/api/contact')
      .send({ name: 'Full Disk', email: `full-${i}@example.com`, subject: 'Disk', message: 'Is the disk full?' });

  it('answers 503 SERVICE.STORAGE_FULL, readiness reports it, and both recover by themselves', async () => {
    expect([201, 202]).toContain((await contact(0)).status);
    await sql.query(`
      create function fault_disk_full() returns trigger language plpgsql as $$
      begin raise exception 'could not extend file "base/1/2": No space left on device' using errcode = 'disk_full'; end $$;
      create trigger fault_disk_full before insert or update on rate_limit_hits for each statement execute function fault_disk_full();
      create trigger fault_disk_full before insert or update on email_logs for each statement execute function fault_disk_full();`);
    try {
      const res = await contact(1);
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({ statusCode: 503, code: 'SERVICE.STORAGE_FULL' });
      const ready = await t.http().get('/api/health/ready');
      expect(ready.status).toBe(503);
      expect(ready.body).toMatchObject({ code: 'HEALTH.STORAGE_FULL' });
      // Liveness keeps its meaning: the process is fine, restarting it would not free space.
      expect((await t.http().get('/api/health')).status).toBe(200);
    } finally {
      await sql.query(`drop trigger fault_disk_full on rate_limit_hits; drop trigger fault_disk_full on email_logs; drop function fault_disk_full();`);
    }
    expect([201, 202]).toContain((await contact(2)).status);
    // Readiness turns 200 once no write has met a full disk for the report window (10 s).
    const recoveredIn = await waitFor(async () => (await t.http().get('/api/health/ready')).status === 200, 15_000, 250);
    expect(recoveredIn).toBeLessThanOrEqual(15_000);
    expect(storageHealth.fullSince()).toBeUndefined();
  });
});
