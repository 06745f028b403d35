import type { Browser, Page } from 'playwright-core';
import { baseUrl, capturedMails, launchBrowser, narrowViewport, newContext, overflowChecks, waitFor, watchPageErrors } from './marketing-support';

/** docs/product.md §11.7: after 'Save & Continue Later' the visitor can have the resume link e-mailed. */
describe('questionnaire: email me the resume link', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  async function openWizard(page: Page): Promise<void> {
    await page.goto('/start');
    await page.locator('.q-page[data-hydrated="true"][data-busy="idle"]').waitFor();
  }

  async function saveForLater(page: Page): Promise<string> {
    await page.getByRole('button', { name: 'Save & Continue Later' }).click();
    await page.locator('.q-page[data-busy="idle"]').waitFor();
    return page.getByLabel('Resume link').inputValue();
  }

  /** Decoded text parts of every captured e-mail to `to` (quoted-printable soft breaks undone). */
  const mailsTo = (to: string) =>
    capturedMails()
      .map((m) => m.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '='))
      .filter((raw) => new RegExp(`^To: .*${to.replace(/[.]/g, '\\.')}`, 'im').test(raw));

  it('sends the link (and nothing typed) to the business email entered, and fits a 320 px screen', async () => {
    const context = await browser.newContext({ baseURL: baseUrl(), viewport: narrowViewport });
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    const stamp = Date.now().toString(36);
    const email = `resume-${stamp}@example.test`;
    await openWizard(page);
    await page.getByRole('textbox', { name: 'Business name', exact: true }).fill(`Manatee Kayaks ${stamp}`);
    await page.getByRole('textbox', { name: 'Business email', exact: true }).fill(email);
    const link = await saveForLater(page);
    expect(link).toMatch(new RegExp(`^${baseUrl()}/start\\?resume=[0-9a-f-]{36}\\.`));

    await page.getByRole('button', { name: 'Email me this link' }).click();
    await page.getByRole('status').filter({ hasText: 'We emailed the link to the business email you entered.' }).waitFor();
    const { problems, check } = overflowChecks(page);
    await check('resume panel with the email sent');
    expect(problems).toEqual({});

    const raw = await waitFor(() => mailsTo(email)[0], 20000);
    expect(raw).toContain('Subject: Your link to continue your website questionnaire');
    expect(raw).toContain(link);
    expect(raw).not.toContain('Manatee Kayaks');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('asks for a business email first when none was saved', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await openWizard(page);
    await page.getByRole('textbox', { name: 'Business name', exact: true }).fill('No Email Yet');
    await saveForLater(page);
    await page.getByRole('button', { name: 'Email me this link' }).click();
    await page.getByRole('alert').filter({ hasText: 'Enter your business email on the first step and save' }).waitFor();
    await context.close();
  });
});
