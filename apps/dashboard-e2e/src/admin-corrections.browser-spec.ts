import fs from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { baseUrl, dbQuery, demo, launchBrowser, signIn, toast, waitFor, watchPageErrors } from './support';

const SHOTS = process.env.SCREENSHOT_DIR ?? '/tmp/dashboard-shots';

/**
 * The admin's screens tell the truth and nothing is irreversible on one click: a canceled renewal
 * reads as canceled, the overview card and its list agree and the list shows the card's filter,
 * "Mark as built" can be undone, an admin is warned before demoting themselves, and times name the
 * business's zone.
 */
describe('admin corrections', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let errors: string[];
  const stamp = Date.now();
  const buyer = `renewal-${stamp}@example.test`;
  let hostingOrderId = '';

  async function shoot(name: string): Promise<void> {
    for (const width of [1400, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
    }
    await page.setViewportSize({ width: 1400, height: 900 });
  }

  /** The buyer's browser: keeps its fw_buyer cookie, the proof that lets it set up the renewal. */
  let buyerCookie = '';
  async function post(path: string, body: string, type = 'application/json'): Promise<Response> {
    const headers = { 'content-type': type, 'user-agent': `corrections-${stamp}`, cookie: buyerCookie };
    const res = await fetch(`${baseUrl()}${path}`, { method: 'POST', headers, body, redirect: 'manual' });
    const buyerKey = res.headers.getSetCookie().find((c) => c.startsWith('fw_buyer='));
    if (buyerKey) buyerCookie = buyerKey.split(';')[0];
    return res;
  }

  beforeAll(async () => {
    fs.mkdirSync(SHOTS, { recursive: true });
    // A paid package and its hosting renewal set up, as a buyer does in the sandbox.
    const pkg = (await (await post('/api/checkout', JSON.stringify({ package_id: 'basic', term_years: 1, email: buyer }))).json()) as { session_id: string };
    expect((await post(`/api/sandbox/checkout/${pkg.session_id}/pay`, '', 'application/x-www-form-urlencoded')).status).toBe(303);
    const hosting = (await (await post('/api/checkout/hosting', JSON.stringify({ package_session_id: pkg.session_id }))).json()) as { session_id: string };
    expect((await post(`/api/sandbox/checkout/${hosting.session_id}/pay`, '', 'application/x-www-form-urlencoded')).status).toBe(303);
    [{ id: hostingOrderId }] = await dbQuery<{ id: string }>('select id from orders where checkout_session_id = $1', [hosting.session_id]);

    browser = await launchBrowser();
    context = await browser.newContext({ baseURL: baseUrl(), bypassCSP: true, viewport: { width: 1400, height: 900 } });
    page = await context.newPage();
    errors = watchPageErrors(page);
    await signIn(page, demo.admin.email, demo.admin.password);
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });
  afterEach(() => expect(errors).toEqual([]));

  it('the card "Paid orders waiting for a build" and its list agree, and the list shows the filter in force', async () => {
    await page.goto('/dashboard');
    const card = page.getByRole('list', { name: 'Work waiting' }).getByRole('link', { name: /^Paid orders waiting for a build \d+ / });
    const count = Number((await card.innerText()).match(/\d+/)![0]);
    await card.click();
    await page.waitForURL(/\/dashboard\/admin\/orders\?.*waiting_for_build/);
    await page.getByText('Showing the items from the overview').waitFor();
    const form = page.locator('form').filter({ has: page.getByLabel('Status') });
    await form.getByText('Paid', { exact: true }).waitFor();
    expect(await form.getByText('All statuses').count()).toBe(0);
    // The rows arrive after the filter is drawn: wait for the list to settle on the card's count.
    const rows = page.locator('.ant-table-tbody tr.ant-table-row');
    const pagination = page.locator('.ant-pagination-item');
    if (count > 0) await rows.first().waitFor();
    if ((await pagination.count()) <= 1) await waitFor(async () => ((await rows.count()) === count ? true : undefined)).catch(() => undefined);
    if ((await pagination.count()) <= 1) expect(await rows.count()).toBe(count);
    await shoot('admin-orders-waiting');
  });

  it('"New questionnaires" goes down once the admin has opened one', async () => {
    const name = `Seen Bakery ${stamp}`;
    await dbQuery(
      `insert into questionnaire_submissions (id, resume_token_hash, status, completed_at, business_name, business_email, main_goal) values (gen_random_uuid(), $1, 'completed', now(), $2, $3, 'Grow')`,
      [String(stamp).padEnd(64, 'a'), name, `seen-${stamp}@example.test`],
    );
    await page.goto('/dashboard');
    const card = () => page.getByRole('list', { name: 'Work waiting' }).getByRole('link', { name: /^New questionnaires \d+ / });
    const before = Number((await card().innerText()).match(/\d+/)![0]);
    await card().click();
    await page.waitForURL(/\/dashboard\/admin\/submissions\?.*reviewed_at_null/);
    const row = page.getByRole('row').filter({ hasText: name });
    await row.getByText('New', { exact: true }).waitFor();
    await row.getByRole('button', { name: /View Details/ }).click();
    await page.getByRole('region', { name: 'Questionnaire answers' }).waitFor();
    await waitFor(
      async () =>
        (await dbQuery<{ reviewed_at: Date | null }>('select reviewed_at from questionnaire_submissions where business_name = $1', [name]))[0]?.reviewed_at,
    );
    const [seen] = await dbQuery<{ reviewed_at: Date | null }>('select reviewed_at from questionnaire_submissions where business_name = $1', [name]);
    expect(seen.reviewed_at).not.toBeNull();
    await page.goto('/dashboard');
    expect(Number((await card().innerText()).match(/\d+/)![0])).toBe(before - 1);
  });

  it('an admin cancels a renewal: worded to the admin, then canceled on the order and in the Orders list', async () => {
    await page.goto(`/dashboard/admin/orders/${hostingOrderId}`);
    const renewal = page.getByRole('region', { name: 'Basic Website Hosting Renewal' });
    await renewal.getByRole('button', { name: 'Cancel renewal' }).click();
    const confirm = page.getByRole('dialog', { name: "Cancel the client's renewal?" });
    await confirm.getByText('The client and the business are told by e-mail').waitFor();
    expect(await confirm.innerText()).not.toMatch(/your dashboard/i);
    await shoot('admin-cancel-confirm');
    await confirm.getByRole('button', { name: 'Cancel renewal' }).click();
    await toast(page, 'The hosting renewal is canceled').waitFor();
    await page.getByText('renewal canceled', { exact: true }).first().waitFor();
    await page.getByText(/^Canceled: hosting ends [A-Z][a-z]{2} \d{1,2}, \d{4}$/).waitFor();
    expect(await page.locator('main').innerText()).not.toMatch(/\$378\.00\/year from/);
    await shoot('admin-order-canceled');

    await page.goto('/dashboard/admin/orders?kind=hosting');
    const row = page.getByRole('row').filter({ hasText: buyer });
    await row.getByText('renewal canceled', { exact: true }).waitFor();
    expect(await row.innerText()).not.toMatch(/scheduled|\/year/);
    // Times name the business's zone.
    expect(await row.innerText()).toMatch(/ at \d{1,2}:\d{2} [AP]M E[SD]T/);
    const mails = await dbQuery<{ recipient_email: string }>(
      "select recipient_email from email_logs where template = 'renewal-canceled' and metadata->>'order_id' = $1",
      [hostingOrderId],
    );
    expect(mails.map((m) => m.recipient_email)).toContain(buyer);
    expect(mails).toHaveLength(2);
  });

  it('an order on the wrong client moves to the right one, with its reason kept', async () => {
    const [target] = await dbQuery<{ id: string }>('select id from users where email = $1', [demo.client.email]);
    await page.goto(`/dashboard/admin/orders/${hostingOrderId}`);
    await page.getByRole('button', { name: 'Move to another client' }).click();
    const dialog = page.getByRole('dialog', { name: 'Move order to another client' });
    await dialog.getByLabel('New client').focus();
    await page.keyboard.type(demo.client.email);
    await page.locator('.ant-select-item-option').filter({ hasText: demo.client.email }).first().click();
    await dialog.getByRole('button', { name: 'Move order' }).click();
    await dialog.getByText('Say why the order moves.').waitFor();
    await dialog.getByLabel('Reason').fill('Typo in the checkout e-mail');
    await shoot('admin-move-order');
    await dialog.getByRole('button', { name: 'Move order' }).click();
    await toast(page, 'Order moved').waitFor();
    const history = page.getByRole('region', { name: 'Moves between clients' }).or(page.getByText('Reason: Typo in the checkout e-mail'));
    await history.first().waitFor();
    const [row] = await dbQuery<{ user_id: string }>('select user_id from orders where id = $1', [hostingOrderId]);
    expect(row.user_id).toBe(target.id);
  });

  it('"Mark as built" can be undone from its toast', async () => {
    const [site] = await dbQuery<{ id: string; name: string }>(
      "insert into websites (id, name, status) values (gen_random_uuid(), $1, 'waiting_for_build') returning id, name",
      [`Undo site ${stamp}`],
    );
    await page.goto(`/dashboard/admin/websites?q=${encodeURIComponent(site.name)}`);
    await page.getByRole('button', { name: `Mark as built: ${site.name}` }).click();
    const done = toast(page, `${site.name} is marked as built.`);
    await done.waitFor();
    await page.screenshot({ path: `${SHOTS}/admin-mark-built-undo-1400.png` });
    await done.getByRole('button', { name: 'Undo' }).click();
    await toast(page, 'is waiting for its build again').waitFor();
    await page.getByRole('button', { name: `Mark as built: ${site.name}` }).waitFor();
    const [row] = await dbQuery<{ status: string }>('select status from websites where id = $1', [site.id]);
    expect(row.status).toBe('waiting_for_build');
  });

  it('an admin who demotes themselves is warned before saving', async () => {
    const [me] = await dbQuery<{ id: string }>('select id from users where email = $1', [demo.admin.email]);
    await page.goto(`/dashboard/admin/clients/${me.id}`);
    await page.getByRole('button', { name: 'Edit name and role' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Client' });
    await dialog.getByLabel('Role').focus();
    await page.keyboard.press('ArrowDown');
    await page.locator('.ant-select-item-option').filter({ hasText: 'editor' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'You are removing your own admin role' }).waitFor();
    await shoot('admin-self-demote-warning');
    // Leaving the changed form asks first (unsaved changes); the admin confirms leaving it unsaved.
    page.once('dialog', (question) => void question.accept());
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Disable account' }).click();
    await page.getByText('Disable your own account?').waitFor();
  });
});
