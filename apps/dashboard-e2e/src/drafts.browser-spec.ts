import type { Browser, BrowserContext, Page } from 'playwright-core';
import { dbQuery, demo, demoSitePage, launchBrowser, newContext, signIn, toast, waitFor, watchPageErrors } from './support';

// Drafts and review before publishing: what a client types is a draft until published (README, "Client websites and content").
const WEBSITE_ID = '00000000-0000-4000-8000-000000000101';

/** The website's home page as a visitor gets it; anything but a 200 is an error. */
async function liveHome(): Promise<string> {
  const { status, body } = await demoSitePage('/');
  if (status !== 200) throw new Error(`site answered ${status}`);
  return body;
}

async function section(key: string): Promise<{ content_value: string; draft_value: string | null }> {
  const [row] = await dbQuery<{ content_value: string; draft_value: string | null }>(
    'select content_value, draft_value from website_content where website_id = $1 and section_key = $2',
    [WEBSITE_ID, key],
  );
  return row;
}

/** Each width's page (`fullPage`), or what the screen shows (a drawer is fixed to the screen). */
async function screenshots(page: Page, name: string, fullPage = true): Promise<void> {
  for (const width of [1400, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(250);
    await page.screenshot({ path: `tmp/drafts-${name}-${width}.png`, fullPage });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

describe('drafts, publishing and review', () => {
  let browser: Browser;
  let clientContext: BrowserContext;
  let adminContext: BrowserContext;
  let client: Page;
  let admin: Page;
  let errors: string[];
  const stamp = Date.now();

  beforeAll(async () => {
    browser = await launchBrowser();
    clientContext = await newContext(browser);
    client = await clientContext.newPage();
    errors = watchPageErrors(client);
    await signIn(client, demo.client.email, demo.client.password);
  });
  afterAll(async () => {
    await dbQuery('update websites set requires_review = false where id = $1', [WEBSITE_ID]);
    await clientContext.close();
    await adminContext?.close();
    await browser.close();
  });
  afterEach(() => expect(errors).toEqual([]));

  it('saves typing as a draft visitors do not see, keeps it across a visit elsewhere, shares a preview of it, and publishes it', async () => {
    const headline = `Sourdough Sundays ${stamp}`;
    const publishedBefore = (await section('hero_title')).content_value;
    await client.getByRole('link', { name: 'Edit Content' }).click();
    const field = client.getByLabel('Headline');
    await field.waitFor();
    await field.fill(headline);
    // No button: the pause after typing saves the draft.
    await client.getByTestId('draft-status').filter({ hasText: 'Draft saved' }).waitFor();
    expect(await section('hero_title')).toEqual({ content_value: publishedBefore, draft_value: headline });
    expect(await liveHome()).not.toContain(headline);
    await screenshots(client, 'edit-content');

    // Leave and come back: the draft is still there, from the server.
    await client.getByRole('link', { name: 'Blog' }).click();
    await client.getByRole('button', { name: 'New Post' }).waitFor();
    await client.getByRole('link', { name: 'Edit Content' }).click();
    await client.getByLabel('Headline').waitFor();
    expect(await client.getByLabel('Headline').inputValue()).toBe(headline);
    await client.getByTestId('draft-status').filter({ hasText: 'Draft saved' }).waitFor();

    // Share the draft: the link opens in a fresh browser without an account, and is not indexed.
    await client.getByRole('button', { name: 'Share preview' }).click();
    const shared = client.getByRole('dialog', { name: 'Share a preview of your draft' });
    const url = (await shared.getByTestId('preview-link').innerText()).trim();
    const stranger = await browser.newContext();
    const preview = await stranger.newPage();
    const opened = await preview.goto(url);
    expect(opened?.status()).toBe(200);
    expect(opened?.headers()['x-robots-tag']).toBe('noindex');
    await preview.getByRole('heading', { name: headline }).waitFor();
    expect(await preview.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    await shared.getByRole('button', { name: 'Turn off this link' }).click();
    await shared.getByText('This link is turned off.').waitFor();
    expect((await preview.goto(url))?.status()).toBe(410);
    await preview.getByText('This preview link was turned off').first().waitFor();
    await stranger.close();
    await shared.getByRole('button', { name: 'Close' }).first().click();

    await client.getByRole('button', { name: 'Publish' }).click();
    await toast(client, 'Published', 'Your changes are live.').waitFor();
    await client.getByTestId('draft-status').filter({ hasText: 'Published' }).waitFor();
    expect(await section('hero_title')).toEqual({ content_value: headline, draft_value: null });
    await waitFor(async () => ((await liveHome()).includes(headline) ? true : undefined));
  });

  it('discards a draft back to the published text', async () => {
    const published = (await section('hero_subtitle')).content_value;
    const field = client.getByLabel('Tagline');
    await field.fill(`Not for today ${stamp}`);
    await client.getByTestId('draft-status').filter({ hasText: 'Draft saved' }).waitFor();
    await client.getByRole('button', { name: 'Discard draft' }).click();
    await client.getByRole('button', { name: 'Discard draft' }).last().click();
    await waitFor(async () => ((await field.inputValue()) === published ? true : undefined));
    expect(await section('hero_subtitle')).toEqual({ content_value: published, draft_value: null });
  });

  it('with review on: the client sends for review, the admin sends it back with a comment, the client fixes it, the admin approves', async () => {
    await dbQuery('update websites set requires_review = true where id = $1', [WEBSITE_ID]);
    await client.reload();
    const about = client.getByLabel('Our story');
    await about.waitFor();
    await about.fill(`Family bakery since 2012 ${stamp}`);
    await client.getByTestId('draft-status').filter({ hasText: 'Draft saved' }).waitFor();
    expect(await client.getByRole('button', { name: 'Publish', exact: true }).count()).toBe(0);
    await client.getByRole('button', { name: 'Send for review' }).click();
    await toast(client, 'Sent for review').waitFor();
    await client.getByText('Your changes are waiting for review.').waitFor();

    adminContext = await newContext(browser);
    admin = await adminContext.newPage();
    const adminErrors = watchPageErrors(admin);
    await signIn(admin, demo.admin.email, demo.admin.password);
    // The overview card counts it and opens the list.
    const card = admin.getByRole('listitem').filter({ hasText: 'Changes to review' });
    await card.waitFor();
    await card.click();
    await admin.waitForURL(/\/dashboard\/admin\/reviews/);
    const review = admin.getByTestId('review-card').filter({ hasText: 'Sunshine Bakery' });
    await review.waitFor();
    await review.getByTestId('revision-diff').locator('ins').first().waitFor();
    await screenshots(admin, 'reviews');
    await review.getByRole('button', { name: 'Send back…' }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByLabel('What should the client change?').fill('Please mention the new rye loaf.');
    await dialog.getByRole('button', { name: 'Send back' }).click();
    await toast(admin, 'Sent back').waitFor();
    expect((await section('about_text')).draft_value).toBe(`Family bakery since 2012 ${stamp}`);
    expect(await liveHome()).not.toContain(`Family bakery since 2012 ${stamp}`);

    await client.reload();
    await client.getByTestId('review-comment').filter({ hasText: 'Please mention the new rye loaf.' }).waitFor();
    const fixed = `Family bakery since 2012, now with rye ${stamp}`;
    await client.getByLabel('Our story').fill(fixed);
    await client.getByTestId('draft-status').filter({ hasText: 'Draft saved' }).waitFor();
    await client.getByRole('button', { name: 'Send for review' }).click();
    await toast(client, 'Sent for review').waitFor();

    await admin.reload();
    const again = admin.getByTestId('review-card').filter({ hasText: 'Sunshine Bakery' });
    await again.getByText('now with rye').first().waitFor();
    await again.getByRole('button', { name: 'Approve and publish' }).click();
    await toast(admin, 'Approved').waitFor();
    expect(await section('about_text')).toEqual({ content_value: fixed, draft_value: null });
    await waitFor(async () => ((await liveHome()).includes(fixed) ? true : undefined));
    const mails = await dbQuery<{ template: string }>(
      "select template from email_logs where template in ('review-requested', 'review-sent-back', 'review-approved') and created_at > to_timestamp($1 / 1000.0) order by created_at",
      [stamp],
    );
    expect(mails.map((m) => m.template)).toEqual(['review-requested', 'review-sent-back', 'review-requested', 'review-approved']);
    expect(adminErrors).toEqual([]);

    // The section's history holds each step, newest first, with the admin's comment beside the change the approval published.
    await client.reload();
    await client.getByTestId('history-about_text').click();
    const history = client.getByRole('dialog', { name: /^History: / });
    const steps = history.getByTestId('review-step');
    await steps.filter({ hasText: 'Approved' }).waitFor();
    expect(await steps.evaluateAll((items) => items.slice(0, 4).map((li) => li.querySelector('.ant-tag')?.textContent))).toEqual([
      'Approved',
      'Sent for review',
      'Sent back',
      'Sent for review',
    ]);
    const sentBack = steps.filter({ hasText: 'Sent back' }).first();
    expect(await sentBack.getByTestId('review-step-comment').textContent()).toBe('Please mention the new rye loaf.');
    expect(await sentBack.textContent()).toContain(`by ${demo.admin.name}`);
    expect(await steps.filter({ hasText: 'Sent for review' }).first().textContent()).toContain(`by ${demo.client.name}`);
    await history.getByTestId('revision').filter({ hasText: 'Published on approval' }).filter({ hasText: fixed }).waitFor();
    await screenshots(client, 'section-history', false);
  });
});
