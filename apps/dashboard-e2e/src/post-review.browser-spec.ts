import type { Browser, BrowserContext, Page } from 'playwright-core';
import { dbQuery, demo, demoSitePage, launchBrowser, newContext, signIn, toast, waitFor, watchPageErrors } from './support';

// Review before publishing, for a blog post: with review on, the client sends a post for review and an admin publishes it.
const WEBSITE_ID = '00000000-0000-4000-8000-000000000101';

async function screenshots(page: Page, name: string): Promise<void> {
  for (const width of [1400, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: `tmp/post-review-${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

describe('review before publishing a blog post', () => {
  let browser: Browser;
  let clientContext: BrowserContext;
  let adminContext: BrowserContext;
  let client: Page;
  let admin: Page;
  let clientErrors: string[];
  let adminErrors: string[];
  const stamp = Date.now();
  const title = `Rye week ${stamp}`;
  const slug = `rye-week-${stamp}`;
  const firstText = `Rye loaves all week ${stamp}.`;
  const fixedText = `Rye loaves all week ${stamp}, four dollars each.`;
  const straightTitle = `Pie orders ${stamp}`;

  beforeAll(async () => {
    await dbQuery('update websites set requires_review = true where id = $1', [WEBSITE_ID]);
    browser = await launchBrowser();
    clientContext = await newContext(browser);
    client = await clientContext.newPage();
    clientErrors = watchPageErrors(client);
    await signIn(client, demo.client.email, demo.client.password);
    adminContext = await newContext(browser);
    admin = await adminContext.newPage();
    adminErrors = watchPageErrors(admin);
    await signIn(admin, demo.admin.email, demo.admin.password);
  });
  afterAll(async () => {
    await dbQuery('update websites set requires_review = false where id = $1', [WEBSITE_ID]);
    await dbQuery('delete from blog_posts where website_id = $1 and title = any($2)', [WEBSITE_ID, [title, straightTitle]]);
    await clientContext.close();
    await adminContext.close();
    await browser.close();
  });
  afterEach(() => {
    expect(clientErrors).toEqual([]);
    expect(adminErrors).toEqual([]);
  });

  const openEditor = async () => {
    await client.goto('/dashboard/blog');
    await client.getByRole('button', { name: `Edit ${title}` }).click();
    return client.getByRole('dialog', { name: 'Edit Post' });
  };
  const reviewCard = () => admin.getByTestId('review-card').filter({ hasText: title });

  it('sends a post for review, gets it back with a comment, fixes it, and the approved post goes live', async () => {
    await client.goto('/dashboard/blog');
    await client.getByRole('button', { name: 'New Post' }).click();
    const create = client.getByRole('dialog', { name: 'Create New Post' });
    // With review on there is no Publish switch: a new post is a draft to send for review.
    expect(await create.getByRole('switch', { name: 'Publish' }).count()).toBe(0);
    await create.getByLabel('Title').fill(title);
    await create.getByLabel('Content').fill(firstText);
    await create.getByRole('button', { name: 'Create Post' }).click();
    await toast(client, 'Draft saved: open it to send it for review').waitFor();

    let editor = await openEditor();
    expect(await editor.getByRole('button', { name: 'Publish', exact: true }).count()).toBe(0);
    await editor.getByRole('button', { name: 'Send for review' }).click();
    await toast(client, 'Sent for review').waitFor();
    await editor.getByTestId('post-review-status').filter({ hasText: 'Waiting for review' }).waitFor();
    expect(await editor.getByLabel('Content').isDisabled()).toBe(true);
    await screenshots(client, 'editor-waiting');
    expect((await demoSitePage(`/blog/${slug}`)).status).toBe(404);

    await admin.goto('/dashboard/admin/reviews');
    await reviewCard().getByTestId('post-review').waitFor();
    await reviewCard().getByText(`/blog/${slug}`).waitFor();
    // The post's page as the template renders it.
    await reviewCard().locator('iframe').first().waitFor();
    await screenshots(admin, 'admin-review');
    await reviewCard().getByRole('button', { name: 'Send back…' }).click();
    const sendBack = admin.getByRole('dialog');
    await sendBack.getByLabel('What should the client change?').fill('Please add the price.');
    await sendBack.getByRole('button', { name: 'Send back' }).click();
    await toast(admin, 'Sent back').waitFor();

    await client.goto('/dashboard/blog');
    await client.getByTestId('blog-post').filter({ hasText: title }).getByText('Sent back', { exact: true }).waitFor();
    editor = await openEditor();
    await editor.getByTestId('post-review-status').filter({ hasText: 'Sent back: Please add the price.' }).waitFor();
    await editor.getByLabel('Content').fill(fixedText);
    await client.getByTestId('post-draft-status').filter({ hasText: 'Draft saved' }).waitFor();
    await editor.getByRole('button', { name: 'Send for review' }).click();
    await toast(client, 'Sent for review').waitFor();

    await admin.reload();
    await reviewCard().getByText('four dollars each').first().waitFor();
    await reviewCard().getByRole('button', { name: 'Approve and publish' }).click();
    await toast(admin, 'Approved').waitFor();
    await waitFor(async () => ((await demoSitePage(`/blog/${slug}`)).body.includes(fixedText) ? true : undefined));

    const mails = await dbQuery<{ template: string }>(
      "select template from email_logs where template in ('review-requested', 'review-sent-back', 'review-approved') and created_at > to_timestamp($1 / 1000.0) order by created_at",
      [stamp],
    );
    expect(mails.map((m) => m.template)).toEqual(['review-requested', 'review-sent-back', 'review-requested', 'review-approved']);

    // Every step is in the post's history, newest first, with the admin's comment.
    await client.goto('/dashboard/blog');
    await client.getByRole('button', { name: `History of ${title}` }).click();
    const history = client.getByRole('dialog', { name: `History: ${title}` });
    const steps = history.getByTestId('review-step');
    await steps.filter({ hasText: 'Approved' }).waitFor();
    expect(await steps.evaluateAll((items) => items.map((li) => li.querySelector('.ant-tag')?.textContent))).toEqual([
      'Approved',
      'Sent for review',
      'Sent back',
      'Sent for review',
    ]);
    const sentBackStep = steps.filter({ hasText: 'Sent back' });
    expect(await sentBackStep.getByTestId('review-step-comment').textContent()).toBe('Please add the price.');
    expect(await sentBackStep.textContent()).toContain(`by ${demo.admin.name}`);
    await history.getByTestId('revision').filter({ hasText: 'Published on approval' }).waitFor();
    await screenshots(client, 'history');

    // And in the admin's timeline of the website, under the post's name.
    await admin.goto(`/dashboard/admin/websites/${WEBSITE_ID}/history`);
    const timeline = admin.getByTestId('timeline');
    const sentBackLine = timeline.getByTestId('review-step').filter({ hasText: title }).filter({ hasText: 'Sent back' });
    expect(await sentBackLine.getByTestId('review-step-comment').textContent()).toBe('Please add the price.');
    await screenshots(admin, 'timeline');
  });

  it('sends a new post for review straight from the dialog that creates it', async () => {
    await client.goto('/dashboard/blog');
    await client.getByRole('button', { name: 'New Post' }).click();
    const create = client.getByRole('dialog', { name: 'Create New Post' });
    await create.getByLabel('Title').fill(straightTitle);
    await create.getByLabel('Content').fill(`Pumpkin and pecan pies ${stamp}.`);
    await create.getByRole('button', { name: 'Send for review' }).click();
    await toast(client, 'Sent for review').waitFor();
    await client.getByTestId('blog-post').filter({ hasText: straightTitle }).getByText('Waiting for review', { exact: true }).waitFor();

    await admin.goto('/dashboard/admin/reviews');
    await admin.getByTestId('review-card').filter({ hasText: straightTitle }).getByTestId('post-review').waitFor();
  });
});
