// loss.shutdown — SIGTERM's path (main.ts calls app.close()) with requests in flight: the server
// stops taking connections, the requests it already has finish with their normal answers, and only
// then does the database pool close, so nothing is half-written. Sign-ups are the requests: each
// hashes a password first (tens of ms on the thread pool), then writes user, profile, role,
// confirmation token and the queued e-mail in one transaction.
import { bootFaultApp, FaultApp, waitFor } from './support/fault-app';
import { createTestDatabase, TestDatabase } from '@fw/api-testing';
import { Client } from 'pg';

jest.setTimeout(60_000);

describe('loss.shutdown', () => {
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

  it('finishes the requests in flight when it closes, writes each whole, then refuses new connections', async () => {
    const server = t.app.getHttpServer();
    await t.app.listen(0, '127.0.0.1');
    const { port } = server.address() as { port: number };
    const emails = Array.from({ length: 12 }, (_, i) => `shutdown-${i}-${Date.now()}@example.com`);
    let answered = 0;
    const signUps = emails.map((email) =>
      fetch(`http://127.0.0.1:${port}/api/auth/sign-up`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: 'Shutdown-Test-1', full_name: 'Shut Down' }),
      }).then(
        (res) => (answered++, res.status),
        (error: Error) => (answered++, error.message),
      ),
    );
    // Close once every request has reached the server (each holds a connection until answered).
    await waitFor(
      async () => (await new Promise<number>((resolve) => server.getConnections((_: unknown, n: number) => resolve(n)))) >= emails.length,
      5_000,
      5,
    );
    const closing = t.close();
    const inFlightAtClose = emails.length - answered;
    const statuses = await Promise.all(signUps);
    await closing;

    // The point of the test: requests were still being handled when the close began.
    expect(inFlightAtClose).toBeGreaterThan(0);

    expect(statuses).toEqual(emails.map(() => 201));
    const users = await sql.query(
      `select u.email, p.full_name, r.role, (select count(*)::int from email_logs e where e.recipient_email = u.email) as mails
         from users u join profiles p on p.id = u.id join user_roles r on r.user_id = u.id where u.email = any($1) order by u.email`,
      [emails],
    );
    expect(users.rows).toEqual([...emails].sort().map((email) => ({ email, full_name: 'Shut Down', role: 'editor', mails: 1 })));
    await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
  });
});
