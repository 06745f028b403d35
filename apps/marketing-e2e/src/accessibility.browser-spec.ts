import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, narrowViewport, overflowChecks, routeHeadings } from './marketing-support';

const axeSource = path.join(path.dirname(require.resolve('axe-core')), 'axe.min.js');

interface AxeViolation {
  id: string;
  impact: string;
  nodes: Array<{ target: string[] }>;
}

/** WCAG 2.x A/AA rules of axe-core; returns "rule: selectors" lines for every violation. */
async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: axeSource });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, options: object) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
    return result.violations;
  });
  return violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

describe('marketing site accessibility (axe-core, WCAG 2.1 A/AA)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it.each([
    ['desktop', { width: 1280, height: 900 }],
    ['phone', { width: 390, height: 844 }],
  ])('has no violations on any public page (%s)', async (_name, viewport) => {
    // bypassCSP: the product's policy rightly forbids injected scripts such as the axe engine.
    const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, viewport, bypassCSP: true });
    const page = await context.newPage();
    const problems: Record<string, string[]> = {};
    for (const target of [...routeHeadings.map(([p]) => p), '/not-a-page']) {
      await page.goto(target, { waitUntil: 'networkidle' });
      const found = await axeViolations(page);
      if (found.length) problems[target] = found;
    }
    await page.goto('/faq');
    await page.locator('details.faq-item summary').first().click();
    const faqOpen = await axeViolations(page);
    if (faqOpen.length) problems['/faq (open item)'] = faqOpen;
    expect(problems).toEqual({});
    await context.close();
  });

  it('fits a 320 px wide screen without sideways scrolling on every public page (WCAG 1.4.10)', async () => {
    const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, viewport: narrowViewport });
    const page = await context.newPage();
    const { problems, check } = overflowChecks(page);
    for (const target of [...routeHeadings.map(([p]) => p), '/start', '/not-a-page']) {
      await page.goto(target, { waitUntil: 'networkidle' });
      await check(target);
    }
    await page.goto('/pricing');
    await page.locator('details.mobile-menu summary').click();
    await check('/pricing (menu open)');
    expect(problems).toEqual({});
    await context.close();
  });

  it('keeps contact form errors and toasts accessible', async () => {
    const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, bypassCSP: true });
    const page = await context.newPage();
    await page.goto('/contact');
    await page.waitForSelector('[data-island="contact"][data-hydrated="true"]');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('Name is required').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});
