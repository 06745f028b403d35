import type { Browser } from 'playwright-core';
import { launchBrowser, newContext, watchPageErrors } from './marketing-support';

describe('the product on one URL', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('serves the marketing home page, the dashboard sign-in and the API docs', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: 'Florida Small Businesses Deserve Better Websites' }).waitFor();
    const auth = await page.goto('/auth');
    expect(auth?.status()).toBe(200);
    const docs = await page.goto('/api/docs');
    expect(docs?.status()).toBe(200);
    expect(errors).toEqual([]);
    await context.close();
  });
});
