import { Logger } from '@nestjs/common';
import { EntitySchema, Options } from '@mikro-orm/core';
import { Migrator } from '@mikro-orm/migrations';
import { PostgreSqlDriver } from '@mikro-orm/postgresql';
import { migrationsList } from './migrations';
import { disposeOnFatal } from './library-internals/knex-dispose-on-fatal';
import { currentEntityManager } from './lazy-request-context';

const knexLogger = new Logger('Database');
const knexLog = {
  warn: (message: unknown) => knexLogger.warn(String(message)),
  error: (message: unknown) => knexLogger.error(String(message)),
  deprecate: (method: unknown, alternative: unknown) => knexLogger.warn(`${String(method)} is deprecated, use ${String(alternative)}`),
  debug: () => undefined,
};

/** Sessions of the API show this in pg_stat_activity (db:restore refuses while any is open). */
export const API_APPLICATION_NAME = 'floridaweb-api';

export function createOrmOptions(params: {
  url: string;
  entities: EntitySchema[];
  poolMax?: number;
  acquireTimeoutMs?: number;
  debug?: boolean;
}): Options<PostgreSqlDriver> {
  const acquireTimeoutMs = params.acquireTimeoutMs ?? 5000;
  return {
    driver: PostgreSqlDriver,
    clientUrl: params.url,
    entities: params.entities,
    discovery: { warnWhenNoEntities: false, requireEntitiesArray: true },
    extensions: [Migrator],
    migrations: { migrationsList, silent: true, transactional: true, allOrNothing: true, snapshot: false, tableName: 'mikro_orm_migrations' },
    pool: {
      min: 0,
      max: params.poolMax ?? 10,
      acquireTimeoutMillis: acquireTimeoutMs,
      idleTimeoutMillis: 30000,
      afterCreate: disposeOnFatal,
    } as Options['pool'],
    // Without these a dead server makes the pool wait forever (node-postgres default).
    driverOptions: {
      connection: { connectionTimeoutMillis: acquireTimeoutMs, statement_timeout: 30000, application_name: API_APPLICATION_NAME },
      // knex prints pool warnings (e.g. "Connection Error: … terminated unexpectedly" when the
      // server drops a pooled connection, which the pool then replaces) with console.log; route
      // them through the application logger so that they stay structured and follow LOG_LEVEL.
      log: knexLog,
      // A failed statement's error carries its SQL with placeholders, never its values (which
      // would otherwise be written into the message and from there into the log).
      compileSqlOnError: false,
    },
    forceUtcTimezone: true,
    // No schema has relations, so there is nothing to propagate between entities; with the
    // default, MikroORM also puts change-tracking setters on every entity class's prototype, and
    // each domain object made with `new` (a plain read, a draft before it is persisted) pays for
    // an ORM wrapper and an accessor per field. Entities the ORM loads or persists still get
    // their accessors (MikroORM defines them on the instance then).
    propagationOnPrototype: false,
    allowGlobalContext: false,
    // A request's fork is made when it first uses the ORM (runWithLazyEntityManager).
    context: currentEntityManager,
    debug: params.debug ?? false,
    ensureDatabase: false,
  };
}
