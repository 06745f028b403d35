import { Readable } from 'node:stream';
import { Injectable } from '@nestjs/common';
import type { EntityName, FilterQuery, QueryOrderMap } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { ListSpec, parseListQuery } from '../http/simple-rest-query';
import { CsvColumn, csvLine } from './csv';

/** Rows fetched from the cursor at a time: memory stays bounded by this, whatever the total. */
export const CSV_FETCH_ROWS = 1000;

/** List parameters that page; an export is of every row the filters match, so they are ignored. */
const PAGING = new Set(['_start', '_end']);

/**
 * Exports of admin lists as CSV: exactly the rows the list's filters, search and sort select (the
 * same parsing as the list), streamed from a PostgreSQL cursor in one read-only transaction, so
 * 50,000 rows never sit in memory at once and the file is one consistent snapshot.
 */
@Injectable()
export class CsvExporter {
  constructor(private readonly em: EntityManager) {}

  /**
   * The CSV of a list resource read with MikroORM (its entity and spec, as `findPage` reads a page).
   * A bad filter throws here (400), before anything is sent. Only the columns' properties are read.
   */
  async entityList<T extends object>(
    entity: EntityName<T>,
    query: Record<string, unknown>,
    spec: ListSpec,
    columns: CsvColumn<T>[],
    extra?: FilterQuery<T>,
  ): Promise<Readable> {
    const list = parseListQuery(Object.fromEntries(Object.entries(query).filter(([key]) => !PAGING.has(key))), spec);
    const where = (extra ? { $and: [list.where, extra] } : list.where) as FilterQuery<T>;
    const em = this.em.fork();
    const meta = em.getMetadata().find(typeof entity === 'string' ? entity : (entity as { name: string }).name);
    const qb = em
      .createQueryBuilder(entity)
      .select(columns.map((c) => c.prop) as never)
      .where(where)
      .orderBy(list.orderBy as QueryOrderMap<T>[]);
    const knexQuery = qb.getKnexQuery(true).toSQL();
    const fieldOf = (prop: string) => meta?.properties[prop as keyof typeof meta.properties]?.fieldNames?.[0] ?? prop;
    const fields = columns.map((c) => fieldOf(c.prop));
    return this.stream(
      knexQuery.sql,
      [...knexQuery.bindings],
      columns.map((c) => c.header),
      (row) => fields.map((f) => row[f]),
    );
  }

  /**
   * Opens the cursor and reads the first rows before answering, so that a query the database
   * refuses is an error answer (400/503 through the error filter), not a 200 cut short.
   */
  private async stream(sql: string, bindings: unknown[], headers: string[], cells: (raw: Record<string, unknown>) => unknown[]): Promise<Readable> {
    const knex = this.em.getConnection().getKnex();
    const trx = await knex.transaction(undefined, { isolationLevel: 'repeatable read', readOnly: true });
    const fetch = async () => ((await trx.raw(`fetch ${CSV_FETCH_ROWS} from fw_csv_export`)) as { rows: Record<string, unknown>[] }).rows;
    const end = async () => {
      if (!trx.isCompleted()) await trx.rollback().catch(() => undefined);
    };
    let first: Record<string, unknown>[];
    try {
      await trx.raw(`declare fw_csv_export no scroll cursor for ${sql}`, bindings as never[]);
      first = await fetch();
    } catch (error) {
      await end();
      throw error;
    }
    const lines = async function* (): AsyncGenerator<string> {
      try {
        yield csvLine(headers);
        for (let rows = first; rows.length; rows = await fetch()) {
          let chunk = '';
          for (const raw of rows) chunk += csvLine(cells(raw));
          yield chunk;
        }
      } finally {
        // A read-only transaction: ending it either way releases the cursor and the connection,
        // also when the download is cut short.
        await end();
      }
    };
    return Readable.from(lines(), { objectMode: false, highWaterMark: 64 * 1024 });
  }
}
