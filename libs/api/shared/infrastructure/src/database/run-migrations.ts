import { MikroORM } from '@mikro-orm/core';

/** Applies pending migrations; a second run is a no-op. Returns the names applied. */
export async function runMigrations(orm: MikroORM): Promise<string[]> {
  const applied = await orm.getMigrator().up();
  return applied.map((migration) => migration.name);
}
