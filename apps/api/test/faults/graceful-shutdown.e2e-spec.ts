// loss.graceful-shutdown — the shutdown main.ts runs on SIGTERM/SIGINT (HttpDrain + shutDownApp)
// under keep-alive load: every request that reached the server before the drain is answered
// normally (no drop, no 503), those answers tell the client to close the connection, and the
// server is closed right after the last answer instead of after Node's keep-alive timeout.
import { Client } from 'pg';
import { bootFaultApp, FaultApp, waitFor } from './support/fault-app';
import { createTestDatabase, TestDatabase } from '@fw/api-testing';
import { HttpDrain, shutDownApp } from '../../src/app/graceful-shutdown';

jest.setTimeout(60_000);

describe('loss.graceful-shutdown', () => {
  let db: TestDatabase;
  let t: FaultApp;
  let sql: Client;

  beforeAll(async () => {
    db = await createTestDatabase();
    t = await bootFaultApp(db.url, { AUTH_RATE_LIMIT_SIGN_UP_PER_IP: '1000', AUTH_RATE_LIMIT_EMAIL_PER_IP: '1000' });
    sql = new Client({ connectionString: db.url });
    await sql.connect();
  });
  afterAll(async () => {
    await sql?.end();
    await db?.drop();
  });

  it('answers every request that arrived before the drain, closes keep-alive connections after them, and exits promptly', async () => {
    const drain = new HttpDrain(t.app.getHttpServer());
    await t.app.listen(0, '127.0.0.1');
    const { port } = t.app.getHttpServer().address() as { port: number };
    const base = `http://127.0.0.1:${port}`;
    let received = 0;
    t.app.getHttpServer().on('request', () => received++);
    const warm = 8;
    // Warm keep-alive connections first, as a browser or a proxy holds them.
    await Promise.all(Array.from({ length: 8 }, () => fetch(`${base}/api/health`).then((r) => r.text())));

    const emails = Array.from({ length: 16 }, (_, i) => `drain-${i}-${Date.now()}@example.com`);
    let answeredAt = 0;
    const signUps = emails.map((email) =>
      fetch(`${base}/api/auth/sign-up`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: 'Drain-Test-12345', full_name: 'Drain Test' }),
      }).then(
        async (res) => {
          await res.text();
          answeredAt = Date.now();
          return { status: res.status, connection: res.headers.get('connection') };
        },
        (error: Error) => ({ status: 0, connection: error.message }),
      ),
    );
    // Drain once every sign-up has reached the server (each is still hashing a password then).
    await waitFor(async () => received >= warm + emails.length, 5_000, 2);
    const report = await shutDownApp(t.app, drain, 10_000);
    const closedAt = Date.now();
    const answers = await Promise.all(signUps);

    expect(report.drained).toBe(true);
    expect(answers.map((a) => a.status)).toEqual(emails.map(() => 201));
    // At least the answers still being computed at the drain told their clients to close.
    expect(answers.some((a) => a.connection === 'close')).toBe(true);
    // Closed with the last answer, not 5 s later when Node's keep-alive timeout would end the sockets.
    expect(closedAt - answeredAt).toBeLessThan(2_000);
    const { rows } = await sql.query(`select count(*)::int as n from users where email = any($1)`, [emails]);
    expect(rows[0].n).toBe(emails.length);
    await expect(fetch(`${base}/api/health`)).rejects.toThrow();
  });
});
