import { z } from 'zod';
import { booleanFromEnv, intFromEnv, parseEnv } from './env-schema';

export interface DatabaseConfig {
  /** External server; when absent the API starts embedded PostgreSQL. */
  url?: string;
  embeddedPort: number;
  migrateOnStart: boolean;
  seedDemoData: boolean;
  poolMax: number;
  /** How long a request waits for a pooled connection before failing with 503. */
  acquireTimeoutMs: number;
}

export function loadDatabaseConfig(env: NodeJS.ProcessEnv = process.env): DatabaseConfig {
  const raw = parseEnv(
    {
      DATABASE_URL: z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
        .optional(),
      EMBEDDED_PG_PORT: intFromEnv(54329, 1, 65535),
      DB_MIGRATE_ON_START: booleanFromEnv(true),
      SEED_DEMO_DATA: z.enum(['true', 'false', '1', '0']).optional(),
      DB_POOL_MAX: intFromEnv(10, 1, 200),
      DB_ACQUIRE_TIMEOUT_MS: intFromEnv(5000, 100, 120000),
    },
    env,
  );
  return {
    url: raw.DATABASE_URL,
    embeddedPort: raw.EMBEDDED_PG_PORT,
    migrateOnStart: raw.DB_MIGRATE_ON_START,
    // Demo data is on by default only for the embedded database.
    seedDemoData: raw.SEED_DEMO_DATA === undefined ? !raw.DATABASE_URL : ['true', '1'].includes(raw.SEED_DEMO_DATA),
    poolMax: raw.DB_POOL_MAX,
    acquireTimeoutMs: raw.DB_ACQUIRE_TIMEOUT_MS,
  };
}
