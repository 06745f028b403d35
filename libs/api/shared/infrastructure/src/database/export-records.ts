import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * Rows handed out whole (a client's data export), each as PostgreSQL's own JSON of it: the query
 * selects one `to_jsonb(…) as record` per row. Times then come out in ISO 8601 with their offset,
 * as every reader of the file expects, not in the text PostgreSQL prints for a time (which is how
 * the ORM's pool returns them).
 */
export async function exportRecords(em: EntityManager, sql: string, params: unknown[]): Promise<Array<Record<string, unknown>>> {
  const rows = await em.execute<Array<{ record: Record<string, unknown> }>>(sql, params);
  return rows.map((row) => row.record);
}
