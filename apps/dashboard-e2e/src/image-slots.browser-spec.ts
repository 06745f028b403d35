import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { baseUrl, dbQuery, demo, launchBrowser, newContext, signIn, toast, waitFor, watchPageErrors } from './support';

// A client puts a library photo into a slot of their template (README, "Images"): chosen in Edit
// Content, published, and shown on the live site as a responsive <picture>.
const WEBSITE_ID = '00000000-0000-4000-8000-000000000101';
const ALT = 'Three loaves on the bakery counter';
const POST_TITLE = `Fresh from the oven ${Date.now()}`;

function bakeryPhoto(): Promise<Buffer> {
  return sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#c9853f' } })
    .composite([{ input: { create: { width: 600, height: 400, channels: 3, background: '#f3e1c0' } }, left: 500, top: 500 }])
    .jpeg({ quality: 85 })
    .toBuffer();
}

async function screenshots(page: Page, name: string): Promise<void> {
  for (const width of [1400, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(250);
    await page.screenshot({ path: `tmp/image-slots-${name}-${width}.png`, fullPage: true });
  }
}

describe('a library photo in a slot of the template', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    browser = await launchBrowser();
    context = await newContext(browser);
    page = await context.newPage();
    errors = watchPageErrors(page);
  });
  afterAll(async () => {
    await dbQuery(`delete from blog_posts where website_id = $1 and title = $2`, [WEBSITE_ID, POST_TITLE]);
    await dbQuery(`update website_content set content_value = '', draft_value = null where website_id = $1 and section_key = 'about_image'`, [WEBSITE_ID]);
    await context.close();
    await browser.close();
  });
  afterEach(() => expect(errors).toEqual([]));

  it('uploads a photo, picks it for the about photo, publishes, and the live site shows it as <picture>', async () => {
    await signIn(page, demo.client.email, demo.client.password);
    await page.getByRole('link', { name: 'Images' }).click();
    await page.getByText('Drop photos here, or click to choose them').waitFor();
    await page
      .locator('input[type=file]')
      .first()
      .setInputFiles({ name: 'counter.jpg', mimeType: 'image/jpeg', buffer: await bakeryPhoto() });
    const card = page.getByRole('button', { name: 'Edit counter.jpg' }).first();
    await card.locator('img').waitFor({ timeout: 90_000 });
    await card.click();
    const drawer = page.getByRole('dialog');
    await drawer.getByLabel('Alt text').fill(ALT);
    await drawer.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Image saved').waitFor();
    await page.keyboard.press('Escape');

    await page.getByRole('link', { name: 'Edit Content' }).click();
    await page.getByRole('button', { name: /Choose About photo$/ }).click();
    const choose = page.getByRole('dialog', { name: 'Choose an image: About photo' });
    await choose.getByRole('link', { name: /Upload or describe images/ }).waitFor();
    await choose.getByRole('button', { name: ALT }).first().click();
    await choose.waitFor({ state: 'hidden' });
    // The choice shows in the editor and, drawn by the site's own renderer, in the live preview.
    await page.getByRole('group', { name: 'About photo' }).getByRole('img', { name: ALT }).waitFor();
    await page.frameLocator('iframe').first().locator('img.about-image').waitFor();
    await page.getByTestId('draft-status').filter({ hasText: 'Draft saved' }).waitFor();
    await screenshots(page, 'edit-content');
    await page.setViewportSize({ width: 1280, height: 900 });

    await page.getByRole('button', { name: 'Publish' }).click();
    await toast(page, 'Published', 'Your changes are live.').waitFor();
    const [row] = await dbQuery<{ content_value: string }>(`select content_value from website_content where website_id = $1 and section_key = 'about_image'`, [
      WEBSITE_ID,
    ]);
    expect(row.content_value).toMatch(/^image:[0-9a-f-]{36}$/);

    const visitor = await newContext(browser);
    const site = await visitor.newPage();
    const port = new URL(baseUrl()).port;
    await waitFor(async () => {
      await site.goto(`http://sunshine-bakery.localhost:${port}/`);
      return (await site.locator('picture img.about-image').count()) > 0 ? true : undefined;
    });
    const picture = site.locator('picture').filter({ has: site.locator('img.about-image') });
    expect(await picture.locator('source[type="image/avif"]').getAttribute('srcset')).toMatch(/\.avif 320w/);
    expect(await picture.locator('source[type="image/webp"]').getAttribute('srcset')).toMatch(/\.webp 320w/);
    const img = picture.locator('img.about-image');
    expect(await img.getAttribute('alt')).toBe(ALT);
    expect(await img.getAttribute('loading')).toBe('lazy');
    expect(await img.getAttribute('width')).toBe('1600');
    expect(await img.getAttribute('height')).toBe('1200');
    await img.scrollIntoViewIfNeeded();
    await waitFor(async () => ((await img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)) ? true : undefined));
    expect(await img.evaluate((el: HTMLImageElement) => el.currentSrc)).toMatch(/\.avif$/);
    await screenshots(site, 'live-site');
    await visitor.close();
  });

  it('gives a post a cover from the library: on the post page and the blog index, and as og:image', async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('link', { name: 'Blog' }).click();
    await page.getByRole('button', { name: 'New Post' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New Post' });
    await dialog.getByLabel('Title').fill(POST_TITLE);
    await dialog.getByLabel('Content').fill('Our counter, first thing in the morning.');
    await dialog.getByRole('button', { name: /Choose Cover image$/ }).click();
    const choose = page.getByRole('dialog', { name: 'Choose an image: Cover image' });
    await choose.getByRole('button', { name: ALT }).first().click();
    await choose.waitFor({ state: 'hidden' });
    await dialog.getByRole('group', { name: 'Cover image' }).getByRole('img', { name: ALT }).waitFor();
    await dialog.getByRole('switch', { name: 'Publish' }).click();
    await screenshots(page, 'post-editor');
    await page.setViewportSize({ width: 1280, height: 900 });
    await dialog.getByRole('button', { name: 'Create Post' }).click();
    await toast(page, 'Post created').waitFor();

    const visitor = await newContext(browser);
    const site = await visitor.newPage();
    const port = new URL(baseUrl()).port;
    await waitFor(async () => {
      await site.goto(`http://sunshine-bakery.localhost:${port}/blog`);
      return (await site.locator('article', { hasText: POST_TITLE }).locator('picture img.cover-image').count()) > 0 ? true : undefined;
    });
    expect(await site.locator('article', { hasText: POST_TITLE }).locator('img.cover-image').getAttribute('alt')).toBe(ALT);
    await site.getByRole('link', { name: POST_TITLE }).click();
    const cover = site.locator('picture img.cover-image');
    await cover.waitFor();
    expect(await cover.getAttribute('alt')).toBe(ALT);
    expect(await site.locator('meta[property="og:image"]').getAttribute('content')).toMatch(/^https?:\/\/[^/]+\/media\/.+\.jpg$/);
    await screenshots(site, 'post-page');
    await visitor.close();
  });
});
