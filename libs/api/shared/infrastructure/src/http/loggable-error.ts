/**
 * What the log keeps of a failed database statement. PostgreSQL's error fields can quote the
 * values of a statement: `detail` ("Key (email)=(…) already exists", "Failing row contains (…)"),
 * `where`, and messages such as `invalid input syntax for type uuid: "…"`. The statement's SQL
 * itself comes with placeholders only (knex's compileSqlOnError: false, see mikro-orm-options).
 * Anything else is logged as it is.
 */
export function loggableError(error: unknown): unknown {
  if (!isDatabaseError(error)) return error;
  const message = maskQuoted(error.message);
  const frames = (error.stack ?? '').split('\n').filter((line) => line.trimStart().startsWith('at '));
  return {
    type: error.name,
    message,
    code: error.code,
    table: error.table,
    column: error.column,
    constraint: error.constraint,
    routine: error.routine,
    stack: [`${error.name}: ${message}`, ...frames].join('\n'),
  };
}

interface DatabaseError extends Error {
  code?: string;
  severity?: string;
  table?: string;
  column?: string;
  constraint?: string;
  routine?: string;
}

/** node-postgres errors (and MikroORM's wrappers, which copy their fields) carry a severity. */
function isDatabaseError(error: unknown): error is DatabaseError {
  return error instanceof Error && typeof (error as DatabaseError).severity === 'string';
}

/** Quoted literals in PostgreSQL's wording ("…" and '…') are values; identifiers are kept by name above. */
function maskQuoted(message: string): string {
  return message.replace(/"(?:[^"]|"")*"/g, '"…"').replace(/'(?:[^']|'')*'/g, "'…'");
}
