import type { Browser, BrowserContext, Page } from 'playwright-core';
import { baseUrl, dbQuery, demo, launchBrowser, searchList, seriousA11yViolations, signIn, watchPageErrors } from './support';

/**
 * Every record at its own URL: a website's page, an e-mail and a questionnaire in drawers over
 * their lists. A reload keeps the record, Back closes the drawer, links between records lead to
 * the record, and the breadcrumbs lead back up.
 */
describe('records at their own URLs', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let errors: string[];
  let website: { id: string; name: string; owner_id: string };
  let owner: { full_name: string };
  let email: { id: string; subject: string; submission_id: string };
  let business = '';

  beforeAll(async () => {
    [website] = await dbQuery<typeof website>(`select w.id, w.name, w.owner_id from websites w join users u on u.id = w.owner_id where u.email = $1 limit 1`, [
      demo.client.email,
    ]);
    [owner] = await dbQuery<typeof owner>(`select full_name from profiles where id = $1`, [website.owner_id]);
    [email] = await dbQuery<typeof email>(`select id, subject, submission_id from email_logs where submission_id is not null order by created_at desc limit 1`);
    [{ business_name: business }] = await dbQuery<{ business_name: string }>(`select business_name from questionnaire_submissions where id = $1`, [
      email.submission_id,
    ]);
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

  const breadcrumb = () => page.getByRole('navigation', { name: 'Breadcrumb' });
  const titled = (start: string) => page.waitForFunction((text) => document.title.startsWith(text), start);

  it("opens a website at its own URL, keeps it on reload, and follows its owner's link to the client", async () => {
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Manage Websites' }).click();
    await page.getByRole('heading', { level: 1, name: 'Manage Websites' }).waitFor();
    // Other journeys add websites: the demo one is found by its name, wherever it sorts.
    await searchList(page, website.name);
    await page.getByRole('row').filter({ hasText: website.name }).getByRole('link', { name: website.name, exact: true }).click();
    await page.waitForURL(`**/dashboard/admin/websites/${website.id}`);
    await page.getByRole('heading', { level: 1, name: website.name }).waitFor();
    await titled(`${website.name} · Manage Websites`);

    await page.reload();
    await page.getByRole('heading', { level: 1, name: website.name }).waitFor();
    expect(await breadcrumb().getByRole('link', { name: 'Manage Websites' }).getAttribute('href')).toBe('/dashboard/admin/websites');
    expect(await breadcrumb().textContent()).toContain(website.name);

    await page.getByRole('link', { name: owner.full_name }).click();
    await page.waitForURL(`**/dashboard/admin/clients/${website.owner_id}`);
    await page.getByRole('heading', { level: 1, name: owner.full_name }).waitFor();
    await titled(`${owner.full_name} · Manage Clients`);
    // And from the client back to the website, by the website's own link.
    await page.getByRole('link', { name: website.name, exact: true }).click();
    await page.waitForURL(`**/dashboard/admin/websites/${website.id}`);
    await page.goBack();
    await page.waitForURL(`**/dashboard/admin/clients/${website.owner_id}`);
  });

  it('opens an e-mail in a drawer at its own URL, keeps it on reload, follows its questionnaire link, and Back closes the drawers', async () => {
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Communications' }).click();
    await page.getByRole('heading', { level: 1, name: 'Communications' }).waitFor();
    await searchList(page, email.subject);
    await page.waitForURL((url) => url.search.includes('filters'));
    const listUrl = page.url();
    // Rows can be selected all at once, and the header's box breaks no accessibility rule.
    await page.getByRole('checkbox', { name: 'Select all' }).check();
    await page
      .getByRole('status')
      .filter({ hasText: /\d+ selected/ })
      .waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('checkbox', { name: 'Select all' }).uncheck();

    await page
      .getByRole('button', { name: `View ${email.subject}` })
      .first()
      .click();
    const drawer = page.getByRole('dialog', { name: email.subject });
    await drawer.waitFor();
    await page.waitForURL(`**/dashboard/admin/communications/${email.id}?**`);
    await titled(`${email.subject} · Communications`);
    const emailUrl = page.url();

    await page.reload();
    await drawer.getByText('Attempts').waitFor();
    expect(page.url()).toBe(emailUrl);

    // The questionnaire the e-mail was about, at its own URL, named in the tab.
    await drawer.getByRole('link', { name: business }).click();
    await page.waitForURL(`**/dashboard/admin/submissions/${email.submission_id}`);
    const questionnaire = page.getByRole('dialog', { name: business });
    await questionnaire.getByRole('region', { name: 'Questionnaire answers' }).waitFor();
    await titled(`${business} · Questionnaires`);
    await page.reload();
    await questionnaire.getByRole('region', { name: 'Questionnaire answers' }).waitFor();

    // Back returns to the e-mail, and once more to the list without a drawer.
    await page.goBack();
    await page.waitForURL(emailUrl);
    await drawer.waitFor();
    await page.goBack();
    await page.waitForURL(listUrl);
    await drawer.waitFor({ state: 'hidden' });
    await page.getByRole('heading', { level: 1, name: 'Communications' }).waitFor();
  });
});

/**
 * Every admin list, wide and on a phone: no serious accessibility finding (axe), and on a phone
 * the rows are cards, not a table scrolling sideways, with a select-all of their own where rows
 * can be selected.
 */
describe('every admin list at 1400 and 390 px', () => {
  let browser: Browser;
  let website: { id: string; name: string };

  beforeAll(async () => {
    [website] = await dbQuery<typeof website>(`select w.id, w.name from websites w join users u on u.id = w.owner_id where u.email = $1 limit 1`, [
      demo.client.email,
    ]);
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  const lists = (): Array<[path: string, heading: string]> => [
    ['/dashboard/admin/clients', 'Manage Clients'],
    ['/dashboard/admin/websites', 'Manage Websites'],
    [`/dashboard/admin/websites/${website.id}/sections`, 'Content Sections'],
    ['/dashboard/admin/reviews', 'Changes to review'],
    ['/dashboard/admin/submissions', 'Questionnaires'],
    ['/dashboard/admin/drafts', 'Questionnaire Drafts'],
    ['/dashboard/admin/leads', 'Leads'],
    ['/dashboard/admin/communications', 'Communications'],
    ['/dashboard/admin/orders', 'Orders'],
    ['/dashboard/admin/activity', 'Activity'],
    ['/dashboard/admin/audit-log', 'Audit Log'],
  ];
  // The lists that were plain tables until they moved to the shared list table.
  const cardLists = (): string[] => ['/dashboard/admin/activity', '/dashboard/admin/audit-log', `/dashboard/admin/websites/${website.id}/sections`];

  async function signedInAt(width: number): Promise<{ page: Page; errors: string[]; close: () => Promise<void> }> {
    const context = await browser.newContext({ baseURL: baseUrl(), bypassCSP: true, viewport: { width, height: 900 } });
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    await signIn(page, demo.admin.email, demo.admin.password);
    return { page, errors, close: () => context.close() };
  }

  async function open(page: Page, path: string, heading: string): Promise<void> {
    await page.goto(path);
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    await page.locator('.ant-table-tbody .ant-table-row, .ant-table-placeholder, .ant-empty').first().waitFor();
    await page.waitForLoadState('networkidle');
  }

  it.each([1400, 390])('finds no serious accessibility problem on any list at %i px', async (width) => {
    const { page, errors, close } = await signedInAt(width);
    const found: Record<string, string[]> = {};
    for (const [path, heading] of lists()) {
      await open(page, path, heading);
      const violations = await seriousA11yViolations(page);
      if (violations.length) found[path] = violations;
    }
    expect(found).toEqual({});
    expect(errors).toEqual([]);
    await close();
  });

  it('shows the activity feed, the audit log and the sections as cards on a phone, with no sideways scroll', async () => {
    const { page, errors, close } = await signedInAt(390);
    for (const path of cardLists()) {
      const heading = lists().find(([p]) => p === path)![1];
      await open(page, path, heading);
      // The audit log may still be empty here: its table is in card form all the same.
      await page.locator('.list-cards').first().waitFor();
      const [scrollWidth, clientWidth] = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
      expect({ path, scrollWidth }).toEqual({ path, scrollWidth: clientWidth });
      expect(await page.locator('.list-cards .ant-table-thead').isVisible()).toBe(false);
    }
    expect(errors).toEqual([]);
    await close();
  });

  it('shows every domain of the websites list whole on one line at 1400 px', async () => {
    const { page, errors, close } = await signedInAt(1400);
    await open(page, '/dashboard/admin/websites', 'Manage Websites');
    await page.locator('.ant-table-tbody .ant-table-row').first().waitFor();
    // The demo domain broke as "sunshinebakery.exa / mple" while the actions column took the space.
    const broken = await page.evaluate(() => {
      const headers = Array.from(document.querySelectorAll('.ant-table-thead th')).map((th) => th.textContent?.trim());
      const column = headers.indexOf('Domain');
      return Array.from(document.querySelectorAll<HTMLTableRowElement>('.ant-table-tbody tr.ant-table-row')).flatMap((row) => {
        const walker = document.createTreeWalker(row.cells[column], NodeFilter.SHOW_TEXT);
        const lines: string[] = [];
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (!/^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(node.textContent?.trim() ?? '')) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          // One rectangle per line the text is laid out on.
          if (new Set(Array.from(range.getClientRects()).map((r) => Math.round(r.top))).size > 1) lines.push(node.textContent!.trim());
        }
        return lines;
      });
    });
    expect(broken).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  });

  it('names the website on its sections page, in the breadcrumbs and the tab', async () => {
    const { page, errors, close } = await signedInAt(1400);
    await open(page, `/dashboard/admin/websites/${website.id}/sections`, 'Content Sections');
    const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
    await trail.getByRole('link', { name: website.name }).click();
    await page.waitForURL(`**/dashboard/admin/websites/${website.id}`);
    await page.goBack();
    await page.waitForFunction((name) => document.title === `Content Sections · ${name} · Dashboard`, website.name);
    expect(errors).toEqual([]);
    await close();
  });

  it('keeps the audit log and the activity feed searched across a reload', async () => {
    const { page, errors, close } = await signedInAt(1400);
    for (const [path, heading, text] of [
      ['/dashboard/admin/audit-log', 'Audit Log', 'admin@demo.local'],
      ['/dashboard/admin/activity', 'Activity', 'zz-nothing-like-this'],
    ]) {
      await open(page, path, heading);
      await searchList(page, text);
      await page.reload();
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      expect(await page.getByRole('searchbox', { name: 'Search' }).inputValue()).toBe(text);
    }
    await page.getByText("No results for 'zz-nothing-like-this'.").waitFor();
    expect(errors).toEqual([]);
    await close();
  });

  it('selects a page of clients from the keyboard on a phone, where the header is hidden', async () => {
    const { page, errors, close } = await signedInAt(390);
    await open(page, '/dashboard/admin/clients', 'Manage Clients');
    await page.locator('.list-cards .ant-table-row').first().waitFor();
    const cards = await page.locator('.list-cards .ant-table-row input[type=checkbox]:not([disabled])').count();
    expect(cards).toBeGreaterThan(0);
    const all = page.getByRole('checkbox', { name: 'Select all on this page' });
    await all.focus();
    await page.keyboard.press('Space');
    await page
      .getByRole('status')
      .filter({ hasText: `${cards} selected` })
      .waitFor();
    expect(await all.isChecked()).toBe(true);
    await page.keyboard.press('Space');
    await page
      .getByRole('status')
      .filter({ hasText: /\d+ selected/ })
      .waitFor({ state: 'detached' });
    expect(await all.isChecked()).toBe(false);
    expect(errors).toEqual([]);
    await close();
  });
});
