import type { Browser, Page } from 'playwright-core';
import { dbQuery, demoClient, fillRequiredAnswers, launchBrowser, newContext, signIn, watchPageErrors } from './marketing-support';

// The questionnaire saves as the visitor types (a few seconds after typing stops, on Back, and
// when the page is left), says so, and Next stays on a step whose required answers are missing.

// Hydrated and idle, and the remembered or linked draft has arrived (it is read after hydration).
const ready = async (page: Page) => {
  await page.locator('.q-page[data-hydrated="true"][data-busy="idle"]').waitFor();
  await page.waitForLoadState('networkidle');
  await page.locator('.q-page[data-hydrated="true"][data-busy="idle"]').waitFor();
};
const saved = (page: Page) => page.locator('.q-save-status[data-save-status="Saved"]').waitFor({ timeout: 15_000 });
const stepTitle = (page: Page, step: number) => page.getByText(`Step ${step} of 7`, { exact: true }).waitFor();
const text = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });
const rememberedId = (page: Page) =>
  page.evaluate(() => (JSON.parse(window.localStorage.getItem('fw.questionnaire.submission') ?? 'null') as { id: string } | null)?.id ?? null);

describe('the questionnaire saves as you type', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('keeps typing across a reload, a Back and chosen file names; Next stays on a step with a missing answer', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    await page.goto('/start');
    await ready(page);

    // Typing is saved after a pause, without any button, and the page says so.
    await text(page, 'Business name').fill('Autosave Pottery');
    await page.locator('.q-save-status').getByText('Unsaved changes').waitFor();
    await saved(page);
    await page.reload();
    await ready(page);
    await expect(text(page, 'Business name').inputValue()).resolves.toBe('Autosave Pottery');

    // Next with a required answer missing: the error is on this step, beside the field.
    await fillRequiredAnswers(page, 1);
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await ready(page);
    await stepTitle(page, 2);
    await text(page, 'What is the main goal of your website?').fill('Sell classes online');
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await ready(page);
    await stepTitle(page, 2);
    await page.locator('#q-target-audience-error').getByText('This answer is required.').waitFor();
    await page.getByRole('region', { name: 'Please check these answers' }).getByRole('button', { name: 'Target audience (step 2)' }).waitFor();

    // Back keeps the step's typing, also after a reload.
    await text(page, 'Who is your target audience?').fill('Hobby potters');
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await stepTitle(page, 1);
    await saved(page);
    await page.reload();
    await ready(page);
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await ready(page);
    await stepTitle(page, 2);
    await expect(text(page, 'What is the main goal of your website?').inputValue()).resolves.toBe('Sell classes online');
    await expect(text(page, 'Who is your target audience?').inputValue()).resolves.toBe('Hobby potters');

    // Chosen files' names survive a reload (the files themselves come later, by a secure link).
    await fillRequiredAnswers(page, 2);
    for (const step of [3, 4]) {
      await page.getByRole('button', { name: 'Next', exact: true }).click();
      await ready(page);
      await stepTitle(page, step);
    }
    await page.locator('#q-uploaded-files').setInputFiles([{ name: 'kiln-photo.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('jpg') }]);
    await page.getByText('kiln-photo.jpg').first().waitFor();
    await saved(page);
    await page.reload();
    await ready(page);
    await stepTitle(page, 4);
    await page.getByText('kiln-photo.jpg').first().waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('"← Back to home" right after typing loses nothing: the page sends it as it leaves', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/start');
    await ready(page);
    await text(page, 'Business name').fill('Leaving Soon Surf Shop');
    await saved(page);
    const id = await rememberedId(page);
    await text(page, 'Industry').fill('Surf lessons');
    // Well before the autosave's pause is over.
    await page.getByRole('link', { name: 'Back to home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    const industry = async () =>
      (await dbQuery<{ industry: string | null }>('select industry from questionnaire_submissions where id = $1', [id]))[0]?.industry;
    for (let tries = 0; tries < 50 && (await industry()) !== 'Surf lessons'; tries++) await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await industry()).toBe('Surf lessons');
    await page.goto('/start');
    await ready(page);
    // The remembered draft is read after the page is interactive: give it a moment to arrive.
    await text(page, 'Industry').evaluate(
      (input) =>
        new Promise<void>((resolve) => {
          const done = () => (input as HTMLInputElement).value === 'Surf lessons' && resolve();
          done();
          const timer = setInterval(done, 100);
          setTimeout(() => {
            clearInterval(timer);
            resolve();
          }, 10_000);
        }),
    );
    await expect(text(page, 'Industry').inputValue()).resolves.toBe('Surf lessons');
    await context.close();
  });

  it("filled in while signed in, the questionnaire is the client's, and the page after payment shows its status", async () => {
    const context = await newContext(browser);
    await signIn(context);
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    await page.goto('/start');
    await ready(page);
    await text(page, 'Business name').fill('Signed In Sign Shop');
    await saved(page);
    const id = await rememberedId(page);
    const [row] = await dbQuery<{ client_id: string | null; email: string }>(
      'select s.client_id, u.email from questionnaire_submissions s left join users u on u.id = s.client_id where s.id = $1',
      [id],
    );
    expect(row).toEqual({ client_id: expect.any(String), email: demoClient.email });

    // After a payment, "Start Your Questionnaire" gives way to where the client's questionnaire stands.
    await page.goto('/payment-success');
    await page.locator('[data-questionnaire-status="draft"]').getByText('Continue Your Questionnaire (step 1 of 7)').waitFor();
    expect(await page.getByRole('link', { name: 'Start Your Questionnaire' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
