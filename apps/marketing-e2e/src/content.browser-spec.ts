import type { Browser } from 'playwright-core';
import { h1, launchBrowser, newContext, watchPageErrors } from './marketing-support';

const articles: Array<{ path: string; back: string; buttons: [string, string] | null }> = [
  { path: '/learning-center/why-your-business-needs-website', back: '/learning-center', buttons: ['Get Your Website Today', 'Talk to an Expert'] },
  { path: '/learning-center/choose-web-design-partner', back: '/learning-center', buttons: ['See Our Pricing', 'Schedule a Consultation'] },
  { path: '/learning-center/website-costs-explained', back: '/learning-center', buttons: ['View Our Transparent Pricing', 'Get a Custom Quote'] },
  { path: '/resources/affordable-website-design-guide', back: '/resources', buttons: ['Get Your Website Today', 'Schedule a Consultation'] },
  { path: '/resources/internet-marketing-guide', back: '/learning-center', buttons: null },
];

describe('marketing content pages', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('lists five Learning Center articles with category, read time, clamped description and a Read Article link', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/learning-center');
    const cards = page.locator('.article-card');
    expect(await cards.count()).toBe(5);
    const expected = [
      ['Business Strategy', '8 min read'],
      ['Business Strategy', '10 min read'],
      ['Pricing & Budget', '12 min read'],
      ['Web Design', '12 min read'],
      ['Marketing', '15 min read'],
    ];
    for (const [index, [category, time]] of expected.entries()) {
      const text = (await cards.nth(index).textContent()) ?? '';
      expect(text).toContain(category);
      expect(text).toContain(time);
      await expect(
        cards
          .nth(index)
          .getByRole('link', { name: /^Read Article/ })
          .getAttribute('href'),
      ).resolves.toBe(articles[index].path);
      const clamp = await cards
        .nth(index)
        .locator('.line-clamp-3')
        .evaluate((el) => getComputedStyle(el).webkitLineClamp);
      expect(clamp).toBe('3');
    }
    await context.close();
  });

  it('gives every article a back link, long text, three related articles and the closing buttons of its kind', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    for (const article of articles) {
      await page.goto(article.path);
      await expect(page.locator('.back-link').getAttribute('href')).resolves.toBe(article.back);
      const words = (await page.locator('.article__body').innerText()).split(/\s+/).length;
      expect(words).toBeGreaterThan(1200);
      expect(await page.locator('.article__body h2').count()).toBeGreaterThanOrEqual(6);
      const related = page.locator('.related .article-card');
      expect(await related.count()).toBe(3);
      for (let i = 0; i < 3; i++) {
        const text = (await related.nth(i).textContent()) ?? '';
        expect(text).toMatch(/\d+ min read/);
        await related
          .nth(i)
          .getByRole('link', { name: /^Read Article/ })
          .waitFor();
        expect(await related.nth(i).getByRole('link').getAttribute('href')).not.toBe(article.path);
      }
      const cta = page.locator('.cta-band');
      if (article.buttons) {
        await expect(cta.getByRole('link', { name: article.buttons[0], exact: true }).getAttribute('href')).resolves.toBe('/pricing');
        await expect(cta.getByRole('link', { name: article.buttons[1], exact: true }).getAttribute('href')).resolves.toBe('/contact');
      } else {
        expect(await cta.count()).toBe(0);
        // The marketing guide ends with its related block.
        const last = await page.locator('article.article > *').last().getAttribute('class');
        expect(last).toBe('related');
      }
    }
    await page.goto('/resources/internet-marketing-guide');
    const body = (await page.locator('.article__body').textContent()) ?? '';
    for (const topic of ['E-mail marketing', 'Analytics', '3-month action plan', 'Beginner mistakes', 'Free tools', 'DIY versus professional']) {
      expect(body.toLowerCase()).toContain(topic.toLowerCase());
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows six portfolio projects with sized images that load lazily below the fold', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/portfolio');
    const names = ['E-Commerce Platform', 'Restaurant Website', 'Corporate Website', 'Portfolio Site', 'Real Estate Platform', 'Healthcare Portal'];
    for (const name of names) await page.getByRole('heading', { name }).waitFor();
    const images = page.locator('.card--media img');
    expect(await images.count()).toBe(6);
    for (let i = 0; i < 6; i++) {
      const img = images.nth(i);
      expect(await img.getAttribute('width')).toBe('640');
      expect(await img.getAttribute('height')).toBe('400');
      expect(((await img.getAttribute('alt')) ?? '').length).toBeGreaterThan(10);
      expect(await img.getAttribute('src')).toMatch(/^\/assets\/.+\.svg$/);
      if (i > 0) expect(await img.getAttribute('loading')).toBe('lazy');
      await img.scrollIntoViewIfNeeded();
      await page.waitForFunction((el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth > 0, await img.elementHandle());
    }
    await context.close();
  });

  it('links three partner tools in new tabs, both guides and pricing from Resources', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/resources');
    const tools = page.locator('a[target="_blank"]');
    expect(await tools.count()).toBe(3);
    for (let i = 0; i < 3; i++) {
      expect(await tools.nth(i).getAttribute('rel')).toContain('noopener');
      expect(await tools.nth(i).getAttribute('href')).toMatch(/^https:\/\//);
    }
    for (const name of ['Business Launch AI', 'Business Diagnostics AI', 'Compliance Audit AI']) await page.getByRole('heading', { name }).waitFor();
    await page.locator('main a[href="/resources/affordable-website-design-guide"]').waitFor();
    await page.locator('main a[href="/resources/internet-marketing-guide"]').waitFor();
    await page.locator('main a[href="/pricing"]').first().waitFor();
    await context.close();
  });

  it('dates both legal pages October 1, 2025 and states the policy figures', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/terms');
    await h1(page).filter({ hasText: 'Terms of Service' }).waitFor();
    const terms = (await page.locator('main').textContent()) ?? '';
    for (const text of ['Last updated: October 1, 2025', '50% deposit', 'balance due on completion', '30-day warranty', '2-4 weeks', 'US dollars (USD)']) {
      expect(terms).toContain(text);
    }
    await page.goto('/privacy');
    const privacy = (await page.locator('main').textContent()) ?? '';
    expect(privacy).toContain('Last updated: October 1, 2025');
    expect(privacy).toContain('children under 13');
    expect(privacy).toContain('within 24 hours');
    await page.goto('/about');
    await expect(page.locator('main').textContent()).resolves.toMatch(/since 2020/);
    for (const heading of ['Our Story', 'Our Approach', 'Why Choose Us']) await page.getByRole('heading', { name: heading }).waitFor();
    await page.goto('/services');
    await page.getByText('Comprehensive web development solutions tailored to your business needs').waitFor();
    for (const name of [
      'Custom Web Development',
      'UI/UX Design',
      'Responsive Design',
      'SEO Optimization',
      'Performance Optimization',
      'Security & Maintenance',
    ]) {
      await page.getByRole('heading', { name }).waitFor();
    }
    await context.close();
  });

  it('shows every home page section, card, assurance and button', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/');
    const main = page.locator('main');
    for (const text of [
      'Affordable Sites. Local Support. No Agency Price Tag.',
      'Trusted by Florida Small Businesses',
      'No Hidden Fees',
      'Mobile-Optimized',
      'Local Florida Support',
    ]) {
      await main.getByText(text, { exact: true }).first().waitFor();
    }
    for (const heading of ['Tired of These Problems?', "Here's How We Fix It", 'Real Florida Support', 'Ready to Get Started?']) {
      await main.getByRole('heading', { name: heading }).waitFor();
    }
    expect(await main.locator('.card--problem').count()).toBe(6);
    const links: Array<[string, string]> = [
      ['Start Your Project', '/pricing'],
      ['See Pricing', '/pricing'],
      ['View Packages', '/pricing'],
      ['Contact Us Today', '/contact'],
    ];
    for (const [name, href] of links) {
      const link = main.getByRole('link', { name, exact: true }).first();
      await expect(link.getAttribute('href')).resolves.toBe(href);
    }
    await context.close();
  });
});
