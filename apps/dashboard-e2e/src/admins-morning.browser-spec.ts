import type { Browser, BrowserContext, Page } from 'playwright-core';
import { baseUrl, demo, launchBrowser, searchList, signIn, waitFor, watchPageErrors } from './support';

/**
 * An admin's morning on the leads list: filter, page size, open a lead by its URL, reload, Back.
 * Throughout, the URL alone restores what was on screen.
 */
describe("an admin's morning: every list state and record in the URL", () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let errors: string[];
  const stamp = Date.now().toString(36);
  const names = ['Ana', 'Ben', 'Cy'].map((n) => `${n} Angler ${stamp}`);

  beforeAll(async () => {
    browser = await launchBrowser();
    context = await browser.newContext({ baseURL: baseUrl(), bypassCSP: true, viewport: { width: 1400, height: 900 } });
    page = await context.newPage();
    errors = watchPageErrors(page);
    for (const [i, name] of names.entries()) {
      const sent = await page.request.post('/api/contact', {
        data: {
          name,
          email: `angler${i}-${stamp}@example.test`,
          subject: `Charter boat site ${stamp} #${i}`,
          message: 'We run fishing charters out of Key West.',
        },
      });
      expect(sent.status()).toBe(202);
    }
    await signIn(page, demo.admin.email, demo.admin.password);
  });
  afterAll(async () => {
    await context.close();
    await browser.close();
  });
  afterEach(() => expect(errors).toEqual([]));

  const rows = () => page.locator('.ant-table-tbody tr.ant-table-row');
  /** The list shows exactly the three leads of this run (the unfiltered list, shown first, has them too). */
  const onlyOurLeads = () => waitFor(async () => ((await rows().count()) === 3 ? true : undefined));
  const search = () => page.getByRole('searchbox', { name: 'Search' });

  it('filters the leads, and a reload shows the same list', async () => {
    await page.getByRole('link', { name: 'Leads', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Leads' }).waitFor();
    await searchList(page, stamp);
    await page.waitForURL((url) => url.search.includes(stamp));
    await page.getByRole('row').filter({ hasText: names[2] }).waitFor();
    await onlyOurLeads();

    // Page size is a choice, and it lands in the URL too.
    await page.locator('.ant-pagination-options .ant-select-selector').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: '25 / page' }).click();
    await page.waitForURL((url) => url.searchParams.get('pageSize') === '25');
    await page.getByText('1–3 of 3').waitFor();

    const listUrl = page.url();
    await page.reload();
    await page.getByRole('row').filter({ hasText: names[0] }).waitFor();
    expect(page.url()).toBe(listUrl);
    expect(await search().inputValue()).toBe(stamp);
    await onlyOurLeads();
    await page.getByText('1–3 of 3').waitFor();
  });

  it('opens a lead at its own URL, keeps it on reload, and Back returns to the list as it was', async () => {
    const listUrl = page.url();
    await page.getByRole('button', { name: `View the lead from ${names[1]}` }).click();
    const drawer = page.getByRole('dialog', { name: `${names[1]}: Charter boat site ${stamp} #1` });
    await drawer.waitFor();
    await page.waitForURL(/\/dashboard\/admin\/leads\/[0-9a-f-]{36}\?/);
    await page.waitForFunction((name) => document.title.startsWith(`Lead from ${name} · Leads`), names[1]);
    const leadUrl = page.url();

    // The lead's URL alone opens it, over the list it was opened from.
    await page.reload();
    await drawer.getByText('We run fishing charters out of Key West.').waitFor();
    expect(page.url()).toBe(leadUrl);
    await page.getByRole('row').filter({ hasText: names[0] }).waitFor();

    // Back closes the drawer and shows the list as it was.
    await page.goBack();
    await page.waitForURL(listUrl);
    await drawer.waitFor({ state: 'hidden' });
    expect(await search().inputValue()).toBe(stamp);
    await onlyOurLeads();

    // Opened from the list, the drawer's close goes back to it and to the row it came from.
    await page.getByRole('button', { name: `View the lead from ${names[2]}` }).click();
    await page.getByRole('dialog', { name: new RegExp(names[2]) }).waitFor();
    await page.keyboard.press('Escape');
    await page.waitForURL(listUrl);
    await page.waitForFunction((name) => document.activeElement?.getAttribute('aria-label') === `View the lead from ${name}`, names[2]);
  });

  it('a lead opened straight from a shared link closes to its list', async () => {
    await page.getByRole('button', { name: `View the lead from ${names[0]}` }).click();
    await page.waitForURL(/\/dashboard\/admin\/leads\/[0-9a-f-]{36}\?/);
    const shared = page.url();
    const other = await context.newPage();
    await other.goto(shared);
    const drawer = other.getByRole('dialog', { name: new RegExp(names[0]) });
    await drawer.getByText('We run fishing charters out of Key West.').waitFor();
    await drawer.getByRole('button', { name: 'Close' }).click();
    await other.waitForURL((url) => url.pathname === '/dashboard/admin/leads' && url.search.includes(stamp));
    await other.getByRole('row').filter({ hasText: names[1] }).waitFor();
    await other.close();
  });
});
