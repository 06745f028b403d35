import type { Browser, BrowserContext, Page } from 'playwright-core';
import { baseUrl, dbQuery, demo, launchBrowser, seriousA11yViolations, signIn, watchPageErrors } from './support';

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
    await page.getByRole('searchbox', { name: 'Search' }).fill(website.name);
    await page.getByRole('searchbox', { name: 'Search' }).press('Enter');
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
    const search = page.getByRole('searchbox', { name: 'Search' });
    await search.fill(email.subject);
    await search.press('Enter');
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
