import fs from 'node:fs';
import type { Browser, Locator, Page } from 'playwright-core';
import { baseUrl, dbQuery, launchBrowser, narrowViewport, newContext, overflowChecks, watchPageErrors } from '@fw/e2e-testing';
import { fillRequiredAnswers } from './marketing-support';

const STORAGE_KEY = 'fw.questionnaire.submission';
const TITLES = [
  'Business Information',
  'Goals & Purpose',
  'Design Preferences',
  'Content Planning',
  'Features & Functionality',
  'Timeline & Budget',
  'Final Details',
];
const PERCENTS = [14, 29, 43, 57, 71, 86, 100];

interface SubmissionRow {
  id: string;
  status: string;
  current_step: number;
  completed_at: Date | null;
  business_name: string | null;
  business_email: string | null;
  business_phone: string | null;
  industry: string | null;
  main_goal: string | null;
  target_audience: string | null;
  desired_action: string | null;
  brand_colors: string | null;
  liked_websites: string[];
  disliked_websites: string[];
  main_pages: string[];
  has_existing_content: boolean;
  uploaded_files: string[];
  needs_ecommerce: boolean;
  needs_booking: boolean;
  needs_blog: boolean;
  needs_online_ordering: boolean;
  integrations: string[];
  launch: string | null;
  budget_range: string | null;
  wants_hosting: boolean;
  additional_notes: string | null;
}

async function openWizard(page: Page, path = '/start'): Promise<void> {
  await page.goto(path);
  await page.locator('.q-page[data-hydrated="true"][data-busy="idle"]').waitFor();
}

const idle = (page: Page) => page.locator('.q-page[data-busy="idle"]').waitFor();

async function expectStep(page: Page, step: number): Promise<void> {
  await page.getByText(`Step ${step} of 7`, { exact: true }).waitFor();
  await page.getByText(`${PERCENTS[step - 1]}% complete`, { exact: true }).waitFor();
  expect(await page.getByRole('progressbar', { name: 'Questionnaire progress' }).getAttribute('aria-valuenow')).toBe(String(PERCENTS[step - 1]));
  expect(await page.getByRole('heading', { level: 2, name: `Step ${step} of 7: ${TITLES[step - 1]}` }).count()).toBe(1);
  expect(await page.getByRole('heading', { level: 3, name: 'Why we need this' }).count()).toBe(1);
}

async function next(page: Page, to: number): Promise<void> {
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await idle(page);
  await expectStep(page, to);
  expect(await page.evaluate(() => document.activeElement?.id)).toBe('q-step-title');
}

async function back(page: Page, to: number): Promise<void> {
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expectStep(page, to);
}

const toast = (page: Page, text: string): Locator => page.locator('.toast').filter({ hasText: text });

/** Error toasts stay until closed (docs/product.md §13); a visitor closes one before reaching what it covers. */
async function closeToasts(page: Page): Promise<void> {
  const close = page.locator('.toast__close');
  while ((await close.count()) > 0) await close.first().click();
}

async function listValues(group: Locator): Promise<string[]> {
  const inputs = group.getByRole('textbox');
  const values: string[] = [];
  for (let i = 0; i < (await inputs.count()); i++) values.push(await inputs.nth(i).inputValue());
  return values;
}

async function remembered(page: Page): Promise<{ id: string; token: string }> {
  const raw = await page.evaluate((key) => window.localStorage.getItem(key), STORAGE_KEY);
  expect(raw).not.toBeNull();
  return JSON.parse(raw as string) as { id: string; token: string };
}

async function submissionRow(id: string): Promise<SubmissionRow> {
  const rows = await dbQuery<SubmissionRow>('select *, ideal_launch_date::text as launch from questionnaire_submissions where id = $1', [id]);
  expect(rows).toHaveLength(1);
  return rows[0];
}

/** Presses Tab until the focused element satisfies `matches` (proves it is reachable by keyboard). */
async function tabTo(page: Page, describe: string, matches: (el: { id: string; tag: string; text: string; type: string }) => boolean): Promise<void> {
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press('Tab');
    const el = await page.evaluate(() => {
      const a = document.activeElement as HTMLElement | null;
      return { id: a?.id ?? '', tag: a?.tagName.toLowerCase() ?? '', text: a?.textContent?.trim() ?? '', type: a?.getAttribute('type') ?? '' };
    });
    if (matches(el)) return;
  }
  throw new Error(`could not reach ${describe} with Tab`);
}

const tabToId = (page: Page, id: string) => tabTo(page, `#${id}`, (el) => el.id === id);
const tabToButton = (page: Page, text: string) => tabTo(page, `button ${text}`, (el) => el.tag === 'button' && el.text === text);

async function axeViolations(page: Page): Promise<string[]> {
  // Evaluated rather than added as a script tag: the product's CSP rightly refuses inline scripts.
  await page.evaluate(fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8'));
  return page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<{ violations: Array<{ id: string; impact: string; nodes: unknown[] }> }> } }
    ).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
    return result.violations.map((v) => `${v.id} (${v.impact}, ${v.nodes.length} nodes)`);
  });
}

describe('questionnaire wizard (/start) and its success page', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('completes all seven steps with list rules, resume after reload and on another device, then submits', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    await openWizard(page);

    // Step 1: heading, progress, explainer, browser-level required fields.
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expectStep(page, 1);
    expect(await page.getByRole('button', { name: 'Back', exact: true }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Save & Continue Later' }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Submit Questionnaire' }).count()).toBe(0);
    for (const label of ['Business name', 'Industry', 'Business email']) {
      expect(await page.getByRole('textbox', { name: label, exact: true }).evaluate((el: HTMLInputElement) => el.required)).toBe(true);
    }
    expect(await page.getByRole('textbox', { name: 'Business email', exact: true }).getAttribute('type')).toBe('email');
    expect(await page.getByRole('textbox', { name: 'Business phone', exact: true }).evaluate((el: HTMLInputElement) => el.required)).toBe(false);
    // Fields stop at the API's limits (a longer answer would be refused on save).
    expect(await page.getByRole('textbox', { name: 'Business name', exact: true }).getAttribute('maxlength')).toBe('200');
    expect(await page.getByRole('textbox', { name: 'Business phone', exact: true }).getAttribute('maxlength')).toBe('50');
    await page.getByRole('textbox', { name: 'Business name', exact: true }).fill('Sunshine Bakery');
    await page.getByRole('textbox', { name: 'Industry', exact: true }).fill('Bakery');
    await page.getByRole('textbox', { name: 'Business email', exact: true }).fill('owner@sunshine-bakery.test');
    await page.getByRole('textbox', { name: 'Business phone', exact: true }).fill('(561) 555-0199');
    await next(page, 2);

    // The first save created the draft and remembered it.
    const { id, token } = await remembered(page);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(token.length).toBeGreaterThanOrEqual(22);
    expect((await submissionRow(id)).current_step).toBe(2);

    // Step 2: required goals; Next stays on the step and names the missing answer there.
    for (const label of ['What is the main goal of your website?', 'Who is your target audience?', 'What should visitors do on your website?']) {
      expect(await page.getByLabel(label).evaluate((el: HTMLTextAreaElement) => el.required)).toBe(true);
    }
    await page.getByLabel('What is the main goal of your website?').fill('Get more catering orders');
    await page.getByLabel('Who is your target audience?').fill('Offices in Palm Beach County');
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await idle(page);
    await expectStep(page, 2);
    await page.locator('#q-desired-action-error').getByText('This answer is required.').waitFor();
    await page.getByLabel('What should visitors do on your website?').fill('Call us to order');
    await next(page, 3);
    await back(page, 2);
    expect(await page.getByLabel('What should visitors do on your website?').inputValue()).toBe('Call us to order');
    await next(page, 3);

    // Step 3: list rules (remove only offered with more than one entry).
    await page.getByLabel('Brand colors').fill('Yellow and white');
    const liked = page.getByRole('group', { name: 'Websites you like' });
    const disliked = page.getByRole('group', { name: "Websites you don't like" });
    expect(await listValues(liked)).toEqual(['']);
    expect(await liked.getByRole('button', { name: /^Remove/ }).count()).toBe(0);
    await liked.getByRole('textbox').first().fill('https://liked-one.test');
    await liked.getByRole('button', { name: 'Add Website' }).click();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('q-liked-websites-2');
    await page.keyboard.type('https://liked-two.test');
    await liked.getByRole('button', { name: 'Add Website' }).click();
    await liked.getByRole('textbox').nth(2).fill('https://liked-three.test');
    expect(await liked.getByRole('button', { name: /^Remove/ }).count()).toBe(3);
    await liked.getByRole('button', { name: 'Remove Liked website 2' }).click();
    expect(await listValues(liked)).toEqual(['https://liked-one.test', 'https://liked-three.test']);
    await disliked.getByRole('textbox').first().fill('https://disliked.test');
    await disliked.getByRole('button', { name: 'Add Website' }).click();
    expect(await disliked.getByRole('button', { name: /^Remove/ }).count()).toBe(2);
    await disliked.getByRole('button', { name: 'Remove Disliked website 1' }).click();
    expect(await listValues(disliked)).toEqual(['']);
    expect(await disliked.getByRole('button', { name: /^Remove/ }).count()).toBe(0);
    await disliked.getByRole('textbox').first().fill('https://disliked.test');
    await disliked.getByRole('button', { name: 'Add Website' }).click(); // left blank: dropped on save
    await next(page, 4);

    // Step 4: default main pages, list edits, existing content, file names only.
    const pages = page.getByRole('group', { name: /^Main pages/ });
    expect(await listValues(pages)).toEqual(['Home', 'About', 'Services', 'Contact']);
    await pages.getByRole('button', { name: 'Add Page' }).click();
    await page.keyboard.type('Menu');
    await pages.getByRole('button', { name: 'Remove Page 3' }).click();
    expect(await listValues(pages)).toEqual(['Home', 'About', 'Contact', 'Menu']);
    await page.getByLabel('I already have content (text, photos or a logo) for the website').check();
    const picker = page.getByLabel('Existing content files (optional)');
    expect(await picker.getAttribute('accept')).toBe('.pdf,.doc,.docx,.zip,.jpg,.jpeg,.png,.webp,.avif,.gif');
    await page.getByText(/max 10MB each/).waitFor();
    await picker.setInputFiles([
      { name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from('png') },
      { name: 'menu.pdf', mimeType: 'application/pdf', buffer: Buffer.from('pdf') },
    ]);
    await toast(page, 'Files Ready').filter({ hasText: '2 files' }).filter({ hasText: 'upload link' }).waitFor();
    await page.getByText('Selected files (2)').waitFor();
    await next(page, 5);

    // Reload in the middle: same step, same answers.
    await page.reload();
    await page.locator('.q-page[data-hydrated="true"][data-busy="idle"]').waitFor();
    await expectStep(page, 5);
    await back(page, 4);
    expect(await listValues(pages)).toEqual(['Home', 'About', 'Contact', 'Menu']);
    expect(await page.getByLabel('I already have content (text, photos or a logo) for the website').isChecked()).toBe(true);
    await page.getByText('logo.png').waitFor();
    await page.getByText('menu.pdf').waitFor();
    await back(page, 3);
    expect(await listValues(liked)).toEqual(['https://liked-one.test', 'https://liked-three.test']);
    expect(await listValues(disliked)).toEqual(['https://disliked.test']);
    expect(await page.getByLabel('Brand colors').inputValue()).toBe('Yellow and white');
    await back(page, 2);
    expect(await page.getByLabel('What should visitors do on your website?').inputValue()).toBe('Call us to order');
    await back(page, 1);
    expect(await page.getByRole('textbox', { name: 'Business name', exact: true }).inputValue()).toBe('Sunshine Bakery');
    expect(await page.getByRole('textbox', { name: 'Business email', exact: true }).inputValue()).toBe('owner@sunshine-bakery.test');
    await next(page, 2);
    await next(page, 3);
    await next(page, 4);
    await next(page, 5);

    // Step 5: features and comma-separated integrations.
    await page.getByLabel('Online booking or appointments').check();
    await page.getByLabel('Blog', { exact: true }).check();
    await page.getByLabel('Integrations').fill('Google Maps,  Mailchimp , ,Square');
    await next(page, 6);

    // Step 6, then 'Save & Continue Later' with a resume link for another device.
    await page.getByLabel('Ideal launch date').fill('2027-03-15');
    await page.getByLabel('Budget range').selectOption('2000-5000');
    await page.getByLabel('I want you to host and maintain my website').check();
    await page.getByRole('button', { name: 'Save & Continue Later' }).click();
    await idle(page);
    const link = await page.getByLabel('Resume link').inputValue();
    expect(link).toBe(`${baseUrl()}/start?resume=${id}.${token}`);
    const saved = await submissionRow(id);
    expect(saved.current_step).toBe(6);
    expect(saved.budget_range).toBe('2000-5000');

    const otherDevice = await newContext(browser);
    const phone = await otherDevice.newPage();
    await openWizard(phone, link.slice(baseUrl().length));
    await expectStep(phone, 6);
    expect(await phone.getByLabel('Ideal launch date').inputValue()).toBe('2027-03-15');
    expect(await phone.getByLabel('Budget range').inputValue()).toBe('2000-5000');
    expect(phone.url()).toBe(`${baseUrl()}/start`);
    await back(phone, 5);
    expect(await phone.getByLabel('Integrations').inputValue()).toBe('Google Maps, Mailchimp, Square');
    expect(await phone.getByLabel('Blog', { exact: true }).isChecked()).toBe(true);
    expect((await remembered(phone)).id).toBe(id);
    await otherDevice.close();

    // Step 7 and submit.
    await next(page, 7);
    expect(await page.getByRole('button', { name: 'Next', exact: true }).count()).toBe(0);
    await page.getByLabel('Anything else we should know?').fill('We open at 6 am.');
    await page.getByRole('button', { name: 'Submit Questionnaire' }).click();
    await page.waitForURL('**/questionnaire-success');
    await page.getByRole('heading', { level: 1, name: 'Thank You!' }).waitFor();
    await toast(page, 'Success!').filter({ hasText: 'Your questionnaire has been submitted.' }).waitFor();
    const steps = page.locator('.q-success__steps li');
    expect(await steps.count()).toBe(3);
    expect(await steps.nth(0).textContent()).toContain('1 business day');
    expect(await steps.nth(1).textContent()).toContain('Kickoff call');
    expect(await steps.nth(2).textContent()).toContain('Design preview and proposal');
    expect(await page.getByRole('link', { name: 'Return Home' }).getAttribute('href')).toBe('/');
    expect(await page.getByRole('link', { name: 'Contact Us' }).getAttribute('href')).toBe('/contact');
    expect(await page.locator('.q-success__support a').getAttribute('href')).toMatch(/^mailto:.+@.+/);
    expect(await page.evaluate((key) => window.localStorage.getItem(key), STORAGE_KEY)).toBeNull();

    const row = await submissionRow(id);
    expect(row).toMatchObject({
      status: 'completed',
      business_name: 'Sunshine Bakery',
      business_email: 'owner@sunshine-bakery.test',
      business_phone: '(561) 555-0199',
      industry: 'Bakery',
      main_goal: 'Get more catering orders',
      target_audience: 'Offices in Palm Beach County',
      desired_action: 'Call us to order',
      brand_colors: 'Yellow and white',
      liked_websites: ['https://liked-one.test', 'https://liked-three.test'],
      disliked_websites: ['https://disliked.test'],
      main_pages: ['Home', 'About', 'Contact', 'Menu'],
      has_existing_content: true,
      uploaded_files: ['logo.png', 'menu.pdf'],
      needs_ecommerce: false,
      needs_booking: true,
      needs_blog: true,
      needs_online_ordering: false,
      integrations: ['Google Maps', 'Mailchimp', 'Square'],
      launch: '2027-03-15',
      budget_range: '2000-5000',
      wants_hosting: true,
      additional_notes: 'We open at 6 am.',
    });
    expect(row.completed_at).not.toBeNull();
    const mails = await dbQuery<{ template: string }>('select template from email_logs where submission_id = $1', [id]);
    expect(mails.map((m) => m.template)).toContain('questionnaire-notification');

    // The remembered draft is gone: /start begins afresh.
    await openWizard(page);
    await expectStep(page, 1);
    expect(await page.getByRole('textbox', { name: 'Business name', exact: true }).inputValue()).toBe('');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows busy labels and the error toasts when saving or submitting fails; a failed save does not block Next', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.route('**/api/questionnaires**', async (route) => {
      if (route.request().method() === 'GET') return route.continue();
      await new Promise((r) => setTimeout(r, 800));
      return route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ statusCode: 503, code: 'TEST.DOWN', message: 'down' }) });
    });
    await openWizard(page);
    await page.getByRole('textbox', { name: 'Business name', exact: true }).fill('Offline Plumbing');

    await page.getByRole('button', { name: 'Save & Continue Later' }).click();
    const savingLater = page.getByRole('button', { name: 'Saving...' });
    await savingLater.waitFor();
    expect(await savingLater.isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Next', exact: true }).isDisabled()).toBe(true);
    await page.getByRole('alert').filter({ hasText: 'Failed to save progress' }).waitFor();
    await idle(page);
    await expectStep(page, 1);
    expect(await page.getByLabel('Resume link').count()).toBe(0);

    for (let step = 2; step <= 7; step++) {
      await closeToasts(page);
      await fillRequiredAnswers(page, step - 1);
      await page.getByRole('button', { name: 'Next', exact: true }).click();
      expect(await page.getByRole('button', { name: 'Saving...' }).isDisabled()).toBe(true);
      await idle(page);
      await expectStep(page, step);
    }
    expect(await page.getByRole('alert').filter({ hasText: 'Failed to save progress' }).count()).toBeGreaterThan(0);
    expect(await page.evaluate((key) => window.localStorage.getItem(key), STORAGE_KEY)).toBeNull();

    await closeToasts(page);
    await page.getByRole('button', { name: 'Submit Questionnaire' }).click();
    const submitting = page.getByRole('button', { name: 'Submitting...' });
    await submitting.waitFor();
    expect(await submitting.isDisabled()).toBe(true);
    await page.getByRole('alert').filter({ hasText: 'Failed to submit questionnaire' }).waitFor();
    await idle(page);
    expect(new URL(page.url()).pathname).toBe('/start');
    expect(await page.getByRole('button', { name: 'Submit Questionnaire' }).isEnabled()).toBe(true);
    await context.close();
  });

  it('points back to answers the API refused, on their step, and clears that once saved', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await openWizard(page);
    await page.getByRole('textbox', { name: 'Business name', exact: true }).fill('Typo Landscaping');
    const email = page.getByRole('textbox', { name: 'Business email', exact: true });
    await email.fill('not-an-email');
    await page.getByRole('textbox', { name: 'Industry', exact: true }).fill('Landscaping');
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    // Next stays on the step; the other answers are saved and the refused one is named.
    await page.getByRole('alert').filter({ hasText: 'Not saved: Business email (step 1).' }).waitFor();
    await idle(page);
    expect((await submissionRow((await remembered(page)).id)).business_name).toBe('Typo Landscaping');
    await expectStep(page, 1);
    const summary = page.getByRole('region', { name: 'Please check these answers' });
    await summary.getByRole('button', { name: 'Business email (step 1)' }).click();
    await expectStep(page, 1);
    expect(await email.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (await email.getAttribute('aria-describedby')) ?? '';
    expect(describedBy.split(' ')).toContain('q-business-email-error');
    expect(await page.locator('#q-business-email-error').textContent()).toBe('Please enter a valid email address');
    await email.fill('crew@typo-landscaping.test');
    await next(page, 2);
    expect(await summary.count()).toBe(0);
    expect(await email.count()).toBe(0);
    const { id } = await remembered(page);
    expect((await submissionRow(id)).business_email).toBe('crew@typo-landscaping.test');
    await context.close();
  });

  it('asks what to keep when the draft was saved or submitted from another window, and overwrites nothing by itself', async () => {
    const laptopContext = await newContext(browser);
    const phoneContext = await newContext(browser);
    const laptop = await laptopContext.newPage();
    const phone = await phoneContext.newPage();
    const errors = [laptop, phone].map((p) => watchPageErrors(p));
    const conflictPanel = (page: Page) => page.getByRole('region', { name: 'These answers were changed somewhere else' });
    const submittedPanel = (page: Page) => page.getByRole('region', { name: 'This questionnaire was already submitted' });
    const text = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });

    await openWizard(laptop);
    await text(laptop, 'Business name').fill('Harbor Dental');
    await text(laptop, 'Industry').fill('Dental');
    await text(laptop, 'Business email').fill('desk@harbor-dental.test');
    await laptop.getByRole('button', { name: 'Save & Continue Later' }).click();
    await idle(laptop);
    const link = await laptop.getByLabel('Resume link').inputValue();
    const { id } = await remembered(laptop);

    // The phone opens the link and saves a new name.
    await openWizard(phone, link.slice(baseUrl().length));
    await text(phone, 'Business name').fill('Harbor Dental Group');
    await next(phone, 2);

    // The laptop's next save is refused: nothing of the phone's is overwritten, and it says why.
    await text(laptop, 'Industry').fill('Dentistry');
    await next(laptop, 2);
    await conflictPanel(laptop).getByText('saved in another window or on another device').waitFor();
    // One message, the panel's (docs/product.md §13): no error toast and no error summary beside it.
    expect(await laptop.locator('.toast--destructive').count()).toBe(0);
    expect(await laptop.getByRole('region', { name: 'Please check these answers' }).count()).toBe(0);
    expect(await submissionRow(id)).toMatchObject({ business_name: 'Harbor Dental Group', industry: 'Dental', current_step: 2 });
    expect(await axeViolations(laptop)).toEqual([]);

    // 'Load the saved answers' shows the phone's answers; saving works again.
    await conflictPanel(laptop).getByRole('button', { name: 'Load the saved answers' }).click();
    await idle(laptop);
    expect(await conflictPanel(laptop).count()).toBe(0);
    await expectStep(laptop, 2);
    await back(laptop, 1);
    expect(await text(laptop, 'Business name').inputValue()).toBe('Harbor Dental Group');
    expect(await text(laptop, 'Industry').inputValue()).toBe('Dental');
    await text(laptop, 'Industry').fill('Dentistry');
    await next(laptop, 2);
    expect(await conflictPanel(laptop).count()).toBe(0);
    expect(await submissionRow(id)).toMatchObject({ business_name: 'Harbor Dental Group', industry: 'Dentistry' });

    // Now the phone is behind; 'Keep the answers on this page' saves its answers over the laptop's.
    await phone.getByLabel('What is the main goal of your website?').fill('More bookings');
    await phone.getByLabel('Who is your target audience?').fill('Families in Tampa');
    await phone.getByLabel('What should visitors do on your website?').fill('Book a cleaning');
    await phone.getByRole('button', { name: 'Save & Continue Later' }).click();
    await idle(phone);
    await conflictPanel(phone).waitFor();
    expect((await submissionRow(id)).main_goal).toBeNull();
    await conflictPanel(phone).getByRole('button', { name: 'Keep the answers on this page' }).click();
    await idle(phone);
    await toast(phone, 'replaced the ones saved elsewhere').waitFor();
    expect(await conflictPanel(phone).count()).toBe(0);
    expect(await submissionRow(id)).toMatchObject({ industry: 'Dental', main_goal: 'More bookings', desired_action: 'Book a cleaning' });

    // The laptop, behind again, cannot submit over the phone's answers either.
    await fillRequiredAnswers(laptop, 2);
    for (let step = 3; step <= 7; step++) await next(laptop, step);
    await conflictPanel(laptop).waitFor();
    await laptop.getByRole('button', { name: 'Submit Questionnaire' }).click();
    await idle(laptop);
    await conflictPanel(laptop).waitFor();
    expect(await laptop.locator('.toast--destructive').count()).toBe(0);
    expect(new URL(laptop.url()).pathname).toBe('/start');
    expect(await submissionRow(id)).toMatchObject({ status: 'draft', industry: 'Dental', main_goal: 'More bookings' });

    // The phone submits; the laptop's next save learns it and can keep its answers as a new draft.
    for (let step = 3; step <= 7; step++) await next(phone, step);
    await phone.getByRole('button', { name: 'Submit Questionnaire' }).click();
    await phone.waitForURL('**/questionnaire-success');
    await laptop.getByRole('button', { name: 'Save & Continue Later' }).click();
    await idle(laptop);
    await submittedPanel(laptop).getByText('send them as a new questionnaire').waitFor();
    expect(await conflictPanel(laptop).count()).toBe(0);
    await submittedPanel(laptop).getByRole('button', { name: 'Save as a new questionnaire' }).click();
    await idle(laptop);
    await toast(laptop, 'saved as a new questionnaire').waitFor();
    expect(await submittedPanel(laptop).count()).toBe(0);
    const fresh = await remembered(laptop);
    expect(fresh.id).not.toBe(id);
    expect(await submissionRow(fresh.id)).toMatchObject({ status: 'draft', business_name: 'Harbor Dental Group', industry: 'Dentistry', current_step: 7 });
    expect(await submissionRow(id)).toMatchObject({ status: 'completed', industry: 'Dental', main_goal: 'More bookings' });
    expect(errors.flat()).toEqual([]);
    await laptopContext.close();
    await phoneContext.close();
  });

  it('Next names the required answers missing on its step and stays; once given, it moves on and the questionnaire submits', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    await openWizard(page);
    await page.getByRole('textbox', { name: 'Business name', exact: true }).fill('Only A Name Plumbing');
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await idle(page);
    await expectStep(page, 1);
    const summary = page.getByRole('region', { name: 'Please check these answers' });
    for (const place of ['Industry (step 1)', 'Business email (step 1)']) {
      await summary.getByRole('button', { name: place }).waitFor();
    }
    expect(await summary.getByRole('button', { name: 'Business name (step 1)' }).count()).toBe(0);
    expect(await summary.textContent()).toContain('This answer is required.');
    await page.locator('#q-industry-error').getByText('This answer is required.').waitFor();
    const { id } = await remembered(page);
    expect(await submissionRow(id)).toMatchObject({ status: 'draft', business_name: 'Only A Name Plumbing', current_step: 1 });
    expect(await dbQuery('select 1 from email_logs where submission_id = $1', [id])).toHaveLength(0);

    await page.getByRole('textbox', { name: 'Industry', exact: true }).fill('Plumbing');
    await page.getByRole('textbox', { name: 'Business email', exact: true }).fill('pipes@only-a-name.test');
    await next(page, 2);
    expect(await summary.count()).toBe(0);
    await page.getByLabel('What is the main goal of your website?').fill('More emergency calls');
    await page.getByLabel('Who is your target audience?').fill('Homeowners in Boca Raton');
    await page.getByLabel('What should visitors do on your website?').fill('Call the hotline');
    for (let step = 3; step <= 7; step++) await next(page, step);
    await page.getByRole('button', { name: 'Submit Questionnaire' }).click();
    await page.waitForURL('**/questionnaire-success');
    expect(await submissionRow(id)).toMatchObject({ status: 'completed', industry: 'Plumbing', desired_action: 'Call the hotline' });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('ignores a failed load of the remembered draft and starts afresh', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/start');
    await page.evaluate((key) => window.localStorage.setItem(key, JSON.stringify({ id: '00000000-0000-4000-8000-000000000000', token: 'wrong' })), STORAGE_KEY);
    const errors = watchPageErrors(page);
    await openWizard(page);
    await expectStep(page, 1);
    expect(await page.locator('.toast').count()).toBe(0);
    expect(await page.evaluate((key) => window.localStorage.getItem(key), STORAGE_KEY)).toBeNull();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('fits a 320 px wide screen on every step and the thank-you page (WCAG 1.4.10)', async () => {
    const context = await browser.newContext({ baseURL: baseUrl(), viewport: narrowViewport });
    const page = await context.newPage();
    await openWizard(page);
    const { problems, check } = overflowChecks(page);
    await page.getByRole('textbox', { name: 'Business name', exact: true }).fill('Narrow Screen Nail Salon and Day Spa of Royal Palm Beach');
    await page.getByRole('textbox', { name: 'Industry', exact: true }).fill('Beauty');
    await page.getByRole('textbox', { name: 'Business email', exact: true }).fill('hello@narrow-screen.test');
    await check('step 1');
    for (let step = 2; step <= 7; step++) {
      await next(page, step);
      if (step === 2) {
        await page.getByLabel('What is the main goal of your website?').fill('Fill the appointment book');
        await page.getByLabel('Who is your target audience?').fill('Neighbours');
        await page.getByLabel('What should visitors do on your website?').fill('Book online');
      }
      if (step === 3) await page.getByRole('group', { name: 'Websites you like' }).getByRole('button', { name: 'Add Website' }).click();
      await check(`step ${step}`);
    }
    await page.getByRole('button', { name: 'Submit Questionnaire' }).click();
    await page.waitForURL('**/questionnaire-success');
    await check('thank-you page');
    expect(problems).toEqual({});
    await context.close();
  });

  it('can be completed with the keyboard alone and has no WCAG A/AA violations', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await openWizard(page);
    expect(await axeViolations(page)).toEqual([]);
    const requiredNote = page.getByText('are required.');
    expect(await requiredNote.count()).toBe(1);

    await tabToId(page, 'q-business-name');
    await page.keyboard.type('Keyboard Cafe');
    await tabToId(page, 'q-industry');
    await page.keyboard.type('Cafe');
    await tabToId(page, 'q-business-email');
    await page.keyboard.type('hello@keyboard-cafe.test');
    await tabToButton(page, 'Next');
    await page.keyboard.press('Enter');
    await idle(page);
    await expectStep(page, 2);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('q-step-title');
    expect(await requiredNote.count()).toBe(1);
    await tabToId(page, 'q-main-goal');
    await page.keyboard.type('Bring in morning regulars');
    await tabToId(page, 'q-target-audience');
    await page.keyboard.type('Commuters');
    await tabToId(page, 'q-desired-action');
    await page.keyboard.type('Order ahead');
    await tabToButton(page, 'Next');
    await page.keyboard.press('Enter');
    await idle(page);
    await expectStep(page, 3);
    await tabTo(page, 'the first Add Website button', (el) => el.tag === 'button' && el.text.includes('Add Website'));
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('q-liked-websites-2');
    expect(await axeViolations(page)).toEqual([]);
    for (let step = 4; step <= 7; step++) {
      await tabToButton(page, 'Next');
      await page.keyboard.press('Enter');
      await idle(page);
      await expectStep(page, step);
      // Nothing is required after step 2, so the note about asterisks is not shown.
      expect(await requiredNote.count()).toBe(0);
      if (step === 4) expect(await axeViolations(page)).toEqual([]);
      if (step === 6) {
        await tabToId(page, 'q-wants-hosting');
        await page.keyboard.press('Space');
        expect(await page.getByLabel('I want you to host and maintain my website').isChecked()).toBe(true);
      }
    }
    const { id } = await remembered(page);
    await tabToButton(page, 'Submit Questionnaire');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/questionnaire-success');
    await page.getByRole('heading', { level: 1, name: 'Thank You!' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    const row = await submissionRow(id);
    expect(row).toMatchObject({ status: 'completed', business_name: 'Keyboard Cafe', desired_action: 'Order ahead', wants_hosting: true });
    await context.close();
  });
});
