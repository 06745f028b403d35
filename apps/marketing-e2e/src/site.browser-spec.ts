import zlib from 'node:zlib';
import type { Browser, Page, Response } from 'playwright-core';
import { h1, launchBrowser, newContext, routeHeadings, waitFor, watchPageErrors } from './marketing-support';

const meta = (page: Page, selector: string) => page.locator(selector).first().getAttribute('content');

describe('marketing site: layout, routes and search', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('prerenders every public route with its heading, a unique title and description, and share tags', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const [path, heading] of routeHeadings) {
      const res = await page.goto(path);
      expect(res?.status()).toBe(200);
      // Real content is in the HTML itself, not rendered by JavaScript.
      const html = (await res?.text()) ?? '';
      // (An apostrophe may be written as is or as a character reference, depending on the renderer.)
      if (typeof heading === 'string' && path !== '/payment-success') expect(html.replace(/&#x27;|&#39;/g, "'")).toContain(heading.replace(/&/g, '&amp;'));
      await h1(page).filter({ hasText: heading }).waitFor();
      expect(await h1(page).count()).toBe(1);
      const title = await page.title();
      const description = (await meta(page, 'meta[name="description"]')) ?? '';
      expect(title.length).toBeGreaterThan(10);
      expect(description.length).toBeGreaterThan(40);
      titles.add(title);
      descriptions.add(description);
      const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
      expect(canonical).toMatch(/^https?:\/\//);
      expect(new URL(canonical ?? '').pathname).toBe(path);
      expect(await meta(page, 'meta[property="og:url"]')).toBe(canonical);
      expect(await meta(page, 'meta[property="og:title"]')).toBe(title);
      // A large image card with the share image (docs/product.md §13; seo.browser-spec.ts checks the image).
      expect(await meta(page, 'meta[name="twitter:card"]')).toBe('summary_large_image');
    }
    expect(titles.size).toBe(routeHeadings.length);
    expect(descriptions.size).toBe(routeHeadings.length);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the banner, highlights the current page and links every footer column', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    await page.goto('/services');
    await expect(page.locator('.announcement').textContent()).resolves.toContain('Basic Website: $475 for 1 year');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Services' }).getAttribute('aria-current')).resolves.toBe('page');
    await expect(nav.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).resolves.toBeNull();
    expect(await nav.locator('[aria-current="page"]').count()).toBe(1);
    await expect(page.getByRole('link', { name: 'Get Started' }).getAttribute('href')).resolves.toBe('/pricing');
    // Clients sign in from the header and the footer.
    const headerLogin = page.locator('.site-header').getByRole('link', { name: 'Client login' });
    await expect(headerLogin.first().getAttribute('href')).resolves.toBe('/auth');
    expect(await page.locator('.announcement__login').isVisible()).toBe(true);

    await nav.getByRole('link', { name: 'Learning Center' }).click();
    await page.waitForURL('**/learning-center');
    await page.getByRole('link', { name: /^Read Article\s*: Why Your Small Business/ }).click();
    await page.waitForURL('**/learning-center/why-your-business-needs-website');
    // On an article its section stays highlighted, but aria-current="page" names only the page itself (docs/product.md §13).
    const section = page.getByRole('navigation', { name: 'Main', exact: true }).getByRole('link', { name: 'Learning Center' });
    await expect(section.getAttribute('aria-current')).resolves.toBeNull();
    await expect(section.getAttribute('class')).resolves.toContain('nav-link--current');
    expect(await page.locator('[aria-current="page"]').count()).toBe(0);

    const footer = page.locator('footer');
    for (const heading of ['Company', 'Resources', 'Support', 'Get In Touch']) {
      await footer.getByRole('heading', { name: heading }).waitFor();
    }
    const hrefs: Array<[string, string]> = [
      ['About Us', '/about'],
      ['Portfolio', '/portfolio'],
      ['AI Tools', '/resources'],
      ['Website Design Guide', '/resources/affordable-website-design-guide'],
      ['Internet Marketing Guide', '/resources/internet-marketing-guide'],
      ['FAQ', '/faq'],
      ['Client login', '/auth'],
      ['Terms of Service', '/terms'],
      ['Privacy Policy', '/privacy'],
    ];
    for (const [name, href] of hrefs) {
      await expect(footer.getByRole('link', { name, exact: true }).getAttribute('href')).resolves.toBe(href);
    }
    await expect(footer.locator('a[href^="mailto:"]').count()).resolves.toBe(1);
    await expect(footer.locator('a[href^="tel:+1"]').count()).resolves.toBe(1);
    await expect(footer.locator('address').textContent()).resolves.toContain('Royal Palm Beach');
    const copyright = (await footer.locator('.site-footer__bottom').textContent()) ?? '';
    expect(copyright).toContain(`© ${new Date().getFullYear()}`);
    expect(copyright).toContain('Built for Florida small businesses.');
    await expect(footer.textContent()).resolves.toContain('Affordable websites with local Florida support for small businesses that want to grow online.');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('toggles the mobile menu and closes it when a link in it is chosen', async () => {
    const context = await newContext(browser, { mobile: true });
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    await page.goto('/');
    const toggle = page.locator('summary', { hasText: 'Menu' });
    const panel = page.locator('.mobile-menu__panel');
    const servicesLink = panel.getByRole('link', { name: 'Services' });
    expect(await page.locator('.nav-desktop').isVisible()).toBe(false);
    expect(await servicesLink.isVisible()).toBe(false);

    await toggle.click();
    await servicesLink.waitFor({ state: 'visible' });
    await toggle.click();
    await servicesLink.waitFor({ state: 'hidden' });

    await toggle.click();
    await page.keyboard.press('Escape');
    await servicesLink.waitFor({ state: 'hidden' });

    await toggle.click();
    await servicesLink.click();
    await page.waitForURL('**/services');
    await h1(page).filter({ hasText: 'Our Services' }).waitFor();
    expect(await page.locator('details[data-mobile-menu][open]').count()).toBe(0);
    await toggle.click();
    await expect(panel.getByRole('link', { name: 'Services' }).getAttribute('aria-current')).resolves.toBe('page');
    await panel.getByRole('link', { name: 'Get Started' }).click();
    await page.waitForURL('**/pricing');
    await page.goBack();
    await page.waitForURL('**/services');
    expect(await page.locator('details[data-mobile-menu][open]').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('answers unknown paths with the 404 page and logs the attempted path', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const logged: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') logged.push(message.text());
    });
    const res = await page.goto('/no-such-page/here');
    expect(res?.status()).toBe(404);
    await h1(page).filter({ hasText: '404' }).waitFor();
    await page.getByText('Oops! Page not found').waitFor();
    await expect(page.getByRole('link', { name: 'Return to Home' }).getAttribute('href')).resolves.toBe('/');
    await waitFor(() => logged.some((text) => text.includes('/no-such-page/here')));
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });

  it('describes the business for search engines: local-business data, sitemap and robots.txt', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/');
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
    expect(jsonLd['@type']).toBe('LocalBusiness');
    expect(jsonLd.areaServed.name).toBe('Florida');
    expect(jsonLd.address.addressLocality).toBe('Royal Palm Beach');
    const services = jsonLd.hasOfferCatalog.itemListElement.map((offer: { itemOffered: { name: string } }) => offer.itemOffered.name);
    expect(services).toEqual(['Web Design', 'Web Development', 'Website Maintenance']);
    expect(await meta(page, 'meta[name="keywords"]')).toContain('Florida web design');

    const sitemap = await context.request.get('/sitemap.xml');
    expect(sitemap.status()).toBe(200);
    const xml = await sitemap.text();
    for (const [path] of routeHeadings.filter(([p]) => p !== '/payment-success')) {
      expect(xml).toMatch(new RegExp(`<loc>https?://[^<]+${path === '/' ? '/' : path}</loc>`));
    }
    expect(xml).not.toContain('/payment-success');
    const robots = await (await context.request.get('/robots.txt')).text();
    expect(robots).toMatch(/Sitemap: https?:\/\/\S+\/sitemap\.xml/);
    expect(robots).toContain('Disallow: /dashboard');

    await page.goto('/payment-success');
    expect(await meta(page, 'meta[name="robots"]')).toBe('noindex');
    await context.close();
  });

  it('works without JavaScript: content, native FAQ disclosure and mobile menu', async () => {
    const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto('/');
    await h1(page).filter({ hasText: 'Florida Small Businesses Deserve Better Websites' }).waitFor();
    await page.locator('summary', { hasText: 'Menu' }).click();
    await page.locator('.mobile-menu__panel').getByRole('link', { name: 'Pricing' }).click();
    await page.waitForURL('**/pricing');
    await expect(page.locator('[data-package="basic"]').textContent()).resolves.toContain('$475');
    await page.goto('/faq');
    const first = page.locator('details.faq-item').first();
    await first.locator('summary').click();
    expect(await first.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(true);
    await context.close();
  });

  const measureScripts = async (page: Page, path: string) => {
    const scripts = new Map<string, Buffer>();
    const onResponse = async (response: Response) => {
      if (response.request().resourceType() === 'script' && response.ok()) scripts.set(response.url(), await response.body());
    };
    page.on('response', onResponse);
    await page.goto(path, { waitUntil: 'networkidle' });
    page.off('response', onResponse);
    const gzip = [...scripts.values()].reduce((sum, body) => sum + zlib.gzipSync(body).length, 0);
    return { count: scripts.size, gzip };
  };

  it('ships at most 80 KB of gzip JavaScript per page, and none of React where nothing is interactive', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const sizes: Record<string, number> = {};
    for (const path of ['/', '/about', '/learning-center/website-costs-explained', '/faq', '/pricing', '/contact', '/payment-success']) {
      const { gzip, count } = await measureScripts(page, path);
      sizes[path] = gzip;
      expect(gzip).toBeLessThanOrEqual(80 * 1024);
      if (['/', '/about', '/learning-center/website-costs-explained', '/faq'].includes(path)) {
        expect(count).toBe(1);
        expect(gzip).toBeLessThan(3 * 1024);
      }
    }
    console.info('gzip JavaScript per page (bytes):', sizes);
    await context.close();
  });

  it('keeps the questionnaire pages within the same 80 KB gzip JavaScript budget', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const sizes: Record<string, number> = {};
    for (const path of ['/start', '/questionnaire-success']) sizes[path] = (await measureScripts(page, path)).gzip;
    console.info('gzip JavaScript per questionnaire page (bytes):', sizes);
    expect(sizes['/start']).toBeLessThanOrEqual(80 * 1024);
    expect(sizes['/questionnaire-success']).toBeLessThanOrEqual(80 * 1024);
    await context.close();
  });
});
