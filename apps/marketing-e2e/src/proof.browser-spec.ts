import type { Browser } from 'playwright-core';
import { launchBrowser, newContext } from './marketing-support';

// docs/product.md §13.8: proof, honestly. Testimonials and case studies come from content/proof.ts and
// show only with entries (none ship by default); the banner claims a limited offer only with an end
// date from configuration (none here; launch-safety.browser-spec.ts builds one with a date).

describe('proof, honestly (docs/product.md §13.8)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('ships no testimonials, case studies or "limited" claim without real entries and an end date', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/');
    expect(await page.getByRole('heading', { name: 'What Our Clients Say' }).count()).toBe(0);
    const banner = (await page.locator('.announcement').textContent()) ?? '';
    expect(banner).toContain('Basic Website: $475 for 1 year');
    expect(banner).not.toMatch(/limited/i);
    await page.goto('/portfolio');
    expect(await page.getByRole('heading', { name: 'Case Studies' }).count()).toBe(0);
    await context.close();
  });
});
