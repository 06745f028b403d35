import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { TEMPLATES } from '@fw/shared-site-templates';
import { baseUrl, demo, launchBrowser, waitFor } from './support';

// Every page of every template, as a visitor sees it with photos in its slots and a post with a
// cover, has no axe-core violation at all (of any impact) at 390 and 1400 px. (That each picture's
// `sizes` matches its box is checked on rendered pages in libs/shared/site-render/test.)
const WIDTHS = [390, 1400];
const PASSWORD = 'Axe-Journey-2026!';
const TEXT: Record<string, string> = {
  hero_title: 'Fresh ideas, made in Palm Beach',
  hero_subtitle: 'A small team that answers the phone and knows your name.',
  about_text: 'We opened in 2012 on Clematis Street.\n\nToday six of us serve the neighbourhood six days a week.',
  highlights: 'Family owned\nOpen six days a week\nFree parking',
  menu_highlights: 'Country sourdough – baked at dawn – $8\nCafé con leche – Cuban espresso – $4',
  reservation_note: 'Walk-ins welcome; call ahead for groups of six or more.',
  services: 'Bookkeeping – your books closed every month\nTax returns – business and personal',
  credentials: 'Licensed in Florida\nTwenty years in practice',
  testimonial: 'They answer the phone and they found our mistake.\nCarla, Jupiter',
  contact_phone: '(561) 555-0142',
  contact_email: 'hello@example.com',
  address: '221 Ocean Avenue\nPalm Beach, FL 33480',
  opening_hours: 'Monday to Friday: 9am – 5pm\nSaturday: 10am – 2pm',
  footer_legal: '© 2026, family owned',
};
const IMAGE_SLOTS = ['hero_image', 'about_image', 'gallery', 'site_logo', 'site_favicon'];

async function call<T>(method: string, path: string, token: string | null, body?: unknown, raw?: Buffer): Promise<T> {
  const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
  if (raw) headers['Content-Type'] = 'application/octet-stream';
  else if (body !== undefined) headers['Content-Type'] = 'application/json';
  const res = await fetch(`${baseUrl()}${path}`, { method, headers, body: raw ? Uint8Array.from(raw) : body === undefined ? undefined : JSON.stringify(body) });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

const signInApi = async (email: string, password: string) =>
  (await call<{ access_token: string }>('POST', '/api/auth/sign-in', null, { email, password })).access_token;

/** A live website of the template, its sections filled, a library photo in every slot and a post with it as cover. */
async function liveSite(adminToken: string, templateId: string): Promise<string> {
  const email = `axe-${templateId}-${Date.now()}@example.com`;
  const client = await call<{ id: string }>('POST', '/api/admin/clients', adminToken, { email, password: PASSWORD, role: 'editor', full_name: 'Axe Journey' });
  const website = await call<{ id: string }>('POST', '/api/admin/websites', adminToken, {
    name: `Axe ${templateId} ${Date.now()}`,
    template: templateId,
    owner_id: client.id,
  });
  await call('PATCH', `/api/admin/websites/${website.id}`, adminToken, { status: 'live' });
  const token = await signInApi(email, PASSWORD);
  const photo = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#2f6f8f' } })
    .composite([{ input: { create: { width: 700, height: 500, channels: 3, background: '#f2d8a7' } }, left: 450, top: 350 }])
    .jpeg({ quality: 85 })
    .toBuffer();
  const image = await call<{ id: string }>('POST', `/api/websites/${website.id}/images`, token, undefined, photo);
  await call('PATCH', `/api/websites/${website.id}/images/${image.id}`, token, { alt_text: 'The team at the front door' });
  await waitFor(async () => {
    const { status } = await call<{ status: string }>('GET', `/api/websites/${website.id}/images/${image.id}`, token);
    return status === 'ready' ? true : undefined;
  }, 90_000);
  const mine = await call<{ website: { site_url: string }; sections: Array<{ id: string; section_key: string; version: number }> }>(
    'GET',
    '/api/my/website',
    token,
  );
  const changes = mine.sections
    .map((s) => ({ id: s.id, version: s.version, content_value: IMAGE_SLOTS.includes(s.section_key) ? `image:${image.id}` : TEXT[s.section_key] }))
    .filter((s) => s.content_value !== undefined);
  const saved = await call<{ sections: Array<{ id: string; version: number; draft_value: string | null }> }>('PUT', '/api/my/website/content', token, {
    sections: changes,
  });
  const drafts = saved.sections.filter((s) => s.draft_value !== null).map(({ id, version }) => ({ id, version }));
  await call('POST', '/api/my/website/publish', token, { sections: drafts });
  await call('POST', '/api/my/website/posts', token, {
    title: 'Our new summer hours',
    content: 'From June we open an hour earlier.\n\nThe rest of the week stays the same.',
    published: true,
    cover_image: `image:${image.id}`,
  });
  return mine.website.site_url;
}

/** Every axe-core violation on the page, of any impact (the context bypasses the site's CSP to inject axe). */
async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: require.resolve('axe-core/axe.min.js') });
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (ctx: Document) => Promise<{ violations: Array<{ id: string; impact: string; nodes: Array<{ target: string[] }> }> }> };
      }
    ).axe;
    const { violations } = await axe.run(document);
    return violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
}

describe('the hosted sites’ pages pass axe-core at both widths', () => {
  let browser: Browser;
  let adminToken: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    adminToken = await signInApi(demo.admin.email, demo.admin.password);
  });
  afterAll(() => browser.close());

  it.each(TEMPLATES.map((t) => t.id))('%s: home, blog, a post, contact and the 404 page', async (templateId) => {
    const siteUrl = await liveSite(adminToken, templateId);
    const found: Record<string, string[]> = {};
    for (const width of WIDTHS) {
      const context = await browser.newContext({ bypassCSP: true, viewport: { width, height: 900 } });
      const page = await context.newPage();
      const blog = await page.goto(`${siteUrl}/blog`);
      expect(blog?.status()).toBe(200);
      const postPath = await page.locator('.post-card h2 a').first().getAttribute('href');
      expect(postPath).toMatch(/^\/blog\/our-new-summer-hours/);
      for (const [path, status] of [
        ['/', 200],
        ['/blog', 200],
        [postPath!, 200],
        ['/contact', 200],
        ['/no-such-page', 404],
      ] as const) {
        const res = await page.goto(`${siteUrl}${path}`);
        expect(res?.status()).toBe(status);
        // Lazy images below the fold are part of the page too.
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        if (path === '/' || path === postPath) {
          // The photos are there, as pictures from the library.
          expect(await page.locator('picture img').count()).toBeGreaterThan(path === '/' ? 2 : 1);
          await page.screenshot({ path: `tmp/site-pages-${templateId}-${path === '/' ? 'home' : 'post'}-${width}.png`, fullPage: true });
        }
        const violations = await axeViolations(page);
        if (violations.length) found[`${width}px ${path}`] = violations;
      }
      await context.close();
    }
    expect(found).toEqual({});
  });
});
