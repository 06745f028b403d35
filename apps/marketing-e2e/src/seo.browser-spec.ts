import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newContext, routeHeadings } from './marketing-support';

// docs/product.md §13.5: search engines and sharing.

type JsonLd = Record<string, unknown> & { '@type': string };

const jsonLd = (page: Page): Promise<JsonLd[]> =>
  page.locator('script[type="application/ld+json"]').evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? '{}')));

const meta = (page: Page, selector: string) => page.locator(selector).first().getAttribute('content');

/** Width and height from a PNG's IHDR chunk. */
const pngSize = (body: Buffer) => ({ png: body.subarray(1, 4).toString('ascii'), width: body.readUInt32BE(16), height: body.readUInt32BE(20) });

describe('search engines and sharing (docs/product.md §13.5)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('gives every page a title of at most 60 characters, a description of at most 160 and a 1200×630 share image', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const problems: string[] = [];
    for (const path of [...routeHeadings.map(([p]) => p), '/start']) {
      await page.goto(path);
      const title = await page.title();
      const description = (await meta(page, 'meta[name="description"]')) ?? '';
      if (title.length > 60) problems.push(`${path} title ${title.length}`);
      if (description.length === 0 || description.length > 160) problems.push(`${path} description ${description.length}`);
      const image = await meta(page, 'meta[property="og:image"]');
      if (!image || !image.endsWith('/og-image.png')) problems.push(`${path} og:image ${image}`);
      if ((await meta(page, 'meta[name="twitter:image"]')) !== image) problems.push(`${path} twitter:image`);
      if ((await meta(page, 'meta[name="twitter:card"]')) !== 'summary_large_image') problems.push(`${path} twitter:card`);
    }
    expect(problems).toEqual([]);
    const image = await context.request.get('/og-image.png');
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toContain('image/png');
    expect(pngSize(await image.body())).toEqual({ png: 'PNG', width: 1200, height: 630 });
    await context.close();
  });

  it('serves /favicon.ico and an apple-touch-icon, and links them', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/');
    expect(await page.locator('link[rel="apple-touch-icon"]').getAttribute('href')).toBe('/apple-touch-icon.png');
    expect(await page.locator('link[rel="icon"][href="/favicon.ico"]').count()).toBe(1);
    const ico = await context.request.get('/favicon.ico');
    expect(ico.status()).toBe(200);
    const icoBody = await ico.body();
    expect([icoBody.readUInt16LE(0), icoBody.readUInt16LE(2), icoBody.readUInt16LE(4)]).toEqual([0, 1, 3]);
    const touch = await context.request.get('/apple-touch-icon.png');
    expect(touch.status()).toBe(200);
    expect(pngSize(await touch.body())).toEqual({ png: 'PNG', width: 180, height: 180 });
    await context.close();
  });

  it('describes the business, the FAQ and the guides in structured data', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/');
    const business = (await jsonLd(page)).find((d) => d['@type'] === 'LocalBusiness')!;
    expect(business).toMatchObject({
      address: { addressLocality: 'Royal Palm Beach', addressRegion: 'FL', postalCode: '33411' },
      geo: { '@type': 'GeoCoordinates' },
      openingHoursSpecification: [expect.objectContaining({ '@type': 'OpeningHoursSpecification', opens: '09:00', closes: '17:00' })],
    });

    await page.goto('/faq');
    const faq = (await jsonLd(page)).find((d) => d['@type'] === 'FAQPage') as unknown as {
      mainEntity: Array<{ name: string; acceptedAnswer: { text: string } }>;
    };
    const questions = await page.locator('.faq-item__question').allTextContents();
    expect(faq.mainEntity.map((q) => q.name)).toEqual(questions.map((q) => q.trim()));
    expect(faq.mainEntity[0].acceptedAnswer.text).toContain('$475');

    for (const [path, section] of [
      ['/learning-center/website-costs-explained', 'Learning Center'],
      ['/resources/affordable-website-design-guide', 'Resources'],
    ]) {
      await page.goto(path);
      const data = await jsonLd(page);
      const article = data.find((d) => d['@type'] === 'Article')!;
      expect(article).toMatchObject({
        image: [expect.stringMatching(/\/og-image\.png$/)],
        datePublished: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        author: { name: 'Florida Web Design' },
      });
      const crumbs = data.find((d) => d['@type'] === 'BreadcrumbList') as unknown as {
        itemListElement: Array<{ position: number; name: string; item: string }>;
      };
      expect(crumbs.itemListElement.map((c) => [c.position, c.name])).toEqual([
        [1, 'Home'],
        [2, section],
        [3, await page.locator('h1').textContent()],
      ]);
      expect(crumbs.itemListElement[2].item.endsWith(path)).toBe(true);
    }
    await context.close();
  });

  it("dates each sitemap entry by its page's content, not by the build", async () => {
    const context = await newContext(browser);
    const res = await context.request.get('/sitemap.xml');
    expect(res.status()).toBe(200);
    const xml = await res.text();
    const entries = Object.fromEntries([...xml.matchAll(/<loc>([^<]+)<\/loc><lastmod>([^<]+)<\/lastmod>/g)].map((m) => [new URL(m[1]).pathname, m[2]]));
    expect(entries['/terms']).toBe('2025-10-01');
    expect(entries['/privacy']).toBe('2025-10-01');
    expect(entries['/resources/internet-marketing-guide']).toBe('2025-09-15');
    expect(new Set(Object.values(entries)).size).toBeGreaterThan(1);
    await context.close();
  });
});
