import pg from 'pg';
import { ListSpec, listPlanToSql, planListQuery } from '@fw/api-shared-infrastructure';
import { leadsListSpec, submissionsListSpec } from '@fw/api-intake-infrastructure';
import { emailLogListSpec } from '@fw/api-mail-infrastructure';
import { createTestDatabase, TestDatabase } from '@fw/api-testing';

/** Plan node types anywhere in an EXPLAIN (format json) tree. */
function nodeTypes(plan: { 'Node Type': string; Plans?: unknown[] }): string[] {
  return [plan['Node Type'], ...((plan.Plans ?? []) as (typeof plan)[]).flatMap(nodeTypes)];
}

const column = (path: string) => `"${path.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)}"`;

type PlanRows = { 'QUERY PLAN': [{ Plan: { 'Node Type': string } }] };

/**
 * The node types of a statement's plan on a fresh migrated database (no rows), in a session with
 * the given planner settings (SET statements); one database per describe block.
 */
function plannerSession(settings: string): (text: string, params: unknown[]) => Promise<string[]> {
  let db: TestDatabase;
  let client: pg.Client;
  beforeAll(async () => {
    db = await createTestDatabase();
    client = new pg.Client({ connectionString: db.url });
    await client.connect();
    await client.query(settings);
  });
  afterAll(async () => {
    await client.end();
    await db.drop();
  });
  return async (text, params) => nodeTypes((await client.query<PlanRows>(`explain (format json) ${text}`, params)).rows[0]['QUERY PLAN'][0].Plan);
}

/**
 * The lists of the tables that grow with public traffic must read any page in order from an index,
 * never sort the whole table. With sequential scans and sorts priced out, the planner still uses
 * them when nothing else can answer: so a Sort or Seq Scan here means a missing index.
 */
describe('admin list sorts are served by indexes', () => {
  const planOf = plannerSession('set enable_seqscan = off; set enable_sort = off; set enable_incremental_sort = off; set enable_bitmapscan = off');

  const lists: [string, ListSpec, Record<string, string>[]][] = [
    ['questionnaire_submissions', submissionsListSpec, [{}, { status: 'completed' }]],
    ['email_logs', emailLogListSpec, [{}]],
    ['contact_messages', leadsListSpec, [{}, { status: 'new' }]],
  ];
  const cases = lists.flatMap(([table, spec, filters]) =>
    Object.entries(spec.fields)
      .filter(([, field]) => field.sortable)
      .flatMap(([name]) => ['asc', 'desc'].map((order) => ({ table, spec, query: { _sort: name, _order: order } as Record<string, string> })))
      .concat(filters.map((filter) => ({ table, spec, query: filter }))),
  );

  it.each(cases.map((c) => [c.table, JSON.stringify(c.query), c]))('%s %s', async (_table, _query, { table, spec, query }) => {
    const plan = planListQuery({ ...query, _start: '40', _end: '50' }, spec);
    const { where, orderBy, params } = listPlanToSql(plan, (field) => column(field.path));
    const types = await planOf(`select * from ${table} where ${where} order by ${orderBy} limit 10 offset 40`, params);
    expect({ orderBy, types: types.filter((t) => /Sort|Seq Scan/.test(t)) }).toEqual({ orderBy, types: [] });
    expect(types.some((t) => t.startsWith('Index'))).toBe(true);
  });
});

/** A search (`q`: contains, on every searchable field) is answered from the trigram indexes. */
describe('admin list searches are served by indexes', () => {
  const planOf = plannerSession('set enable_seqscan = off');

  it.each([
    ['questionnaire_submissions', submissionsListSpec],
    ['email_logs', emailLogListSpec],
    ['contact_messages', leadsListSpec],
  ] as const)('%s', async (table, spec) => {
    const plan = planListQuery({ q: 'bakery' }, spec);
    const { where, params } = listPlanToSql(plan, (field) => column(field.path));
    const types = await planOf(`select count(*) from ${table} where ${where}`, params);
    const searched = Object.values(spec.fields).filter((f) => f.searchable).length;
    expect({ where, seq: types.includes('Seq Scan'), bitmapIndexScans: types.filter((t) => t === 'Bitmap Index Scan').length }).toEqual({
      where,
      seq: false,
      bitmapIndexScans: searched,
    });
  });
});
