import fs from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { baseUrl, dbQuery, demo, launchBrowser, searchList, seriousA11yViolations, signIn, toast, watchPageErrors } from './support';

/**
 * An admin's morning with the data tools: three leads closed in one go, the filtered orders
 * exported (the CSV holds exactly the filtered rows), a client's post edited from the admin side,
 * the product viewed as the client (writes refused), and the audit log showing each step.
 */
describe("admin bulk work, export and the client's side", () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let errors: string[];
  const stamp = Date.now().toString(36);
  let clientId = '';

  beforeAll(async () => {
    browser = await launchBrowser();
    context = await browser.newContext({ baseURL: baseUrl(), bypassCSP: true, viewport: { width: 1400, height: 900 }, acceptDownloads: true });
    page = await context.newPage();
    errors = watchPageErrors(page);
    for (const name of ['Ann', 'Ben', 'Cal']) {
      const sent = await page.request.post('/api/contact', {
        data: { name: `${name} ${stamp}`, email: `${name.toLowerCase()}-${stamp}@example.test`, subject: `Quote ${stamp}`, message: 'Hello' },
      });
      expect(sent.status()).toBe(202);
    }
    for (const [status, n] of [
      ['paid', 1],
      ['paid', 2],
      ['pending', 3],
    ] as const) {
      await dbQuery(
        `insert into orders (id, kind, provider, checkout_session_id, status, package_id, term_years, items, amount_total, currency, buyer_email)
         values (gen_random_uuid(), 'package', 'sandbox', $1, $2, 'basic', 1, '[]', 150000, 'usd', $3)`,
        [`cs_${stamp}_${n}`, status, `buyer${n}-${stamp}@example.test`],
      );
    }
    [{ id: clientId }] = await dbQuery<{ id: string }>(`select id from users where email = $1`, [demo.client.email]);
    await signIn(page, demo.admin.email, demo.admin.password);
  });
  afterAll(async () => {
    await context.close();
    await browser.close();
  });
  afterEach(() => expect(errors).toEqual([]));

  it('closes three leads in one go, asking once and saying how it went', async () => {
    await page.goto('/dashboard/admin/leads');
    await searchList(page, stamp);
    await page
      .getByRole('row')
      .filter({ hasText: `Cal ${stamp}` })
      .waitFor();
    expect(await page.getByRole('row').filter({ hasText: stamp }).count()).toBe(3);
    for (const name of ['Ann', 'Ben', 'Cal']) await page.getByRole('checkbox', { name: `Select the lead from ${name} ${stamp}` }).check();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('status').filter({ hasText: '3 selected' }).waitFor();
    await page.getByRole('button', { name: 'Close leads' }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: 'Close 3 leads?' });
    await confirm.getByRole('button', { name: 'Close leads' }).click();
    await toast(page, '3 closed').waitFor();
    const rows = await dbQuery<{ status: string }>(`select status from contact_messages where subject = $1`, [`Quote ${stamp}`]);
    expect(rows.map((r) => r.status)).toEqual(['closed', 'closed', 'closed']);
    await page.screenshot({ path: `/tmp/admin-bulk-leads-1400-${stamp}.png` });
  });

  it('exports exactly the filtered orders as CSV', async () => {
    await page.goto('/dashboard/admin/orders');
    await searchList(page, stamp);
    await page
      .getByRole('row')
      .filter({ hasText: `buyer3-${stamp}` })
      .waitFor();
    await page.locator('#list-search .ant-select').first().locator('.ant-select-selector').click();
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option')
      .filter({ hasText: /^Paid$/ })
      .click();
    await page
      .getByRole('row')
      .filter({ hasText: `buyer3-${stamp}` })
      .waitFor({ state: 'detached' });
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    const text = fs.readFileSync((await download.path())!, 'utf8');
    const lines = text.trim().split('\r\n');
    expect(lines[0]).toMatch(/^id,kind,status,/);
    const emails = lines
      .slice(1)
      .map((l) => l.split(',')[7])
      .sort();
    expect(emails).toEqual([`buyer1-${stamp}@example.test`, `buyer2-${stamp}@example.test`]);
    expect(lines.slice(1).every((l) => l.split(',')[2] === 'paid')).toBe(true);
  });

  it('lists clients apart from staff, with website state, last sign-in and e-mail health', async () => {
    await page.goto('/dashboard/admin/clients');
    // Other journeys add clients: searching the demo domain finds the demo client (and would find the
    // demo admin, were staff listed with clients) wherever they sort.
    await searchList(page, 'demo.local');
    const row = page.getByRole('row').filter({ hasText: demo.client.email });
    await row.getByText('Live').waitFor();
    await row.getByText('OK', { exact: true }).waitFor();
    expect(await page.getByRole('row').filter({ hasText: demo.admin.email }).count()).toBe(0);
    await page.screenshot({ path: `/tmp/admin-bulk-clients-1400-${stamp}.png` });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `/tmp/admin-bulk-clients-390-${stamp}.png`, fullPage: true });
    await page.setViewportSize({ width: 1400, height: 900 });
  });

  it("edits the client's post from the admin side, with a banner saying whose blog it is", async () => {
    await page.goto(`/dashboard/admin/clients/${clientId}`);
    await page.getByRole('button', { name: 'Merge another account into this one' }).waitFor();
    await page.screenshot({ path: `/tmp/admin-bulk-client-show-1400-${stamp}.png`, fullPage: true });
    await page.getByRole('button', { name: 'Manage blog' }).click();
    await page.waitForURL(/\/dashboard\/blog$/);
    await page.getByRole('status').filter({ hasText: 'Managing the blog of' }).waitFor();
    const [post] = await dbQuery<{ id: string; title: string }>(
      `select p.id, p.title from blog_posts p join websites w on w.id = p.website_id where w.owner_id = $1 order by p.created_at limit 1`,
      [clientId],
    );
    await page.getByRole('button', { name: `Edit ${post.title}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Post' });
    await dialog.getByLabel('Title').fill(`${post.title} (${stamp})`);
    await dialog.getByRole('button', { name: 'Update Post' }).click();
    await dialog.waitFor({ state: 'hidden' });
    // As the client would: a published post's new title is its draft until published.
    const [saved] = await dbQuery<{ title: string }>(`select coalesce(draft_title, title) as title from blog_posts where id = $1`, [post.id]);
    expect(saved.title).toBe(`${post.title} (${stamp})`);
    await page.screenshot({ path: `/tmp/admin-bulk-blog-1400-${stamp}.png` });
    await page.getByRole('button', { name: 'Exit' }).click();
    await page.waitForURL(new RegExp(`/dashboard/admin/clients/${clientId}$`));
  });

  it('views as the client read-only: the pages show the client, a save is refused', async () => {
    await page.getByRole('button', { name: 'View as client' }).click();
    await page.waitForURL(/\/dashboard$/);
    await page.getByRole('status').filter({ hasText: 'Viewing as' }).waitFor();
    await page.goto('/dashboard/content');
    const [before] = await dbQuery<{ n: string }>(
      `select count(*) as n from website_content c join websites w on w.id = c.website_id where w.owner_id = $1 and c.content_value like $2`,
      [clientId, `%${stamp}%`],
    );
    const field = page.locator('main textarea, main input[type="text"]').first();
    await field.waitFor();
    await field.fill(`Changed while viewing ${stamp}`);
    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.getByText('You are viewing as this client: changes are not allowed.').first().waitFor();
    const [after] = await dbQuery<{ n: string }>(
      `select count(*) as n from website_content c join websites w on w.id = c.website_id where w.owner_id = $1 and c.content_value like $2`,
      [clientId, `%${stamp}%`],
    );
    expect(after.n).toBe(before.n);
    await page.screenshot({ path: `/tmp/admin-bulk-view-as-1400-${stamp}.png` });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `/tmp/admin-bulk-view-as-390-${stamp}.png` });
    await page.setViewportSize({ width: 1400, height: 900 });
    // Leaving may ask about the unsaved typing: the refused text is not kept.
    page.once('dialog', (d) => void d.accept());
    await page.getByRole('button', { name: 'Exit' }).click();
    await page.waitForURL(new RegExp(`/dashboard/admin/clients/${clientId}$`));
  });

  it('shows those steps in the audit log, filterable by action', async () => {
    await page.goto('/dashboard/admin/audit-log');
    await page.getByRole('heading', { level: 1, name: 'Audit Log' }).waitFor();
    for (const words of ['Lead closed', 'Orders exported', 'Viewed as client', "Client's blog: patch /api/my/website/posts/:id"]) {
      await page.getByRole('cell', { name: words }).first().waitFor();
    }
    await page.locator('#list-search .ant-select').first().locator('.ant-select-selector').click();
    // The options are a virtual list: typing narrows it to the one wanted.
    await page.keyboard.type('Lead closed');
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option')
      .filter({ hasText: /^Lead closed$/ })
      .click();
    await page.getByRole('cell', { name: 'Orders exported' }).waitFor({ state: 'detached' });
    expect(await page.getByRole('cell', { name: 'Lead closed' }).count()).toBeGreaterThanOrEqual(3);
    await page.screenshot({ path: `/tmp/admin-bulk-audit-1400-${stamp}.png` });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `/tmp/admin-bulk-audit-390-${stamp}.png`, fullPage: true });
  });
});
