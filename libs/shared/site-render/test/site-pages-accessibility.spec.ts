import fs from 'node:fs';
import path from 'node:path';
import { Browser, chromium } from 'playwright-core';
import { TEMPLATES } from '@fw/shared-site-templates';
import { renderSitePage } from '../src/render-site-page';
import type { PageRequest } from '../src/site-render.types';
import { SAMPLE_POST, SAMPLE_POSTS, SAMPLE_SITES } from '../src/testing/sample-sites';

// Every page kind of every template in Chromium at a phone and a desktop width: axe-core finds no
// violation and nothing scrolls sideways. With SITE_SCREENSHOTS=<folder> it also saves a
// full-page screenshot of each, for a person to look at.

const WIDTHS = [390, 1400];
const PAGES: Array<[name: string, page: PageRequest]> = [
  ['home', { kind: 'home' }],
  ['blog', { kind: 'blog', page: 2, totalPages: 3, posts: SAMPLE_POSTS }],
  ['post', { kind: 'post', post: SAMPLE_POST }],
  ['contact', { kind: 'contact', action: '/contact' }],
  [
    'contact-errors',
    {
      kind: 'contact',
      action: '/contact',
      form: {
        values: { name: '', email: 'dana@', message: 'Hi' },
        errors: { name: 'Please tell us your name.', email: 'Please enter a valid email address, such as name@example.com.' },
      },
    },
  ],
  ['contact-sent', { kind: 'contact', action: '/contact', form: { values: {}, errors: {}, sent: true } }],
  ['not-found', { kind: 'not-found' }],
  ['coming-soon', { kind: 'coming-soon' }],
];

const axeSource = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const screenshots = process.env.SITE_SCREENSHOTS;
let browser: Browser;

beforeAll(async () => {
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
  if (screenshots) fs.mkdirSync(screenshots, { recursive: true });
}, 60_000);

afterAll(async () => {
  await browser?.close();
});

describe.each(TEMPLATES.map((t) => t.id))('%s template in Chromium', (templateId) => {
  it.each(WIDTHS)(
    'every page at %i px: 0 axe violations, no sideways scrolling',
    async (width) => {
      const context = await browser.newContext({ viewport: { width, height: 900 }, javaScriptEnabled: true });
      const requests: string[] = [];
      const problems: string[] = [];
      try {
        for (const [name, request] of PAGES) {
          const page = await context.newPage();
          page.on('request', (r) => {
            if (!r.url().startsWith('data:') && r.url() !== 'about:blank') requests.push(`${name}: ${r.url()}`);
          });
          const { html } = renderSitePage(SAMPLE_SITES[templateId], request);
          await page.setContent(html, { waitUntil: 'load' });
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
          if (overflow > 0) problems.push(`${name}: scrolls sideways by ${overflow}px`);
          if (screenshots) await page.screenshot({ path: path.join(screenshots, `${templateId}-${name}-${width}.png`), fullPage: true });
          await page.evaluate(axeSource);
          const violations = await page.evaluate(async () => {
            const axe = (
              globalThis as unknown as {
                axe: { run: (d: unknown, o: unknown) => Promise<{ violations: Array<{ id: string; help: string; nodes: Array<{ target: string[] }> }> }> };
              }
            ).axe;
            const result = await axe.run(document, { resultTypes: ['violations'] });
            return result.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
          });
          problems.push(...violations.map((v) => `${name}: ${v}`));
          await page.close();
        }
      } finally {
        await context.close();
      }
      expect(problems).toEqual([]);
      // Inline CSS, no script, no web font: the favicon is the only other thing a visit may fetch.
      expect(requests.filter((r) => !r.endsWith('/favicon.svg'))).toEqual([]);
    },
    240_000,
  );
});

describe('long text on a phone', () => {
  it.each(TEMPLATES.map((t) => t.id))(
    '%s: a long unbroken word or address never makes the page scroll sideways',
    async (templateId) => {
      const long = 'Supercalifragilisticexpialidocious'.repeat(3);
      const site = SAMPLE_SITES[templateId];
      const sections = Object.fromEntries(Object.entries(site.sections).map(([k, v]) => [k, k === 'hero_image' ? v : `${v} ${long}`]));
      sections.contact_email = `reservations.and.private.events.${long}@example.com`;
      const context = await browser.newContext({ viewport: { width: 390, height: 900 } });
      try {
        const page = await context.newPage();
        for (const request of [{ kind: 'home' }, { kind: 'contact', action: '/contact' }] as PageRequest[]) {
          await page.setContent(renderSitePage({ ...site, name: `${site.name} ${long}`, sections }, request).html, { waitUntil: 'load' });
          expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
        }
      } finally {
        await context.close();
      }
    },
    60_000,
  );
});
