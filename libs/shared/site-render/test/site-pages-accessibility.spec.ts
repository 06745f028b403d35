import fs from 'node:fs';
import path from 'node:path';
import { Browser, chromium } from 'playwright-core';
import { TEMPLATES } from '@fw/shared-site-templates';
import { renderSitePage } from '../src/render-site-page';
import type { PageRequest, SiteData, SiteImage } from '../src/site-render.types';
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

// Library photos in every slot (landscape, portrait and square), and covers on the posts.
const photo = (n: number, width: number, height: number): [string, SiteImage] => {
  const id = `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
  const variants = (['avif', 'webp', 'jpeg'] as const).flatMap((format) =>
    [320, 640, 960, 1280, 1920].map((w) => ({ format, width: w, url: `/media/s/${id}/h/w${w}.${format === 'jpeg' ? 'jpg' : format}` })),
  );
  return [id, { alt: `Photo ${n}`, width, height, focalX: 0.5, focalY: 0.5, variants }];
};
const PHOTOS = Object.fromEntries([
  photo(1, 4032, 3024),
  photo(2, 3024, 4032),
  photo(3, 3000, 2000),
  photo(4, 2000, 3000),
  photo(5, 1200, 400),
  photo(6, 512, 512),
]);
const [landscape, portrait, wide, tall, logo, square] = Object.keys(PHOTOS).map((id) => `image:${id}`);
const withPhotos = (site: SiteData): SiteData => ({
  ...site,
  sections: {
    ...site.sections,
    hero_image: landscape,
    about_image: portrait,
    gallery: [wide, tall, landscape, portrait, wide].join('\n'),
    site_logo: logo,
    site_favicon: square,
  },
  images: PHOTOS,
});
const PHOTO_PAGES: Array<[name: string, page: PageRequest]> = [
  ['home', { kind: 'home' }],
  ['blog', { kind: 'blog', page: 1, totalPages: 1, posts: SAMPLE_POSTS.map((p, i) => ({ ...p, coverImage: i === 0 ? '' : i === 1 ? wide : tall })) }],
  ['post', { kind: 'post', post: { ...SAMPLE_POST, coverImage: landscape } }],
];

describe('pictures from the library', () => {
  it.each(TEMPLATES.map((t) => t.id))(
    '%s: every picture’s sizes is the width it is drawn at, on phones, tablets and wide screens',
    async (templateId) => {
      const problems: string[] = [];
      for (const width of [320, 390, 600, 900, 1140, 1400]) {
        const context = await browser.newContext({ viewport: { width, height: 900 } });
        // The files are not needed: width, height and the stylesheet decide each box.
        await context.route('**/media/**', (route) => route.abort());
        try {
          const page = await context.newPage();
          for (const [name, request] of PHOTO_PAGES) {
            await page.setContent(renderSitePage(withPhotos(SAMPLE_SITES[templateId]), request).html, { waitUntil: 'load' });
            const found = await page.evaluate(() => {
              // The width `sizes` gives at this viewport: its first matching media condition's length.
              const slotWidth = (sizes: string): number => {
                for (const part of sizes.split(',')) {
                  const match = /^\s*(\(.+\))\s+(\S.*)$/.exec(part);
                  const [condition, length] = match ? [match[1], match[2]] : [null, part.trim()];
                  if (condition && !window.matchMedia(condition).matches) continue;
                  const probe = document.createElement('div');
                  probe.style.cssText = `position:absolute;visibility:hidden;width:${length}`;
                  document.body.append(probe);
                  const w = probe.getBoundingClientRect().width;
                  probe.remove();
                  return w;
                }
                return window.innerWidth;
              };
              return Array.from(document.querySelectorAll<HTMLImageElement>('picture img')).flatMap((img) => {
                const drawn = img.getBoundingClientRect().width;
                const slot = slotWidth(img.sizes);
                return Math.abs(slot - drawn) > Math.max(4, drawn * 0.03)
                  ? [`${img.className}: sizes ${Math.round(slot)} px, drawn ${Math.round(drawn)} px`]
                  : [];
              });
            });
            problems.push(...found.map((f) => `${width} px ${name}: ${f}`));
          }
        } finally {
          await context.close();
        }
      }
      expect(problems).toEqual([]);
    },
    120_000,
  );
});
