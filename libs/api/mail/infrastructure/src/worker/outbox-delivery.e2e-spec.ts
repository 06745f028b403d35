import net from 'node:net';
import { MikroORM } from '@mikro-orm/core';
import { MailOutboxPort, MailRequest, OutboxStorePort, RetryFailedEmailUseCase } from '@fw/api-mail-application';
import { appUnderTest, createTestApp, TestApp, TestSmtpServer, waitFor } from '@fw/api-testing';
import { OutboxWorker } from './outbox-worker';

type Row = Record<string, any>;

describe('e-mail outbox delivery over SMTP', () => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let outbox: MailOutboxPort;
  let worker: OutboxWorker;

  beforeAll(async () => {
    smtp = await TestSmtpServer.create();
    t = await createTestApp({
      env: {
        SMTP_URL: smtp.url,
        MAIL_FROM: 'Florida Web Design <no-reply@fw.example>',
        BUSINESS_EMAIL: 'owner@fw.example',
        MAIL_MAX_ATTEMPTS: '3',
        MAIL_RETRY_BASE_MS: '20',
        MAIL_RETRY_MAX_MS: '80',
        MAIL_WORKER_POLL_MS: '20',
        MAIL_WORKER_BATCH_SIZE: '50',
        SMTP_CONNECTION_TIMEOUT_MS: '2000',
        SMTP_SOCKET_TIMEOUT_MS: '5000',
        MAIL_LEASE_MS: '15000',
      },
    });
    outbox = t.app.get(MailOutboxPort);
    worker = t.app.get(OutboxWorker);
  });

  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  beforeEach(async () => {
    await smtp.start();
    smtp.dataDelayMs = 0;
    smtp.messages.length = 0;
    smtp.onRcpt = () => undefined;
  });

  const row = async (id: string): Promise<Row> => (await t.sql<Row>('select * from email_logs where id = ?', [id]))[0];

  /** Delivers until the given rows are no longer queued (retries included). */
  const deliverUntilSettled = async (ids: string[], timeoutMs = 10_000) =>
    waitFor(async () => {
      await worker.drain();
      const rows = await t.sql<Row>(`select status from email_logs where id in (?)`, [ids]);
      return rows.every((r) => r.status === 'sent' || r.status === 'failed');
    }, timeoutMs);

  it('is not started by createApp: queued mail stays queued until a worker runs', async () => {
    expect(worker.isRunning).toBe(false);
    const { id } = await outbox.enqueue({ template: 'password-reset', to: 'idle@example.com', data: { resetUrl: 'https://fw.example/r' } });
    await new Promise((r) => setTimeout(r, 100));
    expect((await row(id)).status).toBe('queued');
    expect(smtp.messages).toHaveLength(0);
    await worker.drain();
    expect((await row(id)).status).toBe('sent');
  });

  it('delivers every template with the right To, Reply-To, From, Subject, Message-ID and both parts', async () => {
    // replyTo: where a reply goes; the business inbox on every e-mail that invites one.
    const requests: Array<{ req: MailRequest; to: string; replyTo?: string; subject: string; html: string[]; text: string[] }> = [
      {
        req: { template: 'signup-confirmation', to: 'new@example.com', data: { confirmUrl: 'https://fw.example/auth/confirm?token=T1' } },
        to: 'new@example.com',
        subject: 'Confirm your email address',
        html: ['href="https://fw.example/auth/confirm?token=T1"', 'Hi,'],
        text: ['https://fw.example/auth/confirm?token=T1'],
      },
      {
        req: { template: 'password-reset', to: 'reset@example.com', data: { resetUrl: 'https://fw.example/auth/reset-password?token=T2' } },
        to: 'reset@example.com',
        subject: 'Reset your password',
        html: ['href="https://fw.example/auth/reset-password?token=T2"'],
        text: ['https://fw.example/auth/reset-password?token=T2'],
      },
      {
        req: {
          template: 'client-welcome',
          to: 'client@example.com',
          data: { email: 'client@example.com', fullName: 'Cal', signInUrl: 'https://fw.example/auth' },
        },
        to: 'client@example.com',
        subject: 'Welcome to Florida Web Design',
        html: ['client@example.com', 'href="https://fw.example/auth"'],
        text: ['Hi Cal,'],
      },
      {
        req: {
          template: 'contact-notification',
          to: 'business',
          replyTo: 'visitor@example.com',
          data: { name: 'Vera <script>', email: 'visitor@example.com', subject: 'Pricing', message: 'Line one\nLine <b>two</b>' },
        },
        to: 'owner@fw.example',
        replyTo: 'visitor@example.com',
        subject: 'Contact form: Pricing',
        html: ['Vera &lt;script&gt;', 'Line one<br>Line &lt;b&gt;two&lt;/b&gt;'],
        text: ['Line one\nLine <b>two</b>', 'Email: visitor@example.com'],
      },
      {
        req: { template: 'contact-acknowledgement', to: 'visitor@example.com', data: {} },
        to: 'visitor@example.com',
        replyTo: 'owner@fw.example',
        subject: 'We received your message',
        html: ['within 24 hours'],
        text: ['within 24 hours'],
      },
      {
        req: {
          template: 'questionnaire-notification',
          to: 'business',
          data: {
            submissionId: '7d5e1c0a-0000-4000-8000-000000000001',
            businessName: 'Palm & Co',
            businessEmail: 'palm@example.com',
            industry: 'Retail',
            mainGoal: 'Sell online',
            adminUrl: 'https://fw.example/dashboard/admin/submissions',
          },
        },
        to: 'owner@fw.example',
        subject: 'New questionnaire: Palm & Co',
        html: ['Palm &amp; Co', 'palm@example.com', 'Sell online', 'href="https://fw.example/dashboard/admin/submissions"'],
        text: ['Industry: Retail', '7d5e1c0a-0000-4000-8000-000000000001'],
      },
      {
        req: {
          template: 'order-receipt',
          to: 'buyer@example.com',
          data: {
            orderId: 'ord-1',
            kind: 'package',
            purchase: 'Basic Website, 1 year',
            renewal: null,
            currency: 'usd',
            totalCents: 57400,
            items: [
              { name: 'Basic Website (1 year)', amountCents: 47500 },
              { name: 'Logo + Brand Kit', amountCents: 9900 },
            ],
          },
        },
        to: 'buyer@example.com',
        replyTo: 'owner@fw.example',
        subject: 'Your Florida Web Design receipt',
        html: ['Basic Website (1 year)', '$475.00', '$574.00'],
        text: ['Total: $574.00'],
      },
      {
        req: {
          template: 'order-notification',
          to: 'business',
          data: {
            orderId: 'ord-1',
            kind: 'hosting-renewal',
            purchase: 'Hosting renewal',
            renewal: null,
            currency: 'usd',
            totalCents: 37800,
            buyerEmail: 'buyer@example.com',
            items: [{ name: 'Hosting renewal', amountCents: 37800 }],
          },
        },
        to: 'owner@fw.example',
        subject: 'New yearly hosting renewal order: Hosting renewal, $378.00',
        html: ['buyer@example.com', '$378.00'],
        text: ['Hosting renewal: $378.00'],
      },
    ];
    const ids: string[] = [];
    for (const r of requests) ids.push((await outbox.enqueue(r.req)).id);
    await deliverUntilSettled(ids);

    for (const [i, r] of requests.entries()) {
      const log = await row(ids[i]);
      expect(log.status).toBe('sent');
      expect(log.sent_at).not.toBeNull();
      const received = smtp.byMessageId(log.message_id);
      expect(received).toHaveLength(1);
      const mail = received[0];
      expect(mail.envelopeTo).toEqual([r.to]);
      expect(mail.to).toBe(r.to);
      expect(mail.from).toBe('Florida Web Design <no-reply@fw.example>');
      expect(mail.subject).toBe(r.subject);
      expect(mail.replyTo).toBe(r.replyTo);
      for (const s of r.html) expect(mail.html).toContain(s);
      for (const s of r.text) expect(mail.text).toContain(s);
      expect(mail.html).toContain('<!DOCTYPE html>');
      expect(mail.text).not.toContain('<table');
    }
  });

  it('keeps CRLF in user fields out of the headers', async () => {
    const { id } = await outbox.enqueue({
      template: 'contact-notification',
      to: 'business',
      replyTo: 'visitor@example.com',
      data: { name: 'Eve\r\nBcc: victim@example.com', email: 'visitor@example.com', subject: 'Hi\r\nX-Injected: yes\r\nBcc: victim@example.com', message: 'x' },
    });
    await deliverUntilSettled([id]);
    const [mail] = smtp.byMessageId((await row(id)).message_id);
    expect(mail.headers['bcc']).toBeUndefined();
    expect(mail.headers['x-injected']).toBeUndefined();
    expect(mail.envelopeTo).toEqual(['owner@fw.example']);
    expect(mail.subject).toBe('Contact form: Hi X-Injected: yes Bcc: victim@example.com');
  });

  it('retries a 451 with backoff and then delivers once', async () => {
    let refusals = 0;
    smtp.onRcpt = (address) => (address === 'later@example.com' && refusals++ < 2 ? { code: 451, message: 'Try again later' } : undefined);
    const { id } = await outbox.enqueue({ template: 'password-reset', to: 'later@example.com', data: { resetUrl: 'https://fw.example/r' } });

    await worker.runOnce();
    const afterFirst = await row(id);
    expect(afterFirst).toMatchObject({ status: 'queued', attempts: 1 });
    expect(afterFirst.metadata.lastError).toMatch(/451/);
    expect(new Date(afterFirst.next_attempt_at).getTime()).toBeGreaterThan(Date.now() - 1000);

    await deliverUntilSettled([id]);
    const done = await row(id);
    expect(done).toMatchObject({ status: 'sent', attempts: 3 });
    expect(done.metadata.lastError).toBeUndefined();
    expect(done.metadata.errors).toHaveLength(2);
    expect(refusals).toBe(3);
    expect(smtp.byMessageId(done.message_id)).toHaveLength(1);
  });

  it('fails a 550 at once, without retrying, and an admin retry requeues it', async () => {
    let rcptCalls = 0;
    smtp.onRcpt = (address) => {
      if (address !== 'nobody@example.com') return undefined;
      rcptCalls++;
      return { code: 550, message: 'No such user' };
    };
    const { id } = await outbox.enqueue({ template: 'password-reset', to: 'nobody@example.com', data: { resetUrl: 'https://fw.example/r' } });
    await worker.drain();
    await new Promise((r) => setTimeout(r, 150));
    await worker.drain();
    const failed = await row(id);
    expect(failed).toMatchObject({ status: 'failed', attempts: 1, sent_at: null, locked_until: null });
    expect(failed.metadata.lastError).toMatch(/550/);
    expect(failed.metadata.errors[0]).toMatchObject({ permanent: true, responseCode: 550, attempt: 1 });
    expect(rcptCalls).toBe(1);
    expect(smtp.messages).toHaveLength(0);

    smtp.onRcpt = () => undefined;
    await t.app.get(RetryFailedEmailUseCase).execute({ id, requestedBy: null });
    expect(await row(id)).toMatchObject({ status: 'queued', attempts: 0 });
    await deliverUntilSettled([id]);
    const sent = await row(id);
    expect(sent).toMatchObject({ status: 'sent', attempts: 1 });
    expect(sent.metadata.manualRetries).toBe(1);
    expect(smtp.byMessageId(sent.message_id)).toHaveLength(1);
    await expect(t.app.get(RetryFailedEmailUseCase).execute({ id, requestedBy: null })).rejects.toMatchObject({ code: 'MAIL.NOT_FAILED' });
  });

  it('gives up after MAIL_MAX_ATTEMPTS temporary failures', async () => {
    smtp.onRcpt = (address) => (address === 'busy@example.com' ? { code: 452, message: 'Mailbox busy' } : undefined);
    const { id } = await outbox.enqueue({ template: 'password-reset', to: 'busy@example.com', data: { resetUrl: 'https://fw.example/r' } });
    await deliverUntilSettled([id]);
    const failed = await row(id);
    expect(failed).toMatchObject({ status: 'failed', attempts: 3 });
    expect(failed.metadata.errors).toHaveLength(3);
  });

  it('loses nothing while SMTP is down and sends each message once when it is back', async () => {
    await smtp.stop();
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push((await outbox.enqueue({ template: 'contact-acknowledgement', to: `down${i}@example.com`, data: {} })).id);

    await worker.runOnce();
    for (const id of ids) {
      const r = await row(id);
      expect(r).toMatchObject({ status: 'queued', attempts: 1 });
      expect(r.metadata.errors[0].permanent).toBe(false);
    }

    await smtp.start();
    await deliverUntilSettled(ids);
    for (const id of ids) {
      const r = await row(id);
      expect(r.status).toBe('sent');
      expect(smtp.byMessageId(r.message_id)).toHaveLength(1);
    }
    expect(smtp.messages).toHaveLength(5);
  });

  it('retries when the server accepts the connection but never answers (timeout), then delivers once', async () => {
    await smtp.stop();
    const sockets = new Set<net.Socket>();
    const silent = net.createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(smtp.port, '127.0.0.1', () => resolve()));
    try {
      const { id } = await outbox.enqueue({ template: 'password-reset', to: 'silent@example.com', data: { resetUrl: 'https://fw.example/r' } });
      const report = await worker.runOnce();
      expect(report).toMatchObject({ claimed: 1, retried: 1 });
      const r = await row(id);
      expect(r).toMatchObject({ status: 'queued', attempts: 1 });
      expect(r.metadata.errors[0]).toMatchObject({ permanent: false });
      expect(r.metadata.lastError).toMatch(/time|greeting/i);
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
    await smtp.start();
    const [queued] = await t.sql<Row>(`select id, message_id from email_logs where recipient_email = 'silent@example.com'`);
    await deliverUntilSettled([queued.id]);
    expect((await row(queued.id)).status).toBe('sent');
    expect(smtp.byMessageId(queued.message_id)).toHaveLength(1);
  });

  it('retries a connection dropped in the middle of DATA, then delivers exactly once (fault.smtp-drop)', async () => {
    let drops = 0;
    smtp.dropDuringData = (to) => to.includes('dropped@example.com') && drops++ < 1;
    try {
      const { id } = await outbox.enqueue({ template: 'password-reset', to: 'dropped@example.com', data: { resetUrl: 'https://fw.example/r' } });
      const report = await worker.runOnce();
      expect(report).toMatchObject({ claimed: 1, retried: 1 });
      const first = await row(id);
      expect(first).toMatchObject({ status: 'queued', attempts: 1 });
      expect(first.metadata.errors[0]).toMatchObject({ permanent: false });
      expect(smtp.byMessageId(first.message_id)).toHaveLength(0);

      await deliverUntilSettled([id]);
      const done = await row(id);
      expect(done).toMatchObject({ status: 'sent', attempts: 2 });
      expect(drops).toBe(2);
      expect(smtp.byMessageId(done.message_id)).toHaveLength(1);
      expect(await t.sql<Row>(`select id from email_logs where recipient_email = 'dropped@example.com'`)).toHaveLength(1);
    } finally {
      smtp.dropDuringData = () => false;
    }
  });

  it('redelivers a row whose worker died mid-send, with the same Message-ID, once the lease expires', async () => {
    const { id } = await outbox.enqueue({ template: 'password-reset', to: 'crash@example.com', data: { resetUrl: 'https://fw.example/r' } });
    const store = t.app.get(OutboxStorePort);
    const claims = await store.claimDue(100, 100); // a worker claims it and "crashes"
    expect(claims.map((c) => c.log.id)).toContain(id);
    await worker.drain();
    expect(smtp.messages).toHaveLength(0); // leased: nobody else touches it
    await new Promise((r) => setTimeout(r, 150));
    await worker.drain();
    const r = await row(id);
    expect(r).toMatchObject({ status: 'sent', attempts: 2 });
    expect(smtp.byMessageId(r.message_id)).toHaveLength(1);
    // the late worker's outcome no longer applies
    await store.markFailed(
      claims.find((c) => c.log.id === id)!,
      { message: 'late', permanent: true, at: new Date().toISOString() },
      { body: '', textBody: '' },
    );
    expect((await row(id)).status).toBe('sent');
  });

  it('with two API processes polling, 500 queued mails are each delivered exactly once', async () => {
    const { createApp, startBackgroundWorkers } = await appUnderTest();
    const second = await createApp({ databaseUrl: t.db.url });
    await second.init();
    try {
      const orm = t.app.get(MikroORM);
      // Two processes claiming at the same moment get disjoint rows.
      await orm.em.fork().transactional(async () => {
        for (let i = 0; i < 100; i++) await outbox.enqueue({ template: 'contact-acknowledgement', to: `race${i}@example.com`, data: {} });
      });
      const [a, b] = await Promise.all([t.app.get(OutboxStorePort).claimDue(100, 60_000), second.get(OutboxStorePort).claimDue(100, 60_000)]);
      const claimedA = new Set(a.map((c) => c.log.id));
      expect(a.length + b.length).toBe(100);
      expect(b.filter((c) => claimedA.has(c.log.id))).toHaveLength(0);
      await t.sql(`update email_logs set status = 'sent', locked_until = null where recipient_email like 'race%'`);

      await orm.em.fork().transactional(async () => {
        for (let i = 0; i < 500; i++) await outbox.enqueue({ template: 'contact-acknowledgement', to: `bulk${i}@example.com`, data: {} });
      });
      await startBackgroundWorkers(t.app);
      await startBackgroundWorkers(second);
      await waitFor(
        async () => (await t.sql<Row>(`select count(*)::int as n from email_logs where status = 'sent' and recipient_email like 'bulk%'`))[0].n === 500,
        60_000,
        100,
      );
      await worker.stop();
      await second.get(OutboxWorker).stop();

      const rows = await t.sql<Row>(`select message_id, attempts from email_logs where recipient_email like 'bulk%'`);
      expect(rows).toHaveLength(500);
      expect(rows.every((r) => r.attempts === 1)).toBe(true);
      const received = smtp.messages.filter((m) => m.envelopeTo[0].startsWith('bulk'));
      expect(received).toHaveLength(500);
      expect(new Set(received.map((m) => m.messageId)).size).toBe(500);
      expect(new Set(rows.map((r) => r.message_id))).toEqual(new Set(received.map((m) => m.messageId)));
    } finally {
      await worker.stop();
      await second.close();
    }
  }, 90_000);

  it('app.close() stops the worker after its batch in flight: nothing fails, nothing is lost or sent twice', async () => {
    const { createApp, startBackgroundWorkers } = await appUnderTest();
    const second = await createApp({ databaseUrl: t.db.url });
    await second.init();
    const orm = t.app.get(MikroORM);
    await orm.em.fork().transactional(async () => {
      for (let i = 0; i < 120; i++) await outbox.enqueue({ template: 'contact-acknowledgement', to: `close${i}@example.com`, data: {} });
    });
    smtp.dataDelayMs = 15;
    await startBackgroundWorkers(second);
    await waitFor(() => smtp.messages.length >= 5, 10_000);
    await second.close();
    const stuck = await t.sql<Row>(`select id from email_logs where recipient_email like 'close%' and (status = 'sending' or metadata->'errors' is not null)`);
    expect(stuck).toHaveLength(0);
    const sentBeforeClose = (await t.sql<Row>(`select count(*)::int as n from email_logs where recipient_email like 'close%' and status = 'sent'`))[0].n;
    expect(sentBeforeClose).toBeGreaterThan(0);
    expect(sentBeforeClose).toBeLessThan(120);

    smtp.dataDelayMs = 0;
    await worker.drain();
    const rows = await t.sql<Row>(`select status, message_id from email_logs where recipient_email like 'close%'`);
    expect(rows.every((r) => r.status === 'sent')).toBe(true);
    const received = smtp.messages.filter((m) => m.envelopeTo[0].startsWith('close'));
    expect(received).toHaveLength(120);
    expect(new Set(received.map((m) => m.messageId)).size).toBe(120);
  }, 30_000);
});
