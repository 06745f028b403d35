import type { Browser, BrowserContext, Page } from 'playwright-core';
import { baseUrl, dbQuery, demo, dismissToast, launchBrowser, seriousA11yViolations, signIn, toast, waitFor, watchPageErrors } from './support';

// docs/product.md §14: every saved text can be seen and restored (per section, per post, and an admin's timeline).
const WEBSITE_ID = '00000000-0000-4000-8000-000000000101';

async function section(key: string): Promise<{ content_value: string; version: number }> {
  const [row] = await dbQuery<{ content_value: string; version: number }>(
    'select coalesce(draft_value, content_value) as content_value, version from website_content where website_id = $1 and section_key = $2',
    [WEBSITE_ID, key],
  );
  return row;
}

/** The open History panel (AntD Drawer). */
const panel = (page: Page) => page.getByRole('dialog', { name: /^History: / });

/** Closes every toast (they are checked where they appear; axe here is about the panel). */
async function closeToasts(page: Page): Promise<void> {
  const close = page.locator('.ant-notification-notice-close');
  while ((await close.count()) > 0) {
    await close.first().click();
    await page.waitForTimeout(350);
  }
}

/** axe-clean with the panel open at 1400 and 390 px, with a screenshot of each (to look at, not compared). */
async function panelCleanAtBothWidths(page: Page, name: string): Promise<void> {
  await closeToasts(page);
  for (const width of [1400, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(200);
    await page.screenshot({ path: `tmp/history-${name}-${width}.png` });
    expect({ width, violations: await seriousA11yViolations(page) }).toEqual({ width, violations: [] });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** Saves and publishes: the history lists what was published. */
async function saveContent(page: Page, label: string, key: string, text: string): Promise<void> {
  await page.getByLabel(label, { exact: true }).fill(text);
  await page.getByRole('button', { name: 'Save draft' }).click();
  await waitFor(async () => ((await section(key)).content_value === text ? true : undefined));
  await page.getByRole('button', { name: 'Publish' }).and(page.locator(':enabled')).click();
  await waitFor(async () => ((await publishedText(key)) === text ? true : undefined));
  await dismissToast(toast(page, 'Published'));
}

async function publishedText(key: string): Promise<string> {
  const [row] = await dbQuery<{ content_value: string }>('select content_value from website_content where website_id = $1 and section_key = $2', [
    WEBSITE_ID,
    key,
  ]);
  return row.content_value;
}

describe('history and restore (docs/product.md §14)', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let errors: string[];
  const stamp = Date.now();
  const mine = `Fresh bread every morning ${stamp}`;
  const overwritten = `Closed for renovation ${stamp}`;

  beforeAll(async () => {
    browser = await launchBrowser();
    context = await browser.newContext({ baseURL: baseUrl(), bypassCSP: true, viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    errors = watchPageErrors(page);
    await signIn(page, demo.client.email, demo.client.password);
  });
  afterAll(async () => {
    await context.close();
    await browser.close();
  });
  afterEach(() => expect(errors).toEqual([]));

  it('a client restores a section they overwrote, and the editor holds the restored text and version', async () => {
    await page.goto('/dashboard/content');
    await page.getByLabel('Headline', { exact: true }).waitFor();
    await saveContent(page, 'Headline', 'hero_title', mine);
    await saveContent(page, 'Headline', 'hero_title', overwritten);
    const before = await section('hero_title');
    expect(before.content_value).toBe(overwritten);

    // Named "History" and described by the field's label (so getByLabel('Headline') finds only the field).
    await page.getByTestId('history-hero_title').click();
    const drawer = panel(page);
    await page.getByRole('dialog', { name: 'History: Headline' }).waitFor();
    const entry = drawer.getByTestId('revision').filter({ hasText: mine }).first();
    await entry.waitFor();
    await entry.getByText(new RegExp(`^Changed by ${demo.client.name} · [A-Z][a-z]{2} \\d{1,2}, \\d{4} at \\d{1,2}:\\d{2} (AM|PM) E[SD]T$`)).waitFor();
    // The word difference against the current text: marked by elements and words, not colour alone.
    const diff = entry.getByTestId('revision-diff');
    expect(await diff.locator('del').first().textContent()).toBe('[removed: Closed for renovation]');
    expect(await diff.locator('ins').first().textContent()).toBe('[added: Fresh bread every morning]');

    await panelCleanAtBothWidths(page, 'section');

    await entry.getByRole('button', { name: /Restore this version/ }).click();
    await toast(page, 'Restored', 'Headline: the version of', 'is back as a draft. Publish it to show it to visitors.').waitFor();
    // The restored text is a draft to publish: the editor's text and version, visitors still see the other.
    expect(await section('hero_title')).toEqual({ content_value: mine, version: before.version + 1 });
    expect(await publishedText('hero_title')).toBe(overwritten);
    await drawer.getByRole('button', { name: 'Close' }).click();
    await drawer.waitFor({ state: 'hidden' });
    expect(await page.getByLabel('Headline', { exact: true }).inputValue()).toBe(mine);
    // The editor took the restored version: the next save is accepted, not refused as stale.
    await saveContent(page, 'Headline', 'hero_title', `${mine}!`);
    expect((await section('hero_title')).content_value).toBe(`${mine}!`);
  });

  it('a client restores a post they deleted from Recently deleted, and sees a scheduled post as such', async () => {
    const title = `Holiday hours ${stamp}`;
    await page.goto('/dashboard/blog');
    await page.getByRole('button', { name: 'New Post' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New Post' });
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Content').fill('Open late on Fridays.');
    await dialog.getByLabel('Schedule').fill('2030-12-01T09:00');
    await dialog.getByRole('button', { name: 'Create Post' }).click();
    await dismissToast(toast(page, 'Post created'));
    const card = page.getByTestId('blog-post').filter({ hasText: title });
    await card.getByText('Scheduled for Dec 1, 2030 at 9:00 AM').waitFor();
    const [row] = await dbQuery<{ publish_at: Date; published: boolean }>('select publish_at, published from blog_posts where title = $1', [title]);
    expect({ at: new Date(row.publish_at).toISOString(), published: row.published }).toEqual({ at: '2030-12-01T14:00:00.000Z', published: false });

    await card.getByRole('button', { name: `Delete ${title}` }).click();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await dismissToast(toast(page, 'Post deleted'));
    await card.waitFor({ state: 'detached' });

    const deleted = page.getByTestId('recently-deleted');
    await deleted.getByRole('heading', { name: title }).waitFor();
    await deleted
      .getByText(new RegExp(`Deleted by ${demo.client.name} · `))
      .first()
      .waitFor();
    await closeToasts(page);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await deleted.getByRole('button', { name: `Restore ${title}` }).click();
    await toast(page, 'Post restored').waitFor();
    await page.getByTestId('blog-post').filter({ hasText: title }).waitFor();
    const rows = await dbQuery<{ title: string; content: string }>('select title, content from blog_posts where title = $1', [title]);
    expect(rows).toEqual([{ title, content: 'Open late on Fridays.' }]);

    // The post's own History lists its changes (created, deleted, restored).
    await page.getByRole('button', { name: `History of ${title}` }).click();
    const drawer = panel(page);
    await drawer.getByTestId('revision').first().waitFor();
    expect(await drawer.getByTestId('revision').count()).toBeGreaterThanOrEqual(2);
    await panelCleanAtBothWidths(page, 'post');
    await page.keyboard.press('Escape');
  });

  it("an admin sees the site's timeline and restores a client's change", async () => {
    const admin = await browser.newContext({ baseURL: baseUrl(), bypassCSP: true, viewport: { width: 1280, height: 900 } });
    const adminPage = await admin.newPage();
    const adminErrors = watchPageErrors(adminPage);
    try {
      await signIn(adminPage, demo.admin.email, demo.admin.password);
      await adminPage.goto('/dashboard/admin/websites');
      await adminPage.getByRole('link', { name: 'History of Sunshine Bakery' }).click();
      await adminPage.getByRole('heading', { name: 'Change History' }).waitFor();
      const timeline = adminPage.getByTestId('timeline');
      // The client's last change, newest first: Headline from `mine` to `mine!`.
      const change = timeline
        .getByTestId('revision')
        .filter({ hasText: 'Headline' })
        .filter({ hasText: `Changed by ${demo.client.name}` })
        .first();
      await change.waitFor();

      // Filter by person: only the client's changes remain.
      await adminPage.getByLabel('Person').click();
      await adminPage.locator('.ant-select-item-option').filter({ hasText: demo.client.name }).click();
      await adminPage.getByRole('button', { name: 'Filter' }).click();
      await adminPage.waitForTimeout(300);
      const authors = await timeline
        .getByTestId('revision')
        .getByText(/^Changed by /)
        .allInnerTexts();
      expect(authors.length).toBeGreaterThan(0);
      for (const line of authors) expect(line).toContain(`Changed by ${demo.client.name}`);
      await closeToasts(adminPage);
      expect({ violations: await seriousA11yViolations(adminPage) }).toEqual({ violations: [] });
      await adminPage.screenshot({ path: 'tmp/history-admin-timeline-1280.png', fullPage: true });

      // The client's overwrite (its difference adds "Closed for renovation"): restore what it left.
      const target = timeline
        .getByTestId('revision')
        .filter({ hasText: 'Headline' })
        .filter({ has: adminPage.locator('ins', { hasText: 'Closed for renovation' }) })
        .first();
      await target.getByRole('button', { name: /Restore this version/ }).click();
      await toast(adminPage, 'Restored').waitFor();
      expect((await section('hero_title')).content_value).toBe(overwritten);
      expect(adminErrors).toEqual([]);
    } finally {
      await admin.close();
    }
  });
});
