import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { baseUrl, dbQuery, demo, launchBrowser, mailedLink, signIn, watchPageErrors } from './support';

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n', 'latin1');
const SCREENSHOTS = process.env.SCREENSHOT_DIR;

/**
 * The questionnaire's files: a visitor submits a questionnaire listing two files, follows the upload
 * link of the confirmation e-mail (read from the captured mail), sends them (and a page that
 * pretends to be a photo, which is refused), and closes the link; the admin finds them with the
 * submission and downloads them. The steps share state and run in order.
 */
describe('questionnaire files: from the e-mailed upload link to the admin download', () => {
  let browser: Browser;
  let visitorContext: BrowserContext;
  let adminContext: BrowserContext;
  let visitor: Page;
  let admin: Page;
  const errors: string[][] = [];
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const email = `files-${stamp}@example.test`;
  const business = `Coral Reef Divers ${stamp}`;
  let uploadLink = '';

  beforeAll(async () => {
    browser = await launchBrowser();
    visitorContext = await browser.newContext({ baseURL: baseUrl(), viewport: { width: 1400, height: 900 } });
    adminContext = await browser.newContext({ baseURL: baseUrl(), viewport: { width: 1400, height: 900 }, acceptDownloads: true });
    visitor = await visitorContext.newPage();
    admin = await adminContext.newPage();
    errors.push(watchPageErrors(visitor), watchPageErrors(admin));
  });
  afterAll(() => browser.close());

  const shot = async (page: Page, name: string) => {
    if (SCREENSHOTS) await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: true });
  };

  it('a submitted questionnaire e-mails its visitor an upload link', async () => {
    const answers = {
      business_name: business,
      business_email: email,
      industry: 'Scuba diving',
      main_goal: 'Bookings',
      target_audience: 'Divers',
      desired_action: 'Book a dive',
      uploaded_files: ['logo.png', 'menu.pdf'],
    };
    const created = await fetch(`${baseUrl()}/api/questionnaires`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(answers),
    });
    expect(created.status).toBe(201);
    const { id, resume_token } = (await created.json()) as { id: string; resume_token: string };
    const submitted = await fetch(`${baseUrl()}/api/questionnaires/${id}/submit`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Resume-Token': resume_token },
      body: '{}',
    });
    expect(submitted.status).toBe(200);
    uploadLink = await mailedLink(email, '/start/upload');
    expect(uploadLink).toMatch(new RegExp(`^${baseUrl()}/start/upload\\?token=`));
  });

  it('the visitor sends the listed files through the link; a page pretending to be a photo is refused', async () => {
    await visitor.goto(uploadLink);
    await visitor.locator('[data-island="upload-files"][data-hydrated="true"]').waitFor();
    await visitor.getByRole('heading', { name: 'Files you listed' }).waitFor();
    await visitor.getByText('logo.png').first().waitFor();
    await visitor.getByLabel('Choose files to send').setInputFiles([
      { name: 'logo.png', mimeType: 'image/png', buffer: PNG },
      { name: 'menu.pdf', mimeType: 'application/pdf', buffer: PDF },
      { name: 'photo.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('<!doctype html><script>alert(1)</script>') },
    ]);
    await visitor.getByRole('heading', { name: 'Received (2)' }).waitFor();
    await visitor.getByText(/photo\.jpg: not sent \(This file is not one of the accepted types/).waitFor();
    await shot(visitor, 'upload-1400');
    await visitor.setViewportSize({ width: 390, height: 844 });
    await shot(visitor, 'upload-390');
    const overflow = await visitor.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    await visitor.getByRole('button', { name: 'I have sent everything' }).click();
    await visitor.getByText(/We received 2 files/).waitFor();
    await shot(visitor, 'upload-done-390');
    // The link is closed: opening it again shows that it was used.
    await visitor.goto(uploadLink);
    await visitor.getByRole('alert').filter({ hasText: 'This upload link has expired or was already used.' }).waitFor();
  });

  it('the admin finds the files with the submission and downloads them', async () => {
    await signIn(admin, demo.admin.email, demo.admin.password);
    await admin.goto('/dashboard/admin/submissions');
    const row = admin.getByRole('row').filter({ hasText: business });
    await row.getByRole('button', { name: 'View Details' }).click();
    const drawer = admin.getByRole('dialog');
    await drawer.getByText('Files received', { exact: true }).waitFor();
    await drawer.getByText('Files listed', { exact: true }).waitFor();
    await drawer.getByRole('button', { name: 'Download menu.pdf' }).waitFor();
    await shot(admin, 'admin-files-1400');

    const [download] = await Promise.all([admin.waitForEvent('download'), drawer.getByRole('button', { name: 'Download menu.pdf' }).click()]);
    expect(download.suggestedFilename()).toBe('menu.pdf');
    const saved = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'fw-download-')), 'menu.pdf');
    await download.saveAs(saved);
    expect(Buffer.compare(fs.readFileSync(saved), PDF)).toBe(0);

    const [image] = await Promise.all([admin.waitForEvent('download'), drawer.getByRole('button', { name: 'Download logo.png' }).click()]);
    const savedImage = path.join(path.dirname(saved), 'logo.png');
    await image.saveAs(savedImage);
    expect(Buffer.compare(fs.readFileSync(savedImage), PNG)).toBe(0);

    await admin.setViewportSize({ width: 390, height: 844 });
    await shot(admin, 'admin-files-390');
    const [stored] = await dbQuery<{ n: string }>(
      'select count(*) as n from questionnaire_files f join questionnaire_submissions s on s.id = f.submission_id where s.business_name = $1',
      [business],
    );
    expect(Number(stored.n)).toBe(2);
    expect(errors.flat()).toEqual([]);
  });
});
