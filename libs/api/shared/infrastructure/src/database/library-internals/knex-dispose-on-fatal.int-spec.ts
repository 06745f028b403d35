import { knex } from '@mikro-orm/knex';
import { Client } from 'pg';
import { disposeOnFatal, PgRawConnection } from './knex-dispose-on-fatal';

// Canary: disposeOnFatal relies on two private behaviours. If either test fails after an upgrade
// of knex or pg, dead pooled connections are handed out again after a server restart or a
// terminated session (apps/api/test/faults/db-connections.e2e-spec.ts shows the symptom).
describe('library internals: knex dispose-on-fatal', () => {
  const url = () => {
    const base = process.env.TEST_DATABASE_URL;
    if (!base) throw new Error('TEST_DATABASE_URL is not set (the Jest global setup starts PostgreSQL)');
    return base;
  };

  it("knex's pool refuses a connection marked __knex__disposed (and only that one)", async () => {
    const db = knex({ client: 'pg', connection: url(), pool: { min: 0, max: 1 } });
    try {
      const client = db.client as unknown as { getPoolSettings(config: object): { validate(connection: object): boolean } };
      const settings = client.getPoolSettings({});
      const warn = jest.spyOn(db.client.logger, 'warn').mockImplementation(() => undefined);
      expect(settings.validate({ __knex__disposed: 'FATAL' })).toBe(false);
      warn.mockRestore();
      // A healthy pg client passes the same validation.
      const healthy = new Client({ connectionString: url() });
      expect(settings.validate(healthy)).toBe(true);
    } finally {
      await db.destroy();
    }
  });

  it('node-postgres emits errorMessage with severity FATAL when the server terminates the session, and the hook marks it', async () => {
    const victim = new Client({ connectionString: url() });
    const admin = new Client({ connectionString: url() });
    await Promise.all([victim.connect(), admin.connect()]);
    victim.on('error', () => undefined);
    try {
      const raw = victim as unknown as PgRawConnection;
      disposeOnFatal(raw, () => undefined);
      const { rows } = await victim.query<{ pid: number }>('select pg_backend_pid() as pid');
      await admin.query('select pg_terminate_backend($1)', [rows[0].pid]);
      const deadline = Date.now() + 5000;
      while (!raw.__knex__disposed && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
      expect(String(raw.__knex__disposed)).toMatch(/terminat/i);
    } finally {
      await admin.end();
      await victim.end().catch(() => undefined);
    }
  });
});
