import { EntitySchema, Options } from '@mikro-orm/core';
import { Migrator } from '@mikro-orm/migrations';
import { PostgreSqlDriver } from '@mikro-orm/postgresql';
import { migrationsList } from './migrations';

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
    pool: { min: 0, max: params.poolMax ?? 10, acquireTimeoutMillis: acquireTimeoutMs, idleTimeoutMillis: 30000 },
    // Without these a dead server makes the pool wait forever (node-postgres default).
    driverOptions: { connection: { connectionTimeoutMillis: acquireTimeoutMs, statement_timeout: 30000 } },
    forceUtcTimezone: true,
    allowGlobalContext: false,
    debug: params.debug ?? false,
    ensureDatabase: false,
  };
}
