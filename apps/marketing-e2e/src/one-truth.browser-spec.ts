import { formatUsd, PACKAGES, priceFor, TERM_YEARS } from '@fw/shared-catalog';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newContext } from './marketing-support';

// docs/product.md §13.1: the pages that talk about prices and terms say what the pricing cards say.

const text = async (page: Page, path: string): Promise<string> => {
  await page.goto(path);
  // textContent, not innerText: closed FAQ answers count too.
  return ((await page.locator('main').textContent()) ?? '').replace(/\s+/g, ' ');
};

const highestCents = Math.max(...PACKAGES.flatMap((pkg) => TERM_YEARS.map((term) => priceFor(pkg.id, term))));

describe('one truth about prices and terms', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('never says the domain is included with Basic, never calls a renewing price "one-time", and quotes the dearest term', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const pages: Record<string, string> = {};
    for (const path of ['/', '/faq', '/resources', '/terms', '/pricing']) pages[path] = await text(page, path);

    for (const [path, body] of Object.entries(pages)) {
      expect({ path, domainIncluded: /domain and hosting included|with one year of domain/i.test(body) }).toEqual({ path, domainIncluded: false });
      expect({ path, oneTime: /one-time/i.test(body) }).toEqual({ path, oneTime: false });
    }
    // What the Basic card sells: hosting and SSL for the term, the domain as an add-on.
    await page.goto('/pricing');
    const basicCard = page.locator('[data-package="basic"]');
    await basicCard.getByText('Hosting and SSL for 1 year').waitFor();
    await basicCard.getByText('Domain Name Registration').waitFor();
    expect(pages['/']).toMatch(/\$475 for the Basic Website, with hosting and SSL for your term, with domain registration as an add-on from \$99/);
    expect(pages['/terms']).toContain('the Basic Website includes hosting and SSL for your term, with domain registration as an add-on');
    expect(pages['/resources']).toContain('hosting and SSL included for your term');

    // The FAQ's upper price covers every term, derived from the catalogue.
    await page.goto('/faq');
    await page.locator('details.faq-item').first().locator('summary').click();
    const costAnswer = (await page.locator('details.faq-item').first().locator('.faq-item__answer').innerText()).replace(/\s+/g, ' ');
    expect(costAnswer).toContain(`go up to ${formatUsd(highestCents)} for the Business Growth Website with 10 years prepaid`);
    expect(costAnswer).toContain('hosting renews yearly from $378/year');
    expect(pages['/pricing']).toContain('After that term, hosting renews yearly from $378/year');
    await context.close();
  });

  it('gives one build-time figure and explains the project figure wherever either appears', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const explained =
      'A typical build takes 2-4 weeks from the day we receive your completed questionnaire and content. Counting the time to gather content and your revision rounds, a typical project takes 2-6 weeks from questionnaire to launch.';
    await page.goto('/faq');
    const faq = (await page.locator('.faq-list').evaluate((el) => el.textContent ?? '')).replace(/\s+/g, ' ');
    expect(faq).toContain(explained);
    expect(await text(page, '/terms')).toContain(explained);
    for (const body of [faq, await text(page, '/terms')]) {
      expect(body.match(/\d-\d weeks/g)?.sort()).toEqual(['2-4 weeks', '2-6 weeks']);
    }
    await context.close();
  });
});
