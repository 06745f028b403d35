import { knex } from '@mikro-orm/knex';
import { withPooledConnection } from './knex-pooled-connection';

// Canary: withPooledConnection borrows from knex's pool through its client. If this fails after an
// upgrade of knex or pg, SqlReader's reads break or leak pooled connections.
describe('library internals: knex pooled connection', () => {
  const url = () => {
    const base = process.env.TEST_DATABASE_URL;
    if (!base) throw new Error('TEST_DATABASE_URL is not set (the Jest global setup starts PostgreSQL)');
    return base;
  };

  it('runs a named statement on a pooled node-postgres client and gives the client back, also after an error', async () => {
    const db = knex({ client: 'pg', connection: url(), pool: { min: 0, max: 1 } });
    try {
      const statement = { name: 'canary_pooled_connection', text: 'select $1::int + 1 as n', values: [41] };
      const first = await withPooledConnection(db, (c) => c.query(statement));
      const again = await withPooledConnection(db, (c) => c.query(statement));
      expect(first.rows).toEqual([{ n: 42 }]);
      expect(again.rows).toEqual([{ n: 42 }]);
      await expect(withPooledConnection(db, (c) => c.query({ text: 'select 1/0', values: [] }))).rejects.toThrow(/division by zero/);
      // A pool of one would wait forever here had a connection not been given back.
      const pool = db.client.pool as { numUsed(): number; numFree(): number };
      expect(pool.numUsed()).toBe(0);
      const after = await withPooledConnection(db, (c) => c.query({ text: 'select 1 as one', values: [] }));
      expect(after.rows).toEqual([{ one: 1 }]);
    } finally {
      await db.destroy();
    }
  });
});
