import fs from 'node:fs';
import { randomUUID } from 'node:crypto';
import { seedActor } from './support/openapi-operations';
import { OVERVIEW_CARD_KEYS, type OverviewCardKey } from '@fw/api-accounts-domain';
import { orderBacklogStatements } from '@fw/api-billing-infrastructure';
import { intakeBacklogStatements } from '@fw/api-intake-infrastructure';
import { failedEmailsStatement } from '@fw/api-mail-infrastructure';
import { ownerHasNoBuiltWebsite, reviewsWaitingStatement } from '@fw/api-sites-infrastructure';
import { createTestApp, TestApp } from '@fw/api-testing';

const DAY = 24 * 3600 * 1000;

const orderStatements = orderBacklogStatements({ ownerHasNoBuiltWebsite });
/** The statement behind each card, from the context that counts it (for the plans below). */
const OVERVIEW_STATEMENTS: Record<OverviewCardKey, { text: string }> = {
  new_questionnaires: intakeBacklogStatements.newQuestionnaires,
  abandoned_drafts: intakeBacklogStatements.abandonedDrafts,
  new_leads: intakeBacklogStatements.newLeads,
  orders_waiting_for_build: orderStatements.waitingForBuild,
  failed_emails: failedEmailsStatement,
  renewals_due: orderStatements.renewalsDue,
  reviews_waiting: reviewsWaitingStatement,
};

/**
 * docs/product.md §11.4: the admin home. Counts match the lists they link to, and at 50,000 submissions
 * each card is one indexed statement: the plans (EXPLAIN ANALYZE) are printed and written to
 * ADMIN_OVERVIEW_PLAN_FILE (default /tmp/admin-overview-plans.txt) as the benchmark's record.
 */
describe('GET /api/admin/overview', () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp();
    admin = (await seedActor(t, 'admin')).authorization;
  }, 60_000);
  afterAll(() => t?.close());

  const overview = async () => {
    const res = await t.http().get('/api/admin/overview').set('Authorization', admin).expect(200);
    return Object.fromEntries((res.body.cards as Array<{ key: string; count: number; filters: Record<string, string> }>).map((c) => [c.key, c]));
  };

  it('counts what waits, and each card carries the filters of a list that shows exactly those rows', async () => {
    const now = Date.now();
    const ago = (days: number) => new Date(now - days * DAY);
    const submission = (status: string, updatedAt: Date, completedAt: Date | null) =>
      t.sql(
        `insert into questionnaire_submissions (id, resume_token_hash, status, current_step, completed_at, created_at, updated_at) values (?, ?, ?, 1, ?, ?, ?)`,
        [randomUUID(), randomUUID().replace(/-/g, '').padEnd(64, '0'), status, completedAt, updatedAt, updatedAt],
      );
    await submission('completed', ago(1), ago(1)); // new
    await submission('completed', ago(10), ago(10)); // older than a week
    await submission('draft', ago(5), null); // abandoned
    await submission('draft', ago(1), null); // still active
    await t.sql(
      `insert into contact_messages (id, name, email, subject, message, status) values (?, 'A', 'a@x.test', 's', 'm', 'new'), (?, 'B', 'b@x.test', 's', 'm', 'replied')`,
      [randomUUID(), randomUUID()],
    );
    const order = (kind: string, status: string, nextChargeAt: Date | null, userId: string | null = null) =>
      t.sql(
        `insert into orders (id, kind, provider, checkout_session_id, status, package_id, items, amount_total, next_charge_at, user_id, paid_at)
         values (?, ?, 'sandbox', ?, ?, 'basic', '[]'::jsonb, 0, ?, ?, now())`,
        [randomUUID(), kind, `cs_${randomUUID()}`, status, nextChargeAt, userId],
      );
    const client = randomUUID();
    await t.sql(`insert into users (id, email, password_hash, email_confirmed_at) values (?, ?, 'x', now())`, [client, `c-${client}@x.test`]);
    await t.sql(`insert into profiles (id, full_name, email) values (?, 'C', ?)`, [client, `c-${client}@x.test`]);
    await t.sql(`insert into websites (id, name, owner_id) values (?, 'Built', ?)`, [randomUUID(), client]);
    await order('package', 'paid', null); // unclaimed: waiting
    await order('package', 'paid', null, client); // has a website: not waiting
    await order('package', 'pending', null);
    // Changes sent for review: two waiting (the older first in the list), one already decided.
    const review = async (status: string, requestedAt: Date) => {
      const website = randomUUID();
      await t.sql(`insert into websites (id, name) values (?, ?)`, [website, `Reviewed ${status} ${requestedAt.toISOString()}`]);
      await t.sql(`insert into content_reviews (id, website_id, status, items, requested_at) values (?, ?, ?, '[]'::jsonb, ?)`, [
        randomUUID(),
        website,
        status,
        requestedAt,
      ]);
      return website;
    };
    const newer = await review('pending', ago(1));
    const older = await review('pending', ago(3));
    await review('approved', ago(2));
    await order('hosting', 'scheduled', new Date(now + 10 * DAY)); // due
    await order('hosting', 'scheduled', new Date(now + 400 * DAY));
    await t.sql(
      `insert into email_logs (id, template, subject, status, recipient_email, body, message_id) values (?, 't', 's', 'failed', 'x@x.test', 'b', ?), (?, 't', 's', 'sent', 'x@x.test', 'b', ?)`,
      [randomUUID(), `<${randomUUID()}@x>`, randomUUID(), `<${randomUUID()}@x>`],
    );

    const cards = await overview();
    expect(Object.keys(cards)).toEqual([...OVERVIEW_CARD_KEYS]);
    expect(Object.fromEntries(Object.entries(cards).map(([k, c]) => [k, c.count]))).toEqual({
      new_questionnaires: 1,
      abandoned_drafts: 1,
      new_leads: 1,
      orders_waiting_for_build: 1,
      failed_emails: 1,
      renewals_due: 1,
      reviews_waiting: 2,
    });
    // The review list reads with the card's definition, oldest request first.
    expect(cards.reviews_waiting.filters).toEqual({ status: 'pending' });
    const reviews = await t.http().get('/api/admin/reviews').set('Authorization', admin).expect(200);
    expect(reviews.body.map((r: { website_id: string }) => r.website_id)).toEqual([older, newer]);
    // The lists the cards link to (simple-rest filters as given) show the same rows.
    const total = async (path: string, filters: Record<string, string>) =>
      Number(
        (
          await t
            .http()
            .get(`${path}?${new URLSearchParams(filters)}`)
            .set('Authorization', admin)
            .expect(200)
        ).headers['x-total-count'],
      );
    expect(await total('/api/admin/submissions', cards.new_questionnaires.filters)).toBe(1);
    expect(await total('/api/admin/submissions', cards.abandoned_drafts.filters)).toBe(1);
    expect(await total('/api/admin/leads', cards.new_leads.filters)).toBe(1);
    expect(await total('/api/admin/email-logs', cards.failed_emails.filters)).toBe(1);
    expect(await total('/api/admin/orders', cards.renewals_due.filters)).toBe(1);
    // The card and the list it opens are one definition: the list shows exactly the orders counted.
    expect(await total('/api/admin/orders', cards.orders_waiting_for_build.filters)).toBe(cards.orders_waiting_for_build.count);
    const waiting = await t
      .http()
      .get(`/api/admin/orders?${new URLSearchParams(cards.orders_waiting_for_build.filters)}`)
      .set('Authorization', admin)
      .expect(200);
    expect(waiting.body.map((o: { user_id: string | null }) => o.user_id)).toEqual([null]);
    // Without the card's filter, every paid package is listed.
    expect(await total('/api/admin/orders', { kind: 'package', status: 'paid' })).toBe(2);
    const bad = await t.http().get('/api/admin/orders?waiting_for_build=maybe').set('Authorization', admin).expect(400);
    expect(bad.body.details.fields).toHaveProperty('waiting_for_build');
  });

  it('"New questionnaires" goes down once an admin has opened one, and its list follows', async () => {
    const before = await overview();
    const id = randomUUID();
    await t.sql(
      `insert into questionnaire_submissions (id, resume_token_hash, status, current_step, completed_at, created_at, updated_at) values (?, ?, 'completed', 7, now(), now(), now())`,
      [id, randomUUID().replace(/-/g, '').padEnd(64, '0')],
    );
    const added = await overview();
    expect(added.new_questionnaires.count).toBe(before.new_questionnaires.count + 1);
    const listed = async (filters: Record<string, string>) =>
      (
        await t
          .http()
          .get(`/api/admin/submissions?${new URLSearchParams({ ...filters, _end: '100' })}`)
          .set('Authorization', admin)
          .expect(200)
      ).body.map((s: { id: string }) => s.id);
    expect(await listed(added.new_questionnaires.filters)).toContain(id);

    const seen = await t.http().post(`/api/admin/submissions/${id}/reviewed`).set('Authorization', admin).expect(200);
    expect(seen.body).toMatchObject({ id, reviewed_at: expect.any(String) });
    const again = await t.http().post(`/api/admin/submissions/${id}/reviewed`).set('Authorization', admin).expect(200);
    expect(again.body.reviewed_at).toBe(seen.body.reviewed_at);

    const after = await overview();
    expect(after.new_questionnaires.count).toBe(before.new_questionnaires.count);
    expect(await listed(after.new_questionnaires.filters)).not.toContain(id);
    await t.http().post(`/api/admin/submissions/${randomUUID()}/reviewed`).set('Authorization', admin).expect(404);
  });

  it('stays fast at 50,000 submissions: one indexed statement per card (the plans are the benchmark record)', async () => {
    await t.sql(`
      insert into questionnaire_submissions (id, resume_token_hash, status, current_step, completed_at, created_at, updated_at)
      select gen_random_uuid(), md5(i::text) || md5((i + 1)::text),
             case when i % 5 = 0 then 'draft' when i % 97 = 0 then 'expired' else 'completed' end,
             1,
             case when i % 5 = 0 or i % 97 = 0 then null else now() - (i % 400) * interval '1 day' end,
             now() - (i % 400) * interval '1 day', now() - (i % 400) * interval '1 day'
        from generate_series(1, 50000) i`);
    await t.sql(`
      insert into contact_messages (id, name, email, subject, message, status, created_at)
      select gen_random_uuid(), 'N' || i, 'n' || i || '@x.test', 's', 'm', case when i % 10 = 0 then 'new' else 'closed' end, now() - (i % 300) * interval '1 day'
        from generate_series(1, 10000) i`);
    await t.sql(`
      insert into email_logs (id, template, subject, status, recipient_email, body, message_id, created_at)
      select gen_random_uuid(), 't', 's', case when i % 50 = 0 then 'failed' else 'sent' end, 'x@x.test', 'b', '<' || i || '@bench>', now() - (i % 300) * interval '1 day'
        from generate_series(1, 50000) i`);
    await t.sql(`
      insert into orders (id, kind, provider, checkout_session_id, status, package_id, items, amount_total, next_charge_at, paid_at, created_at)
      select gen_random_uuid(), case when i % 2 = 0 then 'package' else 'hosting' end, 'sandbox', 'cs_bench_' || i,
             case when i % 2 = 0 then (case when i % 6 = 0 then 'paid' else 'expired' end) else 'scheduled' end, 'basic', '[]'::jsonb, 0,
             case when i % 2 = 1 then now() + (i % 1000) * interval '1 day' end, now() - (i % 700) * interval '1 day', now() - (i % 700) * interval '1 day'
        from generate_series(1, 10000) i`);
    // As autovacuum leaves them: statistics and visibility maps up to date (index-only scans).
    for (const table of ['questionnaire_submissions', 'contact_messages', 'email_logs', 'orders']) await t.sql(`vacuum analyze ${table}`);

    const plans: string[] = [];
    const timings: Record<string, number> = {};
    for (const key of OVERVIEW_CARD_KEYS) {
      const { text } = OVERVIEW_STATEMENTS[key];
      const asOf = new Date();
      const sql = `explain (analyze, buffers, costs off, summary on) ${text.replace(/\$1/g, '?')}`;
      const rows = await t.sql<{ 'QUERY PLAN': string }>(
        sql,
        (sql.match(/\?/g) ?? []).map(() => asOf),
      );
      const plan = rows.map((r) => r['QUERY PLAN']).join('\n');
      plans.push(`-- ${key}\n${text}\n${plan}\n`);
      // No card reads its whole table: a Seq Scan on the big tables would grow with them.
      expect({ key, seqScan: /Seq Scan on (questionnaire_submissions|email_logs|contact_messages|orders)\b/.test(plan) }).toEqual({ key, seqScan: false });
      timings[key] = Number(/Execution Time: ([\d.]+) ms/.exec(plan)?.[1]);
    }
    const started = process.hrtime.bigint();
    const runs = 20;
    for (let i = 0; i < runs; i++) await overview();
    const perRequestMs = Number(process.hrtime.bigint() - started) / 1e6 / runs;
    const report =
      `admin overview at 50,000+ submissions, 50,000 e-mails, 10,000 leads, 10,000 orders\n` +
      `GET /api/admin/overview: ${perRequestMs.toFixed(1)} ms per request (mean of ${runs}, sequential, on this machine)\n` +
      `statement execution times (ms): ${JSON.stringify(timings)}\n\n${plans.join('\n')}`;
    fs.writeFileSync(process.env.ADMIN_OVERVIEW_PLAN_FILE ?? '/tmp/admin-overview-plans.txt', report);
    console.log(report);
    expect(perRequestMs).toBeLessThan(250);
  }, 180_000);
});
