import type { APIRequestContext, Browser, Page } from 'playwright-core';
import { launchBrowser, newContext, watchPageErrors } from './marketing-support';

// docs/product.md §13.3: drafts are safe. A resume link never silently replaces the draft in progress
// on this device, a submitted questionnaire's link says so, and a save conflict is one message.

const STORAGE_KEY = 'fw.questionnaire.submission';
const required = { industry: 'Retail', business_email: 'owner@example.com', main_goal: 'Sell', target_audience: 'Locals', desired_action: 'Visit' };

async function draftVia(request: APIRequestContext, businessName: string): Promise<{ id: string; token: string; link: string }> {
  const res = await request.post('/api/questionnaires', { data: { business_name: businessName, current_step: 2 } });
  expect(res.status()).toBe(201);
  const body = (await res.json()) as { id: string; resume_token: string };
  return { id: body.id, token: body.resume_token, link: `/start?resume=${body.id}.${body.resume_token}` };
}

const storedId = async (page: Page) =>
  page.evaluate((key) => {
    const raw = window.localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as { id: string }).id : null;
  }, STORAGE_KEY);

// Hydrated and idle, and the remembered or linked draft has arrived (it is read after hydration).
const ready = async (page: Page) => {
  await page.locator('.q-page[data-hydrated="true"][data-busy="idle"]').waitFor();
  await page.waitForLoadState('networkidle');
  await page.locator('.q-page[data-hydrated="true"][data-busy="idle"]').waitFor();
};
const businessName = (page: Page) => page.getByRole('textbox', { name: 'Business name', exact: true });

describe('drafts are safe', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('asks which questionnaire to continue when a resume link belongs to another draft than this device’s', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    const mine = await draftVia(context.request, 'Device Draft Bakery');
    const other = await draftVia(context.request, 'Linked Draft Florist');
    await page.goto(mine.link);
    await ready(page);
    await page.getByText('Step 2 of 7', { exact: true }).waitFor();
    expect(await storedId(page)).toBe(mine.id);

    await page.goto(other.link);
    const choice = page.getByRole('region', { name: 'Which questionnaire do you want to continue?' });
    await choice.waitFor();
    // Nothing is replaced or loaded before the answer; Next and Save wait for it.
    expect(await storedId(page)).toBe(mine.id);
    expect(await page.getByRole('button', { name: 'Next', exact: true }).isDisabled()).toBe(true);
    expect(new URL(page.url()).search).toBe('');
    await choice.getByRole('button', { name: 'Continue the one on this device' }).click();
    await ready(page);
    expect(await choice.count()).toBe(0);
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expect(businessName(page).inputValue()).resolves.toBe('Device Draft Bakery');
    expect(await storedId(page)).toBe(mine.id);

    await page.goto(other.link);
    await choice.waitFor();
    await choice.getByRole('button', { name: 'Continue the one from the link' }).click();
    await ready(page);
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expect(businessName(page).inputValue()).resolves.toBe('Linked Draft Florist');
    expect(await storedId(page)).toBe(other.id);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('is busy, not ready, until the remembered draft has arrived, even when the session check is slow', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const mine = await draftVia(context.request, 'Slow Network Bakery');
    await page.goto(mine.link);
    await ready(page);
    await page.getByText('Step 2 of 7', { exact: true }).waitFor();
    // A phone on a slow network: the session check answers late.
    await page.route('**/api/auth/refresh', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto('/start');
    // The first moment the page says it is ready, the draft is already in the form.
    await page.locator('.q-page[data-hydrated="true"][data-busy="idle"]').waitFor();
    expect(await page.getByText('Step 2 of 7', { exact: true }).count()).toBe(1);
    await context.close();
  });

  it('says so when the link’s questionnaire was already submitted, and leaves the draft on this device as it was', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const mine = await draftVia(context.request, 'Still Drafting Diner');
    const done = await draftVia(context.request, 'Submitted Salon');
    const submitted = await context.request.post(`/api/questionnaires/${done.id}/submit`, { headers: { 'X-Resume-Token': done.token }, data: required });
    expect(submitted.status()).toBe(200);
    await page.goto(mine.link);
    await ready(page);
    expect(await storedId(page)).toBe(mine.id);

    await page.goto(done.link);
    await ready(page);
    await page
      .getByRole('status')
      .filter({ hasText: 'That questionnaire was already submitted.' })
      .filter({ hasText: 'Your questionnaire in progress on this device is open below.' })
      .waitFor();
    expect(await page.getByRole('region', { name: 'Which questionnaire do you want to continue?' }).count()).toBe(0);
    expect(await storedId(page)).toBe(mine.id);
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expect(businessName(page).inputValue()).resolves.toBe('Still Drafting Diner');

    // On a device with no draft of its own, the same link says so and starts nothing.
    const fresh = await (await newContext(browser)).newPage();
    await fresh.goto(done.link);
    await ready(fresh);
    await fresh
      .getByRole('status')
      .filter({ hasText: 'That questionnaire was already submitted.' })
      .filter({ hasText: 'You can start a new one below.' })
      .waitFor();
    expect(await storedId(fresh)).toBeNull();
    await expect(businessName(fresh).inputValue()).resolves.toBe('');
    await fresh.context().close();
    await context.close();
  });
});
