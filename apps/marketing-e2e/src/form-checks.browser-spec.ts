import type { Browser, Page } from 'playwright-core';
import { baseUrl, dbQuery, fillRequiredAnswers, launchBrowser, newContext, waitForIslands, watchPageErrors } from './marketing-support';

// docs/product.md §13.2 and §13.4: the forms check what the server checks, in their own words, and a
// rate-limited contact form says when to try again and how else to reach the business.

const INVALID_EMAIL = 'Please enter a valid email address';
const STORAGE_KEY = 'fw.questionnaire.submission';

async function openWizard(page: Page): Promise<void> {
  await page.goto('/start');
  await page.locator('.q-page[data-hydrated="true"][data-busy="idle"]').waitFor();
}

const idle = (page: Page) => page.locator('.q-page[data-busy="idle"]').waitFor();
const stepHeading = (page: Page, step: number) => page.getByText(`Step ${step} of 7`, { exact: true });
const box = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

async function savedRow(page: Page): Promise<Record<string, unknown>> {
  const raw = await page.evaluate((key) => window.localStorage.getItem(key), STORAGE_KEY);
  expect(raw).not.toBeNull();
  const { id } = JSON.parse(raw as string) as { id: string };
  const [row] = await dbQuery('select business_name, business_email, business_phone, industry from questionnaire_submissions where id = $1', [id]);
  return row;
}

describe('forms check what the server checks', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('contact: the shared e-mail rule inline, the server refusal in our words, and a counter near the limit', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    let posts = 0;
    await page.route('**/api/contact', async (route) => {
      posts += 1;
      // What the API says for an address it refuses; the page must not repeat it.
      await route.fulfill({
        status: 400,
        json: {
          statusCode: 400,
          code: 'REQUEST.VALIDATION',
          message: 'email must be a valid email address',
          details: { fields: { email: ['email must be a valid email address'] } },
        },
      });
    });
    await page.goto('/contact');
    await waitForIslands(page);
    await page.getByLabel('Name', { exact: true }).fill('Dana Diaz');
    await page.getByLabel('Subject', { exact: true }).fill('Hello');
    await page.getByLabel('Message', { exact: true }).fill('A question');
    // A one-letter top-level domain: the old form pattern let it through to a server refusal.
    await page.getByLabel('Email', { exact: true }).fill('dana@example.c');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.locator('#contact-email-error').getByText(INVALID_EMAIL, { exact: true }).waitFor();
    expect(posts).toBe(0);

    await page.getByLabel('Email', { exact: true }).fill('dana@example.com');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByRole('alert').filter({ hasText: 'Failed to send message. Please try again.' }).waitFor();
    await page.locator('#contact-email-error').getByText(INVALID_EMAIL, { exact: true }).waitFor();
    expect(posts).toBe(1);
    expect(await page.locator('body').innerText()).not.toMatch(/must be/);

    // The message counter appears near the 5,000-character limit and says when it is reached.
    const message = page.getByLabel('Message', { exact: true });
    await message.fill('m'.repeat(4000));
    expect(await page.locator('#contact-message-count').count()).toBe(0);
    await message.fill('m'.repeat(4600));
    await page.locator('#contact-message-count').getByText('400 characters left').waitFor();
    expect((await message.getAttribute('aria-describedby'))?.split(' ')).toContain('contact-message-count');
    await message.fill('m'.repeat(5200));
    await page.locator('#contact-message-count').getByText('You have reached the limit of 5,000 characters.').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('contact: a 429 says when to try again (Retry-After) and offers the phone and e-mail', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.route('**/api/contact', (route) =>
      route.fulfill({
        status: 429,
        headers: { 'Retry-After': '1500' },
        json: { statusCode: 429, code: 'REQUEST.RATE_LIMITED', message: 'Too many messages. Please try again later.' },
      }),
    );
    await page.goto('/contact');
    await waitForIslands(page);
    await page.getByLabel('Name', { exact: true }).fill('Office Manager');
    await page.getByLabel('Email', { exact: true }).fill('office@example.com');
    await page.getByLabel('Subject', { exact: true }).fill('Quote');
    await page.getByLabel('Message', { exact: true }).fill('A quote for our office, please.');
    await page.getByRole('button', { name: 'Send Message' }).click();
    const panel = page.locator('.contact-form__limited');
    await panel.getByText('Please try again in about 25 minutes', { exact: false }).waitFor();
    await expect(panel.getByRole('link').first().getAttribute('href')).resolves.toMatch(/^tel:\+1\d{10}$/);
    await expect(panel.getByRole('link').nth(1).getAttribute('href')).resolves.toMatch(/^mailto:/);
    await page.getByRole('alert').filter({ hasText: 'Too many messages. Please try again in about 25 minutes, or call or e-mail us.' }).waitFor();
    // What was typed stays for the next try.
    await expect(page.getByLabel('Message', { exact: true }).inputValue()).resolves.toBe('A quote for our office, please.');
    await context.close();
  });

  it('questionnaire: a bad e-mail is named inline and in one toast, and the other answers are saved', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    await openWizard(page);
    await box(page, 'Business name').fill('Coral Dental');
    await box(page, 'Industry').fill('Dental');
    await box(page, 'Business email').fill('front-desk@coral');
    await box(page, 'Business phone').focus();
    // Leaving the field says so at once, in the form's words.
    await page.locator('#q-business-email-error').getByText(INVALID_EMAIL, { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await idle(page);
    // Next stays on the step whose answer is refused; the others are saved.
    await stepHeading(page, 1).waitFor();
    await page.getByRole('alert').filter({ hasText: 'Check one answer' }).filter({ hasText: 'Not saved: Business email (step 1).' }).waitFor();
    expect(await page.getByRole('alert').filter({ hasText: 'Failed to save progress' }).count()).toBe(0);
    expect(await savedRow(page)).toEqual({ business_name: 'Coral Dental', industry: 'Dental', business_email: null, business_phone: null });
    const summary = page.getByRole('region', { name: 'Please check these answers' });
    expect(await summary.innerText()).toContain(`Business email (step 1): ${INVALID_EMAIL}`);

    // A field the server refuses is left out and retried, named in the form's words, never the server's.
    let refusedOnce = false;
    await page.route('**/api/questionnaires/**', async (route) => {
      const body = route.request().postDataJSON() as Record<string, unknown> | null;
      if (route.request().method() === 'PATCH' && !refusedOnce && body && 'business_phone' in body) {
        refusedOnce = true;
        return route.fulfill({
          status: 400,
          json: {
            statusCode: 400,
            code: 'REQUEST.VALIDATION',
            message: 'business_phone must be shorter than or equal to 50 characters',
            details: { fields: { business_phone: ['business_phone must be shorter than or equal to 50 characters'] } },
          },
        });
      }
      return route.continue();
    });
    await summary.getByRole('button', { name: 'Business email (step 1)' }).click();
    await stepHeading(page, 1).waitFor();
    await box(page, 'Business email').fill('front-desk@coral-dental.test');
    await box(page, 'Business phone').fill('(561) 555-0100');
    // The error toast stays until closed; Alt+T reaches its close button (docs/product.md §9 hotkey).
    expect(await page.locator('.toast--destructive').count()).toBe(1);
    await page.keyboard.press('Alt+t');
    expect(await page.evaluate(() => document.activeElement?.className)).toBe('toast__close');
    await page.keyboard.press('Enter');
    expect(await page.locator('.toast').count()).toBe(0);
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await idle(page);
    await stepHeading(page, 2).waitFor();
    expect(refusedOnce).toBe(true);
    await page.getByRole('alert').filter({ hasText: 'Not saved: Business phone (step 1).' }).waitFor();
    expect(await summary.innerText()).toContain('Business phone (step 1): Please keep this under 50 characters.');
    expect(await page.locator('body').innerText()).not.toMatch(/must be|shorter than or equal/);
    expect(await savedRow(page)).toMatchObject({ business_email: 'front-desk@coral-dental.test', business_phone: null });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('questionnaire: counters near length limits, a past launch date warning, Enter moves on', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await openWizard(page);
    // Enter moves to the next field, and from the step's last field to the next step.
    await box(page, 'Business name').fill('Enter Key Cafe');
    await box(page, 'Business name').press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('q-industry');
    await page.keyboard.type('Cafe');
    for (const id of ['q-business-email', 'q-business-phone', 'q-existing-website-url']) {
      await page.keyboard.press('Enter');
      expect(await page.evaluate(() => document.activeElement?.id)).toBe(id);
      if (id === 'q-business-email') await page.keyboard.type('hello@enter-key.test');
    }
    await page.keyboard.press('Enter');
    await idle(page);
    await stepHeading(page, 2).waitFor();

    const goal = page.getByLabel('What is the main goal of your website?');
    await goal.fill('g'.repeat(4700));
    await page.locator('#q-main-goal-count').getByText('300 characters left').waitFor();
    await goal.fill('short');
    expect(await page.locator('#q-main-goal-count').count()).toBe(0);
    await fillRequiredAnswers(page, 2);

    for (let step = 3; step <= 6; step++) {
      await page.getByRole('button', { name: 'Next', exact: true }).click();
      await idle(page);
      await stepHeading(page, step).waitFor();
    }
    const date = page.getByLabel('Ideal launch date');
    await date.fill('2020-01-15');
    const warning = page.locator('#q-ideal-launch-date-warning');
    await warning.getByText('This date is in the past.', { exact: false }).waitFor();
    expect((await date.getAttribute('aria-describedby'))?.split(' ')).toContain('q-ideal-launch-date-warning');
    await date.fill(`${new Date().getFullYear() + 1}-06-01`);
    expect(await warning.count()).toBe(0);
    // A past date is a warning, not a block.
    await date.fill('2020-01-15');
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await idle(page);
    await stepHeading(page, 7).waitFor();
    await context.close();
  });

  it('questionnaire: the file picker keeps accepted files up to 10MB, names the refused ones, and counts what it kept', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await openWizard(page);
    for (let step = 2; step <= 4; step++) {
      await fillRequiredAnswers(page, step - 1);
      await page.getByRole('button', { name: 'Next', exact: true }).click();
      await idle(page);
      await stepHeading(page, step).waitFor();
    }
    const picker = page.locator('#q-uploaded-files');
    expect(await picker.getAttribute('accept')).toBe('.pdf,.doc,.docx,.zip,.jpg,.jpeg,.png,.webp,.avif,.gif');
    await picker.setInputFiles([
      { name: 'menu.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') },
      { name: 'logo.PNG', mimeType: 'image/png', buffer: Buffer.from('png') },
      { name: 'setup.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') },
      { name: 'huge-photo.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(10 * 1024 * 1024 + 1) },
    ]);
    await page.locator('.toast').filter({ hasText: 'Files Ready' }).filter({ hasText: '2 files selected.' }).waitFor();
    const refused = page.locator('#q-uploaded-files-refused');
    await refused.getByText('These 2 files were not added:').waitFor();
    expect(await refused.innerText()).toContain('setup.exe: not an accepted file type');
    expect(await refused.innerText()).toContain('huge-photo.jpg: larger than 10MB');
    expect(await page.locator('.q-files__list .q-files__name').allTextContents()).toEqual(['menu.pdf', 'logo.PNG']);
    await context.close();
  });

  it('questionnaire: a <noscript> note offers the phone and e-mail, as /pricing and /contact do', async () => {
    const context = await browser.newContext({ baseURL: baseUrl(), javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/start');
    const note = page.locator('.q-noscript');
    await note.getByText('The questionnaire needs JavaScript', { exact: false }).waitFor();
    await expect(note.getByRole('link').first().getAttribute('href')).resolves.toMatch(/^tel:/);
    await expect(note.getByRole('link').nth(1).getAttribute('href')).resolves.toMatch(/^mailto:/);
    await context.close();
  });
});
