import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { capturedMails, narrowViewport, overflowChecks } from '@fw/e2e-testing';
import {
  baseUrl,
  dbQuery,
  demo,
  dismissToast,
  launchBrowser,
  parseMail,
  searchList,
  seriousA11yViolations,
  signIn,
  toast,
  waitFor,
  watchPageErrors,
} from './support';

/** docs/product.md §11.5 and §11.7: the admin's Leads and Questionnaire Drafts pages, end to end. */
describe('leads and questionnaire drafts in the admin dashboard', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let errors: string[];
  const stamp = Date.now().toString(36);
  const email = `lead-${stamp}@example.test`;
  const business = `Coral Reef Diving ${stamp}`;
  let draftId = '';
  let draftToken = '';

  beforeAll(async () => {
    browser = await launchBrowser();
    context = await browser.newContext({ baseURL: baseUrl(), bypassCSP: true, viewport: { width: 1400, height: 900 } });
    page = await context.newPage();
    errors = watchPageErrors(page);
    // A visitor writes through the contact form and starts a questionnaire with the same e-mail.
    const sent = await page.request.post('/api/contact', {
      data: { name: 'Dora Diver', email, subject: `Dive shop site ${stamp}`, message: 'We need a site\nwith online booking.' },
    });
    expect(sent.status()).toBe(202);
    const draft = await page.request.post('/api/questionnaires', {
      data: { business_name: business, business_email: email, industry: 'Diving', current_step: 3 },
    });
    expect(draft.status()).toBe(201);
    ({ id: draftId, resume_token: draftToken } = await draft.json());
    await signIn(page, demo.admin.email, demo.admin.password);
  });
  afterAll(async () => {
    await context.close();
    await browser.close();
  });
  afterEach(() => expect(errors).toEqual([]));

  /** Opens an antd Select (its selector takes the click) and picks the option. */
  async function choose(select: Locator, option: string): Promise<void> {
    await select.locator('.ant-select-selector').click();
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option')
      .filter({ hasText: new RegExp(`^${option}$`) })
      .click();
  }

  it('lists the contact message as a new lead, filters by status, marks it replied, and shows the questionnaire with its e-mail', async () => {
    await page.getByRole('link', { name: 'Leads', exact: true }).click();
    await page.waitForURL(/\/dashboard\/admin\/leads(\?|$)/);
    await page.getByRole('heading', { level: 1, name: 'Leads' }).waitFor();
    await searchList(page, stamp);
    const row = page.getByRole('row').filter({ hasText: 'Dora Diver' });
    await row.getByText(`Dive shop site ${stamp}`).waitFor();
    await row.getByText('questionnaire', { exact: true }).waitFor();
    expect(await row.getByRole('combobox', { name: 'Status of the lead from Dora Diver' }).count()).toBe(1);
    expect(await row.locator('.ant-select-selection-item').textContent()).toBe('New');
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Status change from the list.
    await choose(row.locator('.ant-select'), 'Replied');
    await toast(page, 'Lead from Dora Diver marked as replied.').waitFor();
    await dismissToast(toast(page, 'Lead from Dora Diver marked as replied.'));
    const [stored] = await dbQuery<{ status: string }>(`select status from contact_messages where email = $1`, [email]);
    expect(stored.status).toBe('replied');

    // The status filter: not among the new ones, found among the replied ones.
    // The list's search form (id list-search) holds one select: the status filter.
    const statusFilter = page.locator('#list-search .ant-select');
    await choose(statusFilter, 'New');
    await page.getByText('No results').waitFor();
    await choose(statusFilter, 'Replied');
    await row.waitFor();

    // Details: the whole message, a reply link, the questionnaire of the same e-mail.
    await row.getByRole('button', { name: 'View the lead from Dora Diver' }).click();
    const drawer = page.getByRole('dialog', { name: `Dora Diver: Dive shop site ${stamp}` });
    await drawer.getByText('with online booking.', { exact: false }).waitFor();
    expect(await drawer.getByRole('link', { name: 'Reply by email' }).getAttribute('href')).toBe(
      `mailto:${encodeURIComponent(email)}?subject=${encodeURIComponent(`Re: Dive shop site ${stamp}`)}`,
    );
    await drawer.getByText(business).waitFor();
    await drawer.getByText('draft: step 3 of 7 (43%)').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.screenshot({ path: `/tmp/leads-1400-${stamp}.png`, fullPage: true });
    await drawer.getByRole('button', { name: 'Close' }).click();

    // The admin home's "New contact messages" card links here with ?status=new.
    await page.goto('/dashboard/admin/leads?status=new');
    await page.getByText('Showing the items from the overview').waitFor();
    const filter = page.locator('#list-search .ant-select');
    expect(await filter.locator('.ant-select-selection-item').textContent()).toBe('New');
    await page.locator('.ant-table-tbody').waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('row').filter({ hasText: 'Dora Diver' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Show all' }).click();
    await page.getByRole('row').filter({ hasText: 'Dora Diver' }).waitFor();
  });

  it('shows the draft with its step and percent and sends a reminder with a fresh resume link, once per interval', async () => {
    await page.getByRole('link', { name: 'Questionnaire Drafts', exact: true }).click();
    await page.waitForURL(/\/dashboard\/admin\/drafts(\?|$)/);
    await page.getByRole('heading', { level: 1, name: 'Questionnaire Drafts' }).waitFor();
    await searchList(page, stamp);
    const row = page.getByRole('row').filter({ hasText: business });
    await row.getByText('Step 3 of 7').waitFor();
    expect(await row.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('43');
    await row.getByText('None', { exact: true }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);

    await row.getByRole('button', { name: `Send reminder to ${email}` }).click();
    await toast(page, 'Reminder sent', email).waitFor();
    await dismissToast(toast(page, 'Reminder sent', email));
    await row.getByText(/^1 \(last /).waitFor();

    // The e-mail: a fresh link (not the visitor's own token), none of the answers.
    const mail = await waitFor(
      () =>
        capturedMails()
          .map((m) => parseMail(m.raw))
          .find((m) => m.to.includes(email) && m.subject === 'Finish your website questionnaire'),
      20000,
    );
    expect(mail.text).not.toContain(business);
    const link = mail.text.match(/https?:\/\/[^\s"'<>]+\/start\?resume=[A-Za-z0-9_\-.%]+/)?.[0];
    expect(link).toBeDefined();
    expect(link).toContain(`resume=${draftId}.`);
    expect(link).not.toContain(draftToken);
    const [log] = await dbQuery<{ template: string; submission_id: string }>(
      `select template, submission_id from email_logs where recipient_email = $1 and template = 'questionnaire-reminder'`,
      [email],
    );
    expect(log.submission_id).toBe(draftId);

    // The link opens the draft on another device.
    const other = await browser.newContext({ baseURL: baseUrl() });
    const visitor = await other.newPage();
    await visitor.goto(new URL(link as string).pathname + new URL(link as string).search);
    await visitor.locator('.q-page[data-hydrated="true"][data-busy="idle"]').waitFor();
    // It opens on the step the visitor left, and this device now remembers the draft with the fresh token.
    await visitor.getByText('Step 3 of 7', { exact: true }).waitFor();
    const remembered = JSON.parse((await visitor.evaluate(() => localStorage.getItem('fw.questionnaire.submission'))) ?? '{}') as {
      id?: string;
      token?: string;
    };
    expect(remembered.id).toBe(draftId);
    expect(link).toContain(`${draftId}.${remembered.token}`);
    await visitor.getByRole('button', { name: 'Back', exact: true }).click();
    await visitor.getByRole('button', { name: 'Back', exact: true }).click();
    expect(await visitor.getByRole('textbox', { name: 'Business name', exact: true }).inputValue()).toBe(business);
    await other.close();

    // A second reminder the same day is refused with the reason.
    await row.getByRole('button', { name: `Send reminder to ${email}` }).click();
    await toast(page, 'less than 24 hours ago').waitFor();
    await dismissToast(toast(page, 'less than 24 hours ago'));
    expect((await dbQuery(`select id from email_logs where recipient_email = $1 and template = 'questionnaire-reminder'`, [email])).length).toBe(1);
    await page.screenshot({ path: `/tmp/drafts-1400-${stamp}.png`, fullPage: true });
  });

  it('reflows both pages at 320 px', async () => {
    const narrow = await browser.newContext({ baseURL: baseUrl(), viewport: narrowViewport });
    const small = await narrow.newPage();
    await signIn(small, demo.admin.email, demo.admin.password);
    const { problems, check } = overflowChecks(small);
    for (const [path, heading] of [
      ['/dashboard/admin/leads', 'Leads'],
      ['/dashboard/admin/drafts', 'Questionnaire Drafts'],
    ]) {
      await small.goto(path);
      await small.getByRole('heading', { level: 1, name: heading }).waitFor();
      await small.waitForLoadState('networkidle');
      await check(path);
    }
    await small.goto('/dashboard/admin/leads');
    await searchList(small, stamp);
    await small.getByRole('button', { name: 'View the lead from Dora Diver' }).click();
    await small.getByRole('dialog').getByText('with online booking.', { exact: false }).waitFor();
    // The drawer slides in from the right: measure once it is in place.
    await small.waitForFunction(() => !document.querySelector('.ant-drawer-content-wrapper[class*="motion"]'));
    await check('lead details');
    expect(problems).toEqual({});
    await small.setViewportSize({ width: 390, height: 844 });
    await small.screenshot({ path: `/tmp/leads-390-${stamp}.png` });
    await narrow.close();
  });
});
