import type { Browser, BrowserContext, Page } from 'playwright-core';
import { dbQuery, demo, demoSitePage, launchBrowser, newContext, signIn, toast, waitFor, watchPageErrors } from './support';

// A published post keeps its live text while the client edits a draft of it (docs/product.md, the blog editor).
const WEBSITE_ID = '00000000-0000-4000-8000-000000000101';

async function screenshots(page: Page, name: string): Promise<void> {
  for (const width of [1400, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(250);
    await page.screenshot({ path: `tmp/post-drafts-${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

describe('drafts of a published blog post', () => {
  let browser: Browser;
  let context: BrowserContext;
  let client: Page;
  let errors: string[];
  const stamp = Date.now();
  const liveTitle = `Pumpkin bread is back ${stamp}`;
  const liveText = `Every Friday in October ${stamp}.`;
  const draftText = `Every Friday and Saturday in October ${stamp}.`;
  const slug = `pumpkin-bread-is-back-${stamp}`;

  beforeAll(async () => {
    browser = await launchBrowser();
    context = await newContext(browser);
    client = await context.newPage();
    errors = watchPageErrors(client);
    await signIn(client, demo.client.email, demo.client.password);
  });
  afterAll(async () => {
    await dbQuery('delete from blog_posts where website_id = $1 and title like $2', [WEBSITE_ID, `Pumpkin bread is back ${stamp}%`]);
    await context.close();
    await browser.close();
  });
  afterEach(() => expect(errors).toEqual([]));

  const row = async () =>
    (
      await dbQuery<{ title: string; content: string; draft_content: string | null }>(
        'select title, content, draft_content from blog_posts where website_id = $1 and title = $2',
        [WEBSITE_ID, liveTitle],
      )
    )[0];

  it('edits a published post as a draft, keeps it across a visit elsewhere, shares it, and publishes it', async () => {
    // A published post to start from.
    await client.goto('/dashboard/blog');
    await client.getByRole('button', { name: 'New Post' }).click();
    const create = client.getByRole('dialog', { name: 'Create New Post' });
    await create.getByLabel('Title').fill(liveTitle);
    await create.getByLabel('Content').fill(liveText);
    await create.getByRole('switch', { name: 'Publish' }).click();
    await create.getByRole('button', { name: 'Create Post' }).click();
    await toast(client, 'Post created').waitFor();
    await waitFor(async () => ((await demoSitePage(`/blog/${slug}`)).body.includes(liveText) ? true : undefined));

    // Typing saves a draft by itself; visitors keep the published text.
    await client.getByRole('button', { name: `Edit ${liveTitle}` }).click();
    const dialog = client.getByRole('dialog', { name: 'Edit Post' });
    await dialog.getByLabel('Content').fill(draftText);
    await dialog.getByTestId('post-draft-status').filter({ hasText: 'Saving…' }).waitFor();
    await dialog.getByTestId('post-draft-status').filter({ hasText: 'Draft saved' }).waitFor();
    await waitFor(async () => ((await row())?.draft_content === draftText ? true : undefined));
    expect(await row()).toEqual({ title: liveTitle, content: liveText, draft_content: draftText });
    expect((await demoSitePage(`/blog/${slug}`)).body).not.toContain(draftText);
    await screenshots(client, 'editor');

    // Leave and come back: the draft is there, from the server, and the list says so.
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await dialog.waitFor({ state: 'hidden' });
    await client.getByRole('link', { name: 'Edit Content' }).click();
    await client.getByLabel('Headline').waitFor();
    await client.getByRole('link', { name: 'Blog' }).click();
    const card = client.getByTestId('blog-post').filter({ hasText: liveTitle });
    await card.getByText('Unpublished changes').waitFor();
    await screenshots(client, 'list');
    await card.getByRole('button', { name: `Edit ${liveTitle}` }).click();
    await waitFor(async () => ((await dialog.getByLabel('Content').inputValue()) === draftText ? true : undefined));
    await dialog.getByTestId('post-draft-status').filter({ hasText: 'Draft saved' }).waitFor();
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await dialog.waitFor({ state: 'hidden' });

    // The share link opens the draft post in a fresh browser, and its links stay in the preview.
    await client.getByRole('link', { name: 'Edit Content' }).click();
    await client.getByRole('button', { name: 'Share preview' }).click();
    const shared = client.getByRole('dialog', { name: 'Share a preview of your draft' });
    const url = (await shared.getByTestId('preview-link').innerText()).trim();
    const stranger = await browser.newContext();
    const preview = await stranger.newPage();
    expect((await preview.goto(url))?.status()).toBe(200);
    await preview.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog' }).click();
    await preview.getByRole('link', { name: liveTitle }).click();
    await preview.getByText(draftText).waitFor();
    expect(preview.url()).toBe(`${url}/blog/${slug}`);
    expect(await preview.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    await preview.screenshot({ path: 'tmp/post-drafts-shared-post.png' });
    await stranger.close();
    await shared.getByRole('button', { name: 'Close' }).first().click();

    // Publish: the live post shows the draft.
    await client.getByRole('link', { name: 'Blog' }).click();
    await client.getByRole('button', { name: `Edit ${liveTitle}` }).click();
    await waitFor(async () => ((await dialog.getByLabel('Content').inputValue()) === draftText ? true : undefined));
    await dialog.getByRole('button', { name: 'Publish', exact: true }).click();
    await toast(client, 'Post published').waitFor();
    expect(await row()).toEqual({ title: liveTitle, content: draftText, draft_content: null });
    await waitFor(async () => ((await demoSitePage(`/blog/${slug}`)).body.includes(draftText) ? true : undefined));
    await client.getByTestId('blog-post').filter({ hasText: liveTitle }).getByText('Unpublished changes').waitFor({ state: 'detached' });
  });
});
