import fs from 'node:fs';
import os from 'node:os';
import type { Browser, BrowserContext, FrameLocator, Page } from 'playwright-core';
import { demo, launchBrowser, newContext, signIn, watchPageErrors } from './support';

// Where the journey leaves its screenshots for a person to look at (never committed).
const SHOTS = process.env.PREVIEW_SHOTS_DIR;

const preview = (page: Page): FrameLocator => page.frameLocator('iframe[title^="Preview of"]');

/** Picks an option of a switch above the preview (an antd Segmented: the radio itself is hidden). */
const choose = (page: Page, option: string) => page.locator('label.ant-segmented-item', { hasText: option }).click();

async function shot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false });
}

/**
 * Milliseconds from each key press (as the page received it) to the preview showing the new
 * headline, measured in the page: a capturing keydown listener and an observer of the frame.
 */
async function headlineLatencies(page: Page, base: string, keys: string): Promise<number[]> {
  await page.evaluate(() => {
    const w = window as unknown as { keyAt: number[]; shown: Array<[number, string]> };
    w.keyAt = [];
    w.shown = [];
    document.addEventListener('keydown', () => w.keyAt.push(performance.now()), true);
    const doc = document.querySelector<HTMLIFrameElement>('iframe[title^="Preview of"]')!.contentDocument!;
    new MutationObserver(() => w.shown.push([performance.now(), doc.querySelector('h1')?.textContent ?? ''])).observe(doc.body, {
      childList: true,
      subtree: true,
      characterData: true,
    });
  });
  let typed = base;
  for (const key of keys) {
    typed += key;
    await page.keyboard.press(key);
    await preview(page).locator('h1', { hasText: typed }).waitFor();
  }
  return page.evaluate(
    ({ baseText, pressed }) => {
      const w = window as unknown as { keyAt: number[]; shown: Array<[number, string]> };
      return w.keyAt.map((at, i) => {
        const expected = (baseText + pressed.slice(0, i + 1)).trim();
        const seen = w.shown.find(([t, text]) => t >= at && text === expected);
        return seen ? Math.round(seen[0] - at) : Number.POSITIVE_INFINITY;
      });
    },
    { baseText: base, pressed: keys },
  );
}

describe('the live preview beside the editors', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    browser = await launchBrowser();
    context = await newContext(browser);
    page = await context.newPage();
    await page.setViewportSize({ width: 1400, height: 900 });
    errors = watchPageErrors(page);
    await signIn(page, demo.client.email, demo.client.password);
  });
  afterAll(async () => {
    await context.close();
    await browser.close();
  });
  afterEach(() => expect(errors).toEqual([]));

  it('groups the fields by page as the template orders them, with its labels and help', async () => {
    await page.goto('/dashboard/content');
    await page.getByLabel('Headline', { exact: true }).waitFor();
    const groups = await page.locator('[data-testid^="section-group-"] h2').allTextContents();
    expect(groups).toEqual(['Home page', 'Contact details', 'On every page']);
    const home = page.getByTestId('section-group-home');
    const labels = await home.locator('.ant-form-item-label label').allTextContents();
    // The manifest's order (headline, tagline, …, story), not the keys' alphabetical one.
    expect(labels.slice(0, 2)).toEqual(['Headline', 'Tagline']);
    expect(labels.indexOf('Our story')).toBeGreaterThan(1);
    await home.getByText('Your promise in a few words').waitFor();
    expect(await page.getByLabel('Phone for reservations').getAttribute('type')).toBe('tel');
  });

  it('shows the page as the template renders it, and follows typing within 300 ms', async () => {
    const frame = page.locator('iframe[title^="Preview of"]');
    expect(await frame.getAttribute('sandbox')).toBe('allow-same-origin');
    const headline = page.getByLabel('Headline', { exact: true });
    const base = `Warm bread ${Date.now() % 10000} `;
    await headline.fill(base);
    await preview(page).locator('h1', { hasText: base.trim() }).waitFor();
    await headline.press('End');
    // Letters only: a trailing space changes nothing the page shows.
    const keys = 'sourdoughandryeeverymorning';
    const latencies = await headlineLatencies(page, base, keys);
    const sorted = [...latencies].sort((a, b) => a - b);
    const at = (share: number) => sorted[Math.ceil(share * sorted.length) - 1];
    const load = os.loadavg()[0].toFixed(1);
    // Recorded in docs/performance.md.
    console.log(`preview latency ms: median ${at(0.5)}, p90 ${at(0.9)}, max ${at(1)}, all ${latencies.join(' ')}; load ${load} on ${os.cpus().length} cores`);
    // Nine key presses in ten within the target; the tenth is left to the shared machine's moments
    // without a free core (the figures, the slowest included, go to docs/performance.md).
    expect(latencies).toHaveLength(keys.length);
    expect(at(0.9)).toBeLessThanOrEqual(300);
    await shot(page, 'content-1400');
  });

  it('shows phone, tablet and desktop widths, and the contact page', async () => {
    const frame = page.locator('iframe[title^="Preview of"]');
    for (const [device, width] of [
      ['Phone', 390],
      ['Tablet', 768],
      ['Desktop', 1280],
    ] as const) {
      await choose(page, device);
      await page.waitForFunction((w) => document.querySelector<HTMLIFrameElement>('iframe[title^="Preview of"]')?.contentWindow?.innerWidth === w, width);
    }
    await choose(page, 'Contact');
    await preview(page).getByRole('heading', { level: 1, name: 'Contact us' }).waitFor();
    expect(await frame.getAttribute('title')).toBe('Preview of your contact page');
    // Focusing a home page field turns the preview back to the home page.
    await page.getByLabel('Our story').focus();
    await page.waitForFunction(() => document.querySelector('iframe[title="Preview of your home page"]') !== null);
  });

  it('focuses the field of the part clicked in the preview', async () => {
    await choose(page, 'Desktop');
    await preview(page).locator('[data-section-key="about_text"]').first().click();
    expect(await page.getByLabel('Our story').evaluate((el) => el === document.activeElement)).toBe(true);
    await preview(page).locator('[data-section-key="hero_title"]').click();
    expect(await page.getByLabel('Headline', { exact: true }).evaluate((el) => el === document.activeElement)).toBe(true);
    // A link in the preview goes nowhere: the frame still shows the rendered page.
    await preview(page).getByRole('link', { name: 'Blog' }).first().click();
    await preview(page).locator('[data-section-key="hero_title"]').waitFor();
  });

  it('previews a post as its page while it is written', async () => {
    await page.goto('/dashboard/blog');
    await page.getByRole('button', { name: 'New Post' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New Post' });
    await dialog.getByLabel('Title').fill('Pumpkin bread is back');
    await preview(page).getByRole('heading', { level: 1, name: 'Pumpkin bread is back' }).waitFor();
    // The field being edited is outlined in the preview.
    await preview(page).locator('h1.preview-current[data-post-field="title"]').waitFor();
    await dialog.getByLabel('Content').fill('From Monday, every morning.\n\n## Hours\n\nUntil it is gone.');
    await preview(page).locator('#main').getByRole('heading', { level: 2, name: 'Hours' }).waitFor();
    await preview(page).getByText('From Monday, every morning.').click();
    expect(await dialog.getByLabel('Content').evaluate((el) => el === document.activeElement)).toBe(true);
    await shot(page, 'post-1400');
    page.once('dialog', (d) => void d.accept());
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
  });

  it('on a 390 px phone, keeps the preview one tap away', async () => {
    const phone = await newContext(browser, { mobile: true });
    const tab = await phone.newPage();
    const phoneErrors = watchPageErrors(tab);
    await signIn(tab, demo.client.email, demo.client.password);
    await tab.goto('/dashboard/content');
    await tab.getByLabel('Headline', { exact: true }).waitFor();
    expect(await tab.locator('iframe[title^="Preview of"]').count()).toBe(0);
    await shot(tab, 'content-390');
    // "Preview", not "Share preview" (the link for others) in the save bar.
    await tab.getByRole('button', { name: /(^|\s)Preview$/ }).click();
    await preview(tab).locator('[data-section-key="hero_title"]').waitFor();
    expect(await tab.locator('iframe[title^="Preview of"]').evaluate((el: HTMLIFrameElement) => el.contentWindow?.innerWidth)).toBe(390);
    await shot(tab, 'content-390-preview');
    await preview(tab).locator('[data-section-key="hero_title"]').click();
    await tab.waitForFunction(() => (document.activeElement as HTMLElement | null)?.closest('.ant-form-item')?.textContent?.includes('Headline') ?? false);
    expect(await tab.locator('iframe[title^="Preview of"]').count()).toBe(0);
    expect(phoneErrors).toEqual([]);
    await phone.close();
  });
});
