import fs from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import { Browser, BrowserContext, chromium, Page } from 'playwright-core';

export const baseUrl = (): string => {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set (run through jest.browser.config.js)');
  return url;
};

/** Debian's Chromium, headless, with no background network (this machine has none). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
}

export async function newContext(browser: Browser, options: { mobile?: boolean } = {}): Promise<BrowserContext> {
  return browser.newContext({
    baseURL: baseUrl(),
    viewport: options.mobile ? { width: 390, height: 844 } : { width: 1280, height: 900 },
    isMobile: options.mobile ?? false,
    hasTouch: options.mobile ?? false,
  });
}

/** Fails the test on any uncaught page error. */
export function watchPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Query the product's database directly (assertions only). */
export async function dbQuery<T = Record<string, unknown>>(sql: string, params: unknown[] = []): Promise<T[]> {
  const client = new Client({ connectionString: process.env.E2E_DATABASE_URL });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows as T[];
  } finally {
    await client.end();
  }
}

/** Raw .eml files the local mail capture wrote, newest last. */
export function capturedMails(): Array<{ file: string; raw: string }> {
  const dir = path.join(process.env.E2E_DATA_DIR ?? '', 'mail');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .map((file) => ({ file, raw: fs.readFileSync(path.join(dir, file), 'utf8') }))
    .sort((a, b) => a.file.localeCompare(b.file));
}

export async function waitFor<T>(probe: () => Promise<T | undefined> | T | undefined, timeoutMs = 15000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await probe();
    if (value !== undefined && value !== null && value !== false) return value as T;
    if (Date.now() - started > timeoutMs) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** A 320 CSS px wide screen: WCAG 1.4.10 (Reflow) asks for no sideways scrolling at this width. */
export const narrowViewport = { width: 320, height: 640 };

/**
 * Why the current page scrolls sideways, if it does: the page's scroll width against the window's,
 * and the outermost elements that stick out on the right (tag.class right=px). Empty when it fits.
 */
export async function sidewaysOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const scrollWidth = document.documentElement.scrollWidth;
    if (scrollWidth <= width) return [];
    const sticksOut = (el: Element | null) => !!el && el.getBoundingClientRect().right > width + 1;
    const outermost = Array.from(document.querySelectorAll('body *')).filter((el) => sticksOut(el) && !sticksOut(el.parentElement));
    return [
      `page ${scrollWidth} px wide in a ${width} px window`,
      ...outermost
        .slice(0, 5)
        .map((el) => `${el.tagName.toLowerCase()}${Array.from(el.classList, (c) => `.${c}`).join('')} right=${Math.round(el.getBoundingClientRect().right)}`),
    ];
  });
}

/**
 * Collects sideways overflow over several states of one page: `check(name)` records what sticks
 * out now under `name`; a reflow journey ends with `expect(problems).toEqual({})`.
 */
export function overflowChecks(page: Page): { problems: Record<string, string[]>; check: (name: string) => Promise<void> } {
  const problems: Record<string, string[]> = {};
  return {
    problems,
    check: async (name) => {
      const found = await sidewaysOverflow(page);
      if (found.length) problems[name] = found;
    },
  };
}
