import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { EntityMetadata, EntityName, EntityProperty, MikroORM, ReferenceKind, Utils } from '@mikro-orm/core';
import type { PostgreSqlConnection } from '@mikro-orm/postgresql';
import { withPooledConnection } from './library-internals/knex-pooled-connection';
import { ListField, ListPlan, ListSpec, listPlanToSql, planListQuery } from '../http/simple-rest-query';

/**
 * A SQL text. With a name, each pooled connection parses and plans it once (a prepared
 * statement); without, it is planned on every call.
 */
export interface SqlStatement {
  readonly name?: string;
  readonly text: string;
}

/** The data fields of an entity class, without its methods: what a plain read returns. */
export type PlainFields<T> = { [K in keyof T as T[K] extends (...args: never[]) => unknown ? never : K]: T[K] };

/**
 * An exact total kept elsewhere (e.g. counts maintained by triggers) for the plans it covers: a
 * scalar SQL query whose values are bound through `param`; null, with nothing bound, for the plans
 * it does not cover.
 */
export type KnownTotal = (plan: ListPlan, param: (value: unknown) => string) => string | null;

/**
 * Extra columns on a page's rows and how a row becomes the caller's item. `columns` gets the
 * page's quoted table name, for correlated subqueries; aliases must not clash with the entity's
 * property names or with "__total".
 */
export interface PageColumns<T, R> {
  columns: (table: string) => string;
  read: (fields: PlainFields<T>, row: Record<string, unknown>) => R;
}

const defined = new Map<string, string>();

/**
 * Declares a read statement. Names are global per connection, so one name must always mean one
 * text: a second definition with another text is a programming error and fails at load time.
 */
export function sqlStatement(name: string, text: string): SqlStatement {
  const known = defined.get(name);
  if (known !== undefined && known !== text) throw new Error(`SQL statement ${name} is defined twice with different texts`);
  defined.set(name, text);
  return { name, text };
}

/**
 * Plain SQL for the hottest reads (public content, the client's own website, the signed-in user,
 * the admin submissions list), on the ORM's own connection pool. A CPU profile showed MikroORM's
 * query building, hydration and request forks as the largest cost of these reads; here rows come
 * straight from node-postgres.
 * Reads only: every write goes through the ORM and its unit of work. Errors are node-postgres' own
 * (the error filter maps an unreachable database to 503 as for ORM queries).
 */
@Injectable()
export class SqlReader {
  constructor(private readonly orm: MikroORM) {}

  async rows<T>(statement: SqlStatement, values: unknown[]): Promise<T[]> {
    const knex = (this.orm.em.getConnection() as PostgreSqlConnection).getKnex();
    const result = await withPooledConnection(knex, (connection) => connection.query({ name: statement.name, text: statement.text, values }));
    return result.rows as T[];
  }

  async first<T>(statement: SqlStatement, values: unknown[]): Promise<T | null> {
    return (await this.rows<T>(statement, values))[0] ?? null;
  }

  /**
   * One simple-rest page of an entity's table and the total matching the filters (for
   * X-Total-Count), as findPage does through the ORM. Spec paths must be the entity's own scalar
   * properties. Rows come back as plain objects with the entity's fields (not instances: MikroORM's
   * accessors on entity prototypes make every field assignment costly), or as `also.read` makes
   * them from those fields and the extra columns `also.columns` selects (e.g. a related row through
   * a correlated subquery, so the page needs no second round trip).
   */
  async page<T extends object, R = PlainFields<T>>(
    entity: EntityName<T>,
    query: Record<string, unknown>,
    spec: ListSpec,
    options: { knownTotal?: KnownTotal; also?: PageColumns<T, R> } = {},
  ): Promise<{ items: R[]; total: number }> {
    const table = this.tableOf(Utils.className(entity));
    const plan = planListQuery(query, spec);
    const { where, orderBy, params } = listPlanToSql(plan, (field) => table.column(field));
    const also = options.also;
    const columns = also ? `, ${also.columns(table.name)}` : '';
    const hydrate = (rows: Record<string, unknown>[]): R[] =>
      rows.map((row) => {
        const fields = table.hydrate(row) as PlainFields<T>;
        return also ? also.read(fields, row) : (fields as unknown as R);
      });
    const pageValues = [...params];
    const bounds = `limit ${bind(pageValues, plan.limit)} offset ${bind(pageValues, plan.offset)}`;
    const knownTotal = options.knownTotal;
    const known = knownTotal?.(plan, (value) => bind(pageValues, value));
    const pageText = (total: string) => `select ${table.select}${columns}${total} from ${table.name} where ${where} order by ${orderBy} ${bounds}`;
    if (knownTotal && known) {
      // The page and its total in one round trip.
      const rows = await this.rows<Record<string, unknown>>(namedByText(pageText(`, (${known}) as "__total"`)), pageValues);
      if (rows.length) return { items: hydrate(rows), total: Number(rows[0]['__total']) };
      // A page past the end has no row to carry the total: ask for the total alone.
      const values: unknown[] = [];
      const alone = namedByText(`select (${knownTotal(plan, (value) => bind(values, value))}) as total`);
      return { items: [], total: (await this.first<{ total: number }>(alone, values))?.total ?? 0 };
    }
    const [rows, count] = await Promise.all([
      this.rows<Record<string, unknown>>(namedByText(pageText('')), pageValues),
      this.first<{ total: number }>(namedByText(`select count(*)::int as total from ${table.name} where ${where}`), params),
    ]);
    return { items: hydrate(rows), total: count?.total ?? 0 };
  }

  private readonly tables = new Map<string, SqlTable>();

  private tableOf(className: string): SqlTable {
    let table = this.tables.get(className);
    if (!table) {
      table = new SqlTable(this.orm.getMetadata().get(className));
      this.tables.set(className, table);
    }
    return table;
  }
}

/**
 * The ORM's pool returns timestamps as PostgreSQL prints them ("2026-11-21 10:00:00.123456+00")
 * so that MikroORM can convert them; this does the same for plain reads.
 */
export function pgTimestamp(value: string | Date): Date {
  if (value instanceof Date) return value;
  // The usual shape in a UTC session, read by position (several per row, on hot paths).
  if (value.length >= 22 && value.length <= 29 && value.endsWith('+00') && value[10] === ' ' && (value.length === 22 || value[19] === '.')) {
    const ms =
      value.length === 22
        ? 0
        : Number(
            value
              .slice(20, value.length - 3)
              .slice(0, 3)
              .padEnd(3, '0'),
          );
    return new Date(
      Date.UTC(+value.slice(0, 4), +value.slice(5, 7) - 1, +value.slice(8, 10), +value.slice(11, 13), +value.slice(14, 16), +value.slice(17, 19), ms),
    );
  }
  return new Date(value.replace(' ', 'T').replace(/([+-]\d\d)$/, '$1:00'));
}

/** Appends a value to a statement's values and returns its placeholder. */
const bind = (values: unknown[], value: unknown): string => `$${values.push(value)}`;

export const MAX_NAMED_TEXTS = 100;
const namedTexts = new Map<string, string>();

/**
 * A statement built per request (a list page or count), named after its text so that each pooled
 * connection plans it once rather than on every request. Page bounds and filter values are
 * parameters, so the texts are few (one per combination of filtered fields, operators and sort);
 * past a cap (a cached plan costs each connection memory), new texts go unnamed so crafted filter
 * combinations cannot grow every connection's prepared statements without end. After five runs
 * PostgreSQL may keep a generic plan for such a statement (for the admin list's default sort it
 * is the same index scan as the custom plan).
 */
export function namedByText(text: string): SqlStatement {
  let name = namedTexts.get(text);
  if (!name) {
    if (namedTexts.size >= MAX_NAMED_TEXTS) return { text };
    name = `list_${createHash('sha256').update(text).digest('hex').slice(0, 32)}`;
    namedTexts.set(text, name);
  }
  return { name, text };
}

const quote = (identifier: string): string => `"${identifier.replace(/"/g, '""')}"`;

/** How an entity's scalar columns are read and turned into plain objects, from ORM metadata. */
class SqlTable {
  readonly name: string;
  readonly select: string;
  private readonly props: EntityProperty[];
  private readonly byPath = new Map<string, string>();

  constructor(private readonly meta: EntityMetadata) {
    this.name = quote(meta.tableName);
    // Lazy columns (secrets such as a resume-token hash) stay unread, as with the ORM.
    this.props = meta.props.filter((p) => p.kind === ReferenceKind.SCALAR && p.persist !== false && !p.lazy && p.fieldNames?.length === 1);
    for (const p of meta.props) if (p.fieldNames?.length === 1) this.byPath.set(p.name, quote(p.fieldNames[0]));
    this.select = this.props.map((p) => `${quote(p.fieldNames[0])} as ${quote(p.name)}`).join(', ');
  }

  column(field: ListField): string {
    const column = this.byPath.get(field.path);
    if (!column) throw new Error(`list field ${field.path} is not a column of ${this.meta.tableName}`);
    return column;
  }

  hydrate(row: Record<string, unknown>): object {
    const entity: Record<string, unknown> = {};
    for (const p of this.props) {
      const value = row[p.name];
      entity[p.name] = p.runtimeType === 'Date' && typeof value === 'string' ? pgTimestamp(value) : value;
    }
    return entity;
  }
}
