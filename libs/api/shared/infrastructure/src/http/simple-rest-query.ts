import { UUID_PATTERN, ValidationError } from '@fw/api-shared-domain';

/** One field a list resource exposes, by its API (snake_case) name. */
export interface ListField {
  /** Entity property path, dot-separated for relations (`owner.fullName`). */
  path: string;
  /** `number` is a whole number (amounts in cents, counts). */
  type: 'string' | 'number' | 'boolean' | 'date' | 'uuid';
  sortable?: boolean;
  filterable?: boolean;
  /** Included in the `q` full-text-ish search (case-insensitive contains). */
  searchable?: boolean;
  /** The column can be NULL: descending sorts then put empty values last (not index-served). */
  nullable?: boolean;
  /** Every request must filter on it (`field=` at least once), e.g. sections per website. */
  required?: boolean;
}

/** Longest text a list filter or search compares with. */
export const LIST_TEXT_MAX = 200;

export interface ListSpec {
  fields: Record<string, ListField>;
  defaultSort: { field: string; order: 'asc' | 'desc' };
  maxPageSize?: number;
}

export interface ListQuery {
  where: Record<string, unknown>;
  orderBy: Record<string, unknown>[];
  offset: number;
  limit: number;
}

type Query = Record<string, unknown>;

const reserved = new Set(['_start', '_end', '_sort', '_order', 'q']);
/** Filter suffixes: `field_ne`, `field_gte`, `field_lte` compare, `field_like` searches, `field_null=true|false` tests emptiness. */
const FILTER_SUFFIXES = ['_ne', '_gte', '_lte', '_like', '_null'] as const;

function nest(path: string, value: unknown): Record<string, unknown> {
  return path.split('.').reduceRight<unknown>((acc, key) => ({ [key]: acc }), value) as Record<string, unknown>;
}

function fail(field: string, message: string): never {
  throw new ValidationError('REQUEST.INVALID_LIST_QUERY', message, { [field]: [message] });
}

function coerce(name: string, field: ListField, raw: unknown): unknown {
  const value = Array.isArray(raw) ? raw.map(String) : String(raw);
  const one = (v: string): unknown => {
    switch (field.type) {
      case 'number': {
        // List numbers are whole (amounts in cents, counts): a fraction would only fail in SQL.
        const n = Number(v);
        if (!Number.isSafeInteger(n)) fail(name, `${name} must be a whole number`);
        return n;
      }
      case 'boolean':
        if (v !== 'true' && v !== 'false') fail(name, `${name} must be true or false`);
        return v === 'true';
      case 'date': {
        const d = new Date(v);
        if (Number.isNaN(d.getTime())) fail(name, `${name} must be a date`);
        return d;
      }
      case 'uuid':
        if (!UUID_PATTERN.test(v)) fail(name, `${name} must be a UUID`);
        return v;
      default:
        if (v.length > LIST_TEXT_MAX) fail(name, `${name} must be at most ${LIST_TEXT_MAX} characters`);
        return v;
    }
  };
  return Array.isArray(value) ? value.map(one) : one(value);
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** One validated condition of a list request. */
export type ListCondition =
  | { kind: 'compare'; field: ListField; op: 'eq' | 'in' | 'ne' | 'gte' | 'lte'; value: unknown }
  /** Case-insensitive "contains" on any of the fields (`field_like` names one, `q` all searchable). */
  | { kind: 'contains'; fields: ListField[]; text: string }
  /** `field_null=true`: the (nullable) field is empty; `false`: it is set. */
  | { kind: 'null'; field: ListField; isNull: boolean };

/** A list request checked against its spec, independent of how it is run (ORM or SQL). */
export interface ListPlan {
  conditions: ListCondition[];
  /** Ends with the unique id tie-breaker. */
  orders: Array<{ field: ListField; desc: boolean; nullsLast: boolean }>;
  offset: number;
  limit: number;
}

const ID_FIELD: ListField = { path: 'id', type: 'uuid' };

/**
 * Reads Refine simple-rest list parameters (`_start,_end,_sort,_order`, `field`, `field_ne|_gte|
 * _lte|_like`, `q`, repeated `id`) against a whitelist. Anything not whitelisted is a 400 naming
 * the parameter.
 */
export function planListQuery(query: Query, spec: ListSpec): ListPlan {
  const maxPageSize = spec.maxPageSize ?? 100;
  const int = (name: string, fallback: number): number => {
    const raw = query[name];
    if (raw === undefined) return fallback;
    const n = Number(raw);
    // Bounded by what a JS number holds exactly (far below PostgreSQL's bigint limit).
    if (!Number.isSafeInteger(n) || n < 0) fail(name, `${name} must be a non-negative integer`);
    return n;
  };
  const start = int('_start', 0);
  const end = int('_end', start + 10);
  if (end < start) fail('_end', '_end must not be less than _start');
  const limit = Math.min(end - start, maxPageSize);

  const conditions: ListCondition[] = [];
  for (const [key, raw] of Object.entries(query)) {
    if (reserved.has(key)) continue;
    const suffix = FILTER_SUFFIXES.find((op) => key.endsWith(op));
    const name = suffix ? key.slice(0, -suffix.length) : key;
    const field = spec.fields[name];
    if (!field?.filterable) fail(key, `${key} is not a filter of this list`);
    if (suffix === '_like') {
      if (field.type !== 'string') fail(key, `${key}: only text fields can be searched with _like`);
      if (String(raw).length > LIST_TEXT_MAX) fail(key, `${key} must be at most ${LIST_TEXT_MAX} characters`);
      conditions.push({ kind: 'contains', fields: [field], text: String(raw) });
    } else if (suffix === '_null') {
      if (!field.nullable) fail(key, `${key}: only fields that can be empty take _null`);
      if (raw !== 'true' && raw !== 'false') fail(key, `${key} must be true or false`);
      conditions.push({ kind: 'null', field, isNull: raw === 'true' });
    } else if (suffix) {
      conditions.push({ kind: 'compare', field, op: suffix.slice(1) as 'ne' | 'gte' | 'lte', value: coerce(key, field, raw) });
    } else {
      const value = coerce(key, field, raw);
      conditions.push({ kind: 'compare', field, op: Array.isArray(value) ? 'in' : 'eq', value });
    }
  }
  for (const [name, field] of Object.entries(spec.fields)) {
    if (field.required && query[name] === undefined) fail(name, `${name} filter is required`);
  }
  if (typeof query.q === 'string' && query.q.trim()) {
    const searchable = Object.values(spec.fields).filter((f) => f.searchable);
    if (searchable.length) conditions.push({ kind: 'contains', fields: searchable, text: query.q.trim().slice(0, LIST_TEXT_MAX) });
  }

  const sortFields = typeof query._sort === 'string' ? query._sort.split(',') : [spec.defaultSort.field];
  const directions = typeof query._order === 'string' ? query._order.split(',') : [];
  const orders = sortFields.map((name, i) => {
    const field = spec.fields[name];
    if (!field?.sortable) fail('_sort', `_sort: ${name} is not sortable`);
    const order = (directions[i] ?? (query._sort ? 'asc' : spec.defaultSort.order)).toLowerCase();
    if (order !== 'asc' && order !== 'desc') fail('_order', '_order must be asc or desc');
    // PostgreSQL puts NULLs first in descending order; only nullable columns pay for "nulls last",
    // so NOT NULL sorts (created_at desc, ...) stay served by their indexes.
    return { field, desc: order === 'desc', nullsLast: order === 'desc' && !!field.nullable };
  });
  // A unique tie-breaker keeps pages stable when sort values repeat. It runs the same way as the
  // last sort so that one index on (column, id) serves both directions (read backwards for desc).
  orders.push({ field: ID_FIELD, desc: orders[orders.length - 1].desc, nullsLast: false });
  return { conditions, orders, offset: start, limit };
}

/** The plan as a MikroORM filter, ordering and page. */
export function parseListQuery(query: Query, spec: ListSpec): ListQuery {
  const plan = planListQuery(query, spec);
  const ormOps = { eq: null, in: '$in', ne: '$ne', gte: '$gte', lte: '$lte' } as const;
  const and = plan.conditions.map((c): Record<string, unknown> => {
    if (c.kind === 'contains') {
      const each = c.fields.map((f) => nest(f.path, { $ilike: `%${escapeLike(c.text)}%` }));
      return each.length === 1 ? each[0] : { $or: each };
    }
    if (c.kind === 'null') return nest(c.field.path, c.isNull ? null : { $ne: null });
    const op = ormOps[c.op];
    return nest(c.field.path, op ? { [op]: c.value } : c.value);
  });
  const orderBy = plan.orders.map((o) => nest(o.field.path, o.desc ? (o.nullsLast ? 'desc nulls last' : 'desc') : 'asc'));
  return { where: and.length ? { $and: and } : {}, orderBy, offset: plan.offset, limit: plan.limit };
}

/**
 * The plan as SQL over one table: a WHERE clause with $n parameters (numbered from 1) and an
 * ORDER BY. `column` names the column of a field (quoted by the caller's rules).
 */
export function listPlanToSql(plan: ListPlan, column: (field: ListField) => string): { where: string; orderBy: string; params: unknown[] } {
  const params: unknown[] = [];
  const param = (value: unknown): string => `$${params.push(value)}`;
  const sqlOps = { eq: '=', ne: '<>', gte: '>=', lte: '<=' } as const;
  const parts = plan.conditions.map((c) => {
    if (c.kind === 'contains') {
      const pattern = param(`%${escapeLike(c.text)}%`);
      const each = c.fields.map((f) => `${column(f)} ilike ${pattern}`);
      return each.length === 1 ? each[0] : `(${each.join(' or ')})`;
    }
    if (c.kind === 'null') return `${column(c.field)} is ${c.isNull ? '' : 'not '}null`;
    if (c.op === 'in') return `${column(c.field)} = any(${param(c.value)})`;
    return `${column(c.field)} ${sqlOps[c.op]} ${param(c.value)}`;
  });
  const orderBy = plan.orders.map((o) => `${column(o.field)} ${o.desc ? 'desc' : 'asc'}${o.nullsLast ? ' nulls last' : ''}`).join(', ');
  return { where: parts.length ? parts.join(' and ') : 'true', orderBy, params };
}
