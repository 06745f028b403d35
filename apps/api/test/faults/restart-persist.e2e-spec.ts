// loss.restart-persist — the stack restarted on the same data folder: what was written before is
// still there, and running the migrations again (as every start does) applies nothing and leaves
// the schema exactly as it was.
import { runMigrations } from '@fw/api-shared-infrastructure';
import { bootFaultApp, FaultApp } from './support/fault-app';
import { createOwnPostgres, OwnPostgres } from '@fw/api-testing';

jest.setTimeout(90_000);

describe('loss.restart-persist', () => {
  let pg: OwnPostgres;
  let t: FaultApp | undefined;

  beforeAll(async () => {
    pg = await createOwnPostgres();
  });
  afterAll(async () => {
    await t?.close();
    await pg?.destroy();
  });

  /** Every column, index and constraint, and the migrations recorded: equal before and after. */
  const schema = async (app: FaultApp) => {
    const connection = app.orm.em.getConnection();
    const columns = await connection.execute(
      `select table_name, column_name, data_type, is_nullable, column_default from information_schema.columns where table_schema = 'public' order by 1, 2`,
    );
    const indexes = await connection.execute(`select indexname, indexdef from pg_indexes where schemaname = 'public' order by 1`);
    const constraints = await connection.execute(
      `select conname, pg_get_constraintdef(oid) as def from pg_constraint where connamespace = 'public'::regnamespace order by 1`,
    );
    const migrations = await connection.execute(`select name from mikro_orm_migrations order by id`);
    return { columns, indexes, constraints, migrations: migrations.map((m: { name: string }) => m.name) };
  };

  it('keeps the data across a restart, and re-running the migrations is a no-op', async () => {
    t = await bootFaultApp(pg.url, {});
    const before = await schema(t);
    expect(before.migrations.length).toBeGreaterThan(5);
    const created = await t.http().post('/api/questionnaires').send({ business_name: 'Persistent Bakery', current_step: 2 }).expect(201);
    await t.http().post('/api/contact').send({ name: 'Pat', email: 'pat@example.com', subject: 'Still here?', message: 'After a restart.' }).expect(202);
    await t.close();
    t = undefined;

    await pg.stop();
    await pg.start();

    t = await bootFaultApp(pg.url, {});
    expect(await runMigrations(t.orm)).toEqual([]);
    expect(await schema(t)).toEqual(before);
    const resumed = await t.http().get(`/api/questionnaires/${created.body.id}`).set('X-Resume-Token', created.body.resume_token).expect(200);
    expect(resumed.body).toMatchObject({ id: created.body.id, business_name: 'Persistent Bakery', current_step: 2 });
    const logs = await t.orm.em.getConnection().execute(`select subject from email_logs where subject like '%Still here?%'`);
    expect(logs.length).toBeGreaterThan(0);
  });
});
