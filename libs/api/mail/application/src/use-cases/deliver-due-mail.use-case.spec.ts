import { MailDeliveryError } from '@fw/api-mail-domain';
import { FakeMailTransport, InMemoryOutboxStore } from '../testing/fake-mail';
import { DeliverDueMailUseCase, DeliverySettings } from './deliver-due-mail.use-case';

const settings: DeliverySettings = {
  batchSize: 10,
  leaseMs: 60_000,
  concurrency: 3,
  maxAttempts: 3,
  baseDelayMs: 1000,
  maxDelayMs: 5000,
  from: 'FW <no-reply@fw.example>',
};

describe('DeliverDueMailUseCase', () => {
  let store: InMemoryOutboxStore;
  let transport: FakeMailTransport;
  let useCase: DeliverDueMailUseCase;
  let now: number;

  beforeEach(() => {
    now = Date.parse('2026-01-01T00:00:00Z');
    store = new InMemoryOutboxStore();
    store.now = () => now;
    transport = new FakeMailTransport();
    useCase = new DeliverDueMailUseCase(store, transport);
  });

  it('sends due rows with their stored Message-ID and marks them sent', async () => {
    store.add({ id: 'a', replyTo: 'r@example.com' });
    store.add({ id: 'b' });
    store.add({ id: 'later', nextAttemptAt: new Date(now + 10_000) });
    expect(await useCase.execute(settings)).toEqual({ claimed: 2, sent: 2, retried: 0, failed: 0, released: 0 });
    expect(transport.sent.map((m) => [m.messageId, m.from, m.replyTo])).toEqual(
      expect.arrayContaining([
        ['<a@example.com>', settings.from, 'r@example.com'],
        ['<b@example.com>', settings.from, null],
      ]),
    );
    expect(store.rows.get('a')!.status).toBe('sent');
    expect(store.rows.get('later')!.status).toBe('queued');
  });

  it('backs off exponentially on temporary errors and fails after the last attempt', async () => {
    store.add({ id: 'a' });
    transport.failWith = () => new MailDeliveryError('451 later', false, { responseCode: 451 });
    await useCase.execute(settings);
    expect(store.rows.get('a')!.nextAttemptAt.getTime() - now).toBe(1000);
    now += 1000;
    await useCase.execute(settings);
    expect(store.rows.get('a')!.nextAttemptAt.getTime() - now).toBe(2000);
    now += 2000;
    expect(await useCase.execute(settings)).toMatchObject({ failed: 1 });
    expect(store.rows.get('a')).toMatchObject({ status: 'failed', attempts: 3, metadata: { lastError: '451 later' } });
  });

  it('treats unknown errors as temporary and 5xx as final', async () => {
    store.add({ id: 'net' });
    store.add({ id: 'perm' });
    transport.failWith = (m) => (m.logId === 'net' ? new Error('ECONNRESET') : new MailDeliveryError('550 no user', true));
    expect(await useCase.execute(settings)).toMatchObject({ retried: 1, failed: 1 });
    expect(store.rows.get('net')!.status).toBe('queued');
    expect(store.rows.get('perm')).toMatchObject({ status: 'failed', attempts: 1 });
  });

  it('when stopping mid-batch, gives the messages not yet started back to the outbox, due at once', async () => {
    for (const id of ['a', 'b', 'c', 'd', 'e']) store.add({ id });
    let stopping = false;
    let sends = 0;
    transport.failWith = () => {
      if (++sends === 2) stopping = true; // the shutdown begins while the first two sends are under way
      return undefined;
    };
    const report = await useCase.execute({ ...settings, concurrency: 2 }, () => stopping);
    expect(report).toMatchObject({ claimed: 5, sent: 2, released: 3 });
    const released = [...store.rows.values()].filter((r) => r.status === 'queued');
    expect(released).toHaveLength(3);
    for (const row of released) expect(row).toMatchObject({ attempts: 1, lockedUntil: null });
    // Another worker takes them at once (no lease to wait for).
    const again = await store.claimDue(10, 60_000);
    expect(again.map((c) => c.attempt)).toEqual([2, 2, 2]);
  });

  it('leaves a leased row alone until the lease expires', async () => {
    store.add({ id: 'a' });
    await store.claimDue(10, 60_000);
    expect(await useCase.execute(settings)).toMatchObject({ claimed: 0 });
    now += 60_001;
    expect(await useCase.execute(settings)).toMatchObject({ claimed: 1, sent: 1 });
    expect(store.rows.get('a')!.attempts).toBe(2);
  });

  it('keeps marking a sent message while the database is briefly down, so it is not sent again', async () => {
    store.add({ id: 'a' });
    let outage = 3;
    const markSent = store.markSent.bind(store);
    store.markSent = async (claim, sentAt, kept) => {
      if (outage-- > 0) throw new Error('Connection terminated unexpectedly');
      return markSent(claim, sentAt, kept);
    };
    expect(await useCase.execute(settings)).toMatchObject({ claimed: 1, sent: 1 });
    expect(store.rows.get('a')!.status).toBe('sent');
    now += settings.leaseMs + 1;
    expect(await useCase.execute(settings)).toMatchObject({ claimed: 0 });
    expect(transport.sent).toHaveLength(1);
  });

  it('stops trying to mark when the worker is stopping (the lease then decides)', async () => {
    store.add({ id: 'a' });
    store.markSent = async () => {
      throw new Error('Connection terminated unexpectedly');
    };
    let stopping = false;
    const batch = useCase.execute(settings, () => stopping);
    await new Promise((r) => setTimeout(r, 250));
    stopping = true;
    await expect(batch).rejects.toThrow('Connection terminated unexpectedly');
    expect(store.rows.get('a')!.status).toBe('sending');
  });
});
