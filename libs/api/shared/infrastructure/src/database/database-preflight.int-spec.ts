// DATABASE_URL is checked once before the app starts: a database that does not exist is refused
// (and not created), a wrong password or a closed port names the variable; `db:create` creates.
import net from 'node:net';
import { Client } from 'pg';
import { ConfigurationError } from '../config/env-schema';
import { createDatabaseOf, verifyDatabaseUrl } from './database-preflight';

function urlWith(change: (u: URL) => void): string {
  const u = new URL(process.env.TEST_DATABASE_URL!);
  change(u);
  return u.toString();
}

async function databaseExists(name: string): Promise<boolean> {
  const c = new Client({ connectionString: urlWith((u) => (u.pathname = '/postgres')) });
  await c.connect();
  try {
    return ((await c.query('select 1 from pg_database where datname = $1', [name])).rowCount ?? 0) > 0;
  } finally {
    await c.end();
  }
}

describe('DATABASE_URL check at start', () => {
  const typo = `fw_typo_${Date.now()}`;

  it('refuses a database that does not exist, by name, and does not create it', async () => {
    const url = urlWith((u) => (u.pathname = `/${typo}`));
    const error = await verifyDatabaseUrl(url).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConfigurationError);
    expect((error as Error).message).toContain(`DATABASE_URL: database "${typo}" does not exist`);
    expect((error as Error).message).toContain('npm run db:create');
    expect(await databaseExists(typo)).toBe(false);
  });

  it('names DATABASE_URL for a wrong password', async () => {
    const url = urlWith((u) => (u.password = 'wrong-password'));
    await expect(verifyDatabaseUrl(url)).rejects.toThrow(/DATABASE_URL: password authentication failed for user "postgres"/);
  });

  it('names DATABASE_URL when nothing listens at the address', async () => {
    const port = await new Promise<number>((resolve) => {
      const s = net.createServer().listen(0, '127.0.0.1', () => {
        const p = (s.address() as net.AddressInfo).port;
        s.close(() => resolve(p));
      });
    });
    const url = urlWith((u) => (u.port = String(port)));
    await expect(verifyDatabaseUrl(url)).rejects.toThrow(new RegExp(`DATABASE_URL: nothing accepts connections at 127.0.0.1:${port}`));
  });

  it('db:create creates the named database once; then the check passes', async () => {
    const url = urlWith((u) => (u.pathname = `/${typo}`));
    try {
      expect(await createDatabaseOf(url)).toBe(true);
      expect(await createDatabaseOf(url)).toBe(false);
      await expect(verifyDatabaseUrl(url)).resolves.toBeUndefined();
    } finally {
      const c = new Client({ connectionString: urlWith((u) => (u.pathname = '/postgres')) });
      await c.connect();
      await c.query(`drop database if exists ${typo} with (force)`);
      await c.end();
    }
  });
});
