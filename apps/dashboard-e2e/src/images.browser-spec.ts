import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { baseUrl, dbQuery, demo, launchBrowser, newContext, signIn, toast, waitFor, watchPageErrors } from './support';

const WEBSITE_ID = '00000000-0000-4000-8000-000000000101';
/** GPS longitude 80° (Miami) as the EXIF rational the phone writes: looked for in every byte served. */
const GPS_DEGREES = Buffer.from([80, 0, 0, 0, 1, 0, 0, 0]);

/** A phone photo: stored landscape with EXIF orientation 6 (shown portrait) and a GPS position. */
function phonePhoto(): Promise<Buffer> {
  return sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#d98c3f' } })
    .composite([{ input: { create: { width: 400, height: 300, channels: 3, background: '#3f6fd9' } }, left: 1100, top: 100 }])
    .jpeg({ quality: 85 })
    .withExif({
      IFD0: { Make: 'PhoneCo' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '25/1 46/1 3000/100', GPSLongitudeRef: 'W', GPSLongitude: '80/1 11/1 0/1' },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

describe('a client’s phone photo, from the library to the live site', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let errors: string[];
  let originalHero: string | undefined;

  beforeAll(async () => {
    browser = await launchBrowser();
    context = await newContext(browser);
    page = await context.newPage();
    errors = watchPageErrors(page);
    const [row] = await dbQuery<{ content_value: string }>(`select content_value from website_content where website_id = $1 and section_key = 'hero_image'`, [
      WEBSITE_ID,
    ]);
    originalHero = row?.content_value;
  });
  afterAll(async () => {
    if (originalHero !== undefined)
      await dbQuery(`update website_content set content_value = $1 where website_id = $2 and section_key = 'hero_image'`, [originalHero, WEBSITE_ID]);
    await context.close();
    await browser.close();
  });
  afterEach(() => expect(errors).toEqual([]));

  it('uploads the photo, sets its alt text and focal point, and the live site serves it as AVIF without GPS', async () => {
    const photo = await phonePhoto();
    expect(photo.includes(GPS_DEGREES)).toBe(true);
    await signIn(page, demo.client.email, demo.client.password);
    await page.getByRole('link', { name: 'Images' }).click();
    await page.getByText('Drop photos here, or click to choose them').waitFor();
    await page.locator('input[type=file]').first().setInputFiles({ name: 'IMG_2041.JPG', mimeType: 'image/jpeg', buffer: photo });

    const card = page.getByRole('button', { name: 'Edit IMG_2041.JPG' }).first();
    await card.locator('img').waitFor({ timeout: 90_000 });
    await card.getByText('Needs alt text').waitFor();
    await card.click();
    const drawer = page.getByRole('dialog');
    const picker = drawer.getByTestId('focal-point-picker');
    await picker.waitFor();
    const box = (await picker.boundingBox())!;
    // Shown upright (portrait), so the box is taller than wide.
    expect(box.height).toBeGreaterThan(box.width);
    await picker.click({ position: { x: box.width * 0.25, y: box.height * 0.75 } });
    await drawer.getByLabel('Alt text').fill('Our storefront at sunrise');
    await drawer.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Image saved').waitFor();

    const [image] = await dbQuery<{ id: string; alt_text: string; focal_x: number; focal_y: number }>(
      `select id, alt_text, focal_x, focal_y from media_images where website_id = $1 and filename = 'IMG_2041.JPG' order by created_at desc limit 1`,
      [WEBSITE_ID],
    );
    expect(image.alt_text).toBe('Our storefront at sunrise');
    expect(image.focal_x).toBeCloseTo(0.25, 1);
    expect(image.focal_y).toBeCloseTo(0.75, 1);

    // Set here as the picker saves it (the picker has its own journey, image-slots.browser-spec.ts).
    await dbQuery(
      `insert into website_content (id, website_id, section_key, content_type, content_value, is_locked, version) values (gen_random_uuid(), $1, 'hero_image', 'image', $2, false, 1)
       on conflict (website_id, section_key) do update set content_value = excluded.content_value`,
      [WEBSITE_ID, `image:${image.id}`],
    );

    const visitor = await newContext(browser);
    const site = await visitor.newPage();
    const avifs: Buffer[] = [];
    site.on('response', async (response) => {
      if (response.headers()['content-type'] === 'image/avif') avifs.push(await response.body());
    });
    const port = new URL(baseUrl()).port;
    await site.goto(`http://sunshine-bakery.localhost:${port}/`);
    const hero = site.locator('picture img.hero-image');
    await hero.waitFor();
    await waitFor(async () => ((await hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)) ? true : undefined));
    expect(await hero.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\.avif$/);
    expect(avifs.length).toBeGreaterThan(0);
    for (const bytes of avifs) {
      expect((await sharp(bytes).metadata()).exif).toBeUndefined();
      expect(bytes.includes(GPS_DEGREES)).toBe(false);
    }
    await visitor.close();
  });
});
