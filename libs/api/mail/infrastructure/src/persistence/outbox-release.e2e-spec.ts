// Shutdown gives claimed-but-unstarted e-mails back (OutboxStorePort.release) on PostgreSQL: the
// row is queued again with its lease cleared, so another worker takes it at once; a release by a
// claim that is no longer the current one changes nothing.
import { MailOutboxPort, OutboxStorePort } from '@fw/api-mail-application';
import { createTestApp, TestApp } from '@fw/api-testing';

describe('outbox release at shutdown (PostgreSQL)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ env: { SMTP_URL: '' } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('puts a claimed row back, due at once, and ignores a stale claim', async () => {
    const outbox = t.app.get(MailOutboxPort);
    const store = t.app.get(OutboxStorePort);
    const { id } = await outbox.enqueue({ template: 'password-reset', to: 'release@example.com', data: { resetUrl: 'https://x.example/r' } } as never);
    const claims = await store.claimDue(50, 120_000);
    const claim = claims.find((c) => c.log.id === id)!;
    expect(claim.attempt).toBe(1);

    await store.release(claim);
    const [row] = await t.sql<Record<string, unknown>>('select status, attempts, locked_until from email_logs where id = ?', [id]);
    expect(row).toEqual({ status: 'queued', attempts: 1, locked_until: null });

    const again = (await store.claimDue(50, 120_000)).find((c) => c.log.id === id)!;
    expect(again.attempt).toBe(2);
    await store.release(claim); // the first claim's release, late: the new claim stands
    const [still] = await t.sql<Record<string, unknown>>('select status, attempts from email_logs where id = ?', [id]);
    expect(still).toEqual({ status: 'sending', attempts: 2 });
  });
});
