import type { Browser, Page } from 'playwright-core';
import { baseUrl, launchBrowser, newContext, routeHeadings, waitForIslands } from './marketing-support';

// docs/product.md §13.7: the finishing touches, each measured in the browser.

const BRITISH = /\b(colour\w*|optimis\w*|favourite\w*|neighbour\w*|organis\w*|catalogue\w*)\b/i;

async function sameRow(page: Page, selector: string): Promise<boolean> {
  return page.locator(selector).evaluateAll((els) => new Set(els.map((el) => Math.round(el.getBoundingClientRect().top))).size === 1);
}

describe('finish (docs/product.md §13.7)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('toasts: a close button, Alt+T, errors stay until closed, success leaves by itself', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.route('**/api/contact', (route) => route.fulfill({ status: 503, json: { statusCode: 503, code: 'X', message: 'down' } }));
    await page.goto('/contact');
    await waitForIslands(page);
    await page.getByLabel('Name', { exact: true }).fill('Dana');
    await page.getByLabel('Email', { exact: true }).fill('dana@example.com');
    await page.getByLabel('Subject', { exact: true }).fill('Hi');
    await page.getByLabel('Message', { exact: true }).fill('Hello');
    await page.getByRole('button', { name: 'Send Message' }).click();
    const error = page.getByRole('alert').filter({ hasText: 'Failed to send message. Please try again.' });
    await error.waitFor();
    await page.waitForTimeout(6000);
    expect(await error.count()).toBe(1);
    await page.getByLabel('Message', { exact: true }).focus();
    await page.keyboard.press('Alt+t');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Close notification: Error');
    await page.keyboard.press('Enter');
    expect(await page.locator('.toast').count()).toBe(0);

    await page.unroute('**/api/contact');
    await page.route('**/api/contact', (route) => route.fulfill({ status: 202, json: { message: 'Message sent' } }));
    await page.getByRole('button', { name: 'Send Message' }).click();
    const sent = page.getByRole('status').filter({ hasText: 'Message sent!' });
    await sent.waitFor();
    await sent.waitFor({ state: 'detached', timeout: 8000 });
    await context.close();
  });

  it('a toast never covers the field in error (390 px)', async () => {
    const context = await newContext(browser, { mobile: true });
    const page = await context.newPage();
    await page.route('**/api/contact', (route) =>
      route.fulfill({
        status: 400,
        json: { statusCode: 400, code: 'REQUEST.VALIDATION', message: 'x', details: { fields: { message: ['message is required'] } } },
      }),
    );
    await page.goto('/contact');
    await waitForIslands(page);
    await page.getByLabel('Name', { exact: true }).fill('Dana');
    await page.getByLabel('Email', { exact: true }).fill('dana@example.com');
    await page.getByLabel('Subject', { exact: true }).fill('Hi');
    await page.getByLabel('Message', { exact: true }).fill('Hello');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByRole('alert').filter({ hasText: 'Failed to send message' }).waitFor();
    await page.waitForTimeout(300);
    const overlap = await page.evaluate(() => {
      const field = document.querySelector('[aria-invalid="true"]')!.getBoundingClientRect();
      const toasts = document.querySelector('.toaster')!.getBoundingClientRect();
      return field.bottom > toasts.top && field.top < toasts.bottom;
    });
    expect(overlap).toBe(false);
    await context.close();
  });

  it('header: opaque, menu icon turns into a close icon, distinct navigation labels, aria-current on the page only', async () => {
    const context = await newContext(browser, { mobile: true });
    const page = await context.newPage();
    await page.goto('/learning-center/website-costs-explained');
    expect(await page.locator('.navbar').evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(255, 255, 255)');
    const openIcon = page.locator('.mobile-menu__icon--open');
    const closeIcon = page.locator('.mobile-menu__icon--close');
    expect([await openIcon.isVisible(), await closeIcon.isVisible()]).toEqual([true, false]);
    await page.locator('details.mobile-menu summary').click();
    expect([await openIcon.isVisible(), await closeIcon.isVisible()]).toEqual([false, true]);
    const labels = await page.locator('nav').evaluateAll((navs) => navs.map((nav) => nav.getAttribute('aria-label')));
    expect(new Set(labels).size).toBe(labels.length);
    // The section is highlighted on its article, but only the page itself would carry aria-current.
    expect(await page.locator('[aria-current]').count()).toBe(0);
    await page.goto('/learning-center');
    expect(await page.locator('nav[aria-label="Main"] [aria-current="page"]').allTextContents()).toEqual(['Learning Center']);
    await context.close();
  });

  it('the desktop navigation fits on one row from 1024 px', async () => {
    for (const width of [1024, 1100, 1280]) {
      const context = await browser.newContext({ baseURL: baseUrl(), viewport: { width, height: 800 } });
      const page = await context.newPage();
      await page.goto('/');
      expect({ width, visible: await page.locator('.nav-desktop').isVisible() }).toEqual({ width, visible: true });
      expect({ width, oneRow: await sameRow(page, '.nav-desktop__list .nav-link') }).toEqual({ width, oneRow: true });
      const fits = await page.locator('.navbar__inner').evaluate((el) => el.scrollWidth <= el.clientWidth);
      expect({ width, fits }).toEqual({ width, fits: true });
      await context.close();
    }
  });

  it('at 390 px: the term picker on one row, price ranges on one line, the footer e-mail breaks only at @ or a dot', async () => {
    const context = await newContext(browser, { mobile: true });
    const page = await context.newPage();
    await page.goto('/pricing');
    await waitForIslands(page);
    expect(await sameRow(page, '.term-picker__option')).toBe(true);
    await page.goto('/learning-center/website-costs-explained');
    const cells = await page.locator('table td, table th').evaluateAll((els) =>
      els
        .filter((el) => /^\$[\d,]+\+?\s*[-–]\s*\$[\d,]+\+?$/.test((el.textContent ?? '').trim()))
        .map((el) => {
          const range = document.createRange();
          range.selectNodeContents(el);
          return { text: el.textContent, lines: new Set(Array.from(range.getClientRects()).map((r) => Math.round(r.top))).size };
        }),
    );
    expect(cells.length).toBeGreaterThan(0);
    expect(cells.filter((cell) => cell.lines !== 1)).toEqual([]);
    const email = page.locator('.site-footer .email-link');
    expect(await email.locator('wbr').count()).toBe(2);
    expect(await email.evaluate((el) => getComputedStyle(el).overflowWrap)).toBe('break-word');
    await context.close();
  });

  it('the 404 page has the site header and footer', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const res = await page.goto('/no-such-page');
    expect(res?.status()).toBe(404);
    await page.locator('h1').filter({ hasText: '404' }).waitFor();
    expect(await page.locator('header.site-header').count()).toBe(1);
    expect(await page.locator('footer.site-footer').count()).toBe(1);
    expect(await page.locator('main').count()).toBe(1);
    await context.close();
  });

  it("About's Why Choose Us cards align with the text beside them", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/about');
    const lefts = await page.locator('#why ~ ul > li').evaluateAll((cards) => cards.map((card) => Math.round(card.getBoundingClientRect().left)));
    const textLeft = await page.locator('#why').evaluate((h) => Math.round(h.getBoundingClientRect().left));
    expect(Math.min(...lefts)).toBe(textLeft);
    await context.close();
  });

  it('uses US spelling on every page', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const found: string[] = [];
    for (const [path] of routeHeadings) {
      await page.goto(path);
      const text = (await page.locator('body').textContent()) ?? '';
      const match = BRITISH.exec(text);
      if (match) found.push(`${path}: ${match[0]}`);
    }
    expect(found).toEqual([]);
    await context.close();
  });
});
