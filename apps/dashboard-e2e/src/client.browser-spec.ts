import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { dbQuery, demo, dismissToast, launchBrowser, newContext, recordApiCalls, signIn, toast, waitFor, watchPageErrors } from './support';

const WEBSITE_ID = '00000000-0000-4000-8000-000000000101';

async function sectionValue(key: string): Promise<{ content_value: string; is_locked: boolean }> {
  const [row] = await dbQuery<{ content_value: string; is_locked: boolean }>(
    'select coalesce(draft_value, content_value) as content_value, is_locked from website_content where website_id = $1 and section_key = $2',
    [WEBSITE_ID, key],
  );
  return row;
}

describe('the demo client in the dashboard', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    browser = await launchBrowser();
    context = await newContext(browser);
    page = await context.newPage();
    errors = watchPageErrors(page);
    await signIn(page, demo.client.email, demo.client.password);
  });
  afterAll(async () => {
    await context.close();
    await browser.close();
  });
  afterEach(() => expect(errors).toEqual([]));

  it('shows the greeting, the website cards and recent activity, and no admin links', async () => {
    await page.getByRole('heading', { name: `Welcome back, ${demo.client.name}!` }).waitFor();
    await page.getByText('Sunshine Bakery', { exact: true }).waitFor();
    await page.getByText('sunshinebakery.example').waitFor();
    await page.getByText('Restaurant', { exact: true }).waitFor();
    await page.getByText('Recent Activity').waitFor();
    // The client's newest entries (as /api/my/activity orders them), whatever earlier journeys wrote.
    const newest = await dbQuery<{ action: string }>(
      'select a.action from activity_logs a join users u on u.id = a.user_id where u.email = $1 order by a.created_at desc, a.id desc limit 5',
      [demo.client.email],
    );
    expect(newest.length).toBeGreaterThan(0);
    const list = page.getByRole('list', { name: 'Recent Activity' });
    await list.getByText(newest[0].action, { exact: true }).first().waitFor();
    expect(await list.getByRole('listitem').count()).toBe(newest.length);
    await expect(page.getByTestId('user-email').textContent()).resolves.toBe(demo.client.email);
    for (const link of ['Dashboard', 'Edit Content', 'Images', 'Blog', 'Settings']) await page.getByRole('link', { name: link }).waitFor();
    expect(await page.getByRole('link', { name: 'Manage Clients' }).count()).toBe(0);
  });

  it('saves edited content and leaves the locked section untouched', async () => {
    const lockedBefore = await sectionValue('footer_legal');
    await page.getByRole('link', { name: 'Edit Content' }).click();
    const footer = page.getByLabel('Footer note');
    await footer.waitFor();
    // Read-only rather than disabled (docs/product.md §12.4): it can be focused, selected and scrolled.
    expect(await footer.isDisabled()).toBe(false);
    expect(await footer.isEditable()).toBe(false);
    await page.getByText('This section is locked by your administrator').waitFor();
    expect(await page.getByLabel('Headline').isDisabled()).toBe(false);
    expect(await page.getByLabel('Opening hours').evaluate((el) => el.tagName)).toBe('TEXTAREA');
    expect(await page.getByLabel('Headline').evaluate((el) => el.tagName)).toBe('INPUT');

    const title = `Fresh Bread Daily ${Date.now()}`;
    await page.getByLabel('Headline').fill(title);
    await page.getByRole('button', { name: 'Save draft' }).click();
    await toast(page, 'Draft saved', 'Your changes have been saved.').waitFor();

    expect((await sectionValue('hero_title')).content_value).toBe(title);
    await page.getByRole('button', { name: 'Publish' }).click();
    await toast(page, 'Published', 'Your changes are live.').waitFor();
    expect(await sectionValue('footer_legal')).toEqual(lockedBefore);
    const [activity] = await dbQuery<{ action: string; details: { sections: string[] } }>(
      "select action, details from activity_logs where website_id = $1 and action = 'Published website content' order by created_at desc limit 1",
      [WEBSITE_ID],
    );
    expect(activity.details.sections).toEqual(['hero_title']);
  });

  it('shows a section another tab saved first beside the typed text; keeping theirs saves nothing and says so', async () => {
    await page.goto('/dashboard/content');
    await page.getByLabel('Our story', { exact: true }).waitFor();
    const other = await context.newPage();
    await other.goto('/dashboard/content');
    const theirs = `Changed in the other tab ${Date.now()}`;
    await other.getByLabel('Our story').fill(theirs);
    await other.getByRole('button', { name: 'Save draft' }).click();
    await toast(other, 'Your changes have been saved.').waitFor();
    await other.close();

    await page.getByLabel('Our story', { exact: true }).fill('My stale edit');
    await page.getByRole('button', { name: 'Save draft' }).click();
    const conflict = page.getByTestId('conflict-about_text');
    await conflict.waitFor();
    expect(await conflict.getByRole('textbox', { name: 'Theirs (saved now)' }).inputValue()).toBe(theirs);
    expect(await conflict.getByRole('textbox', { name: 'Yours (not saved)' }).inputValue()).toBe('My stale edit');
    expect(await page.getByLabel('Our story', { exact: true }).inputValue()).toBe('My stale edit');
    expect((await sectionValue('about_text')).content_value).toBe(theirs);

    await conflict.getByRole('button', { name: 'Keep theirs' }).click();
    await conflict.waitFor({ state: 'detached' });
    expect(await page.getByLabel('Our story', { exact: true }).inputValue()).toBe(theirs);
    // Nothing differs from what is saved: no request, and no "Saved".
    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.getByTestId('save-bar').getByText('No changes to save.').waitFor();
    expect(await toast(page, 'Your changes have been saved.').count()).toBe(0);
    expect((await sectionValue('about_text')).content_value).toBe(theirs);
  });

  it('never sends back a section someone else saved while only another one was changed, and a double-click saves once', async () => {
    const before = [await sectionValue('about_text'), await sectionValue('hero_title')];
    await page.goto('/dashboard/content');
    await page.getByLabel('Our story').waitFor();
    const loadedAbout = await page.getByLabel('Our story').inputValue();
    // Someone else (another tab here; an administrator alike) saves Our story while this page is open.
    const other = await context.newPage();
    await other.goto('/dashboard/content');
    const theirs = `Saved elsewhere ${Date.now()}`;
    await other.getByLabel('Our story').fill(theirs);
    await other.getByRole('button', { name: 'Save draft' }).click();
    await toast(other, 'Your changes have been saved.').waitFor();
    await other.close();

    const puts: Array<{ sections: Array<{ id: string; content_value: string; version: number }> }> = [];
    page.on('request', (request) => {
      if (request.method() === 'PUT' && new URL(request.url()).pathname === '/api/my/website/content') puts.push(request.postDataJSON());
    });
    const save = page.getByRole('button', { name: 'Save draft' });
    for (const round of [1, 2, 3]) {
      const title = `Hero title, round ${round} ${Date.now()}`;
      await page.getByLabel('Headline').fill(title);
      // The third round double-clicks: a double-click on Save Changes sends one request.
      if (round === 3) await save.dblclick();
      else await save.click();
      await toast(page, 'Your changes have been saved.').waitFor();
      await waitFor(async () => (await save.isEnabled()) || undefined);
      // Only the section this user changed goes to the server, and what someone else saved stays.
      expect((await sectionValue('about_text')).content_value).toBe(theirs);
      expect((await sectionValue('hero_title')).content_value).toBe(title);
      expect(puts).toHaveLength(round);
      expect(puts[round - 1].sections.map((s) => s.content_value)).toEqual([title]);
      await dismissToast(toast(page, 'Your changes have been saved.'));
    }
    expect(loadedAbout).not.toBe(theirs);
    // After the save the page shows what the server answered, text and version together.
    expect(await page.getByLabel('Our story').inputValue()).toBe(theirs);
    await page.getByLabel('Our story').fill(`${theirs} and mine`);
    await save.click();
    await toast(page, 'Your changes have been saved.').waitFor();
    expect((await sectionValue('about_text')).content_value).toBe(`${theirs} and mine`);

    // Put the demo text back for the other journeys.
    await dbQuery("update website_content set content_value = $2, draft_value = null where website_id = $1 and section_key = 'about_text'", [
      WEBSITE_ID,
      before[0].content_value,
    ]);
    await dbQuery("update website_content set content_value = $2, draft_value = null where website_id = $1 and section_key = 'hero_title'", [
      WEBSITE_ID,
      before[1].content_value,
    ]);
    await page.reload();
  });

  it('drops a section an administrator deleted meanwhile, keeps the other edits, and saves them next time', async () => {
    const tempKey = `zz_temporary_${Date.now()}`;
    await dbQuery(
      "insert into website_content (id, website_id, section_key, content_type, content_value, is_locked) values (gen_random_uuid(), $1, $2, 'text', 'Soon gone', false)",
      [WEBSITE_ID, tempKey],
    );
    const before = await sectionValue('about_text');
    await page.goto('/dashboard/content');
    const temp = page.getByLabel(tempKey.replace(/_/g, ' ').toUpperCase());
    await temp.waitFor();
    await temp.fill('Typed into a section about to vanish');
    const mine = `About text kept across the refusal ${Date.now()}`;
    await page.getByLabel('Our story').fill(mine);
    await dbQuery('delete from website_content where website_id = $1 and section_key = $2', [WEBSITE_ID, tempKey]);

    await page.getByRole('button', { name: 'Save draft' }).click();
    const tempLabel = tempKey.replace(/_/g, ' ').toUpperCase();
    await toast(page, 'Error', `Failed to update ${tempLabel}`).waitFor();
    await page
      .getByRole('alert')
      .filter({ hasText: `${tempLabel} was removed by your administrator.` })
      .waitFor();
    await temp.waitFor({ state: 'detached' });
    expect(await page.getByLabel('Our story').inputValue()).toBe(mine);
    expect(await sectionValue('about_text')).toEqual(before);

    await page.getByRole('button', { name: 'Save draft' }).click();
    await toast(page, 'Your changes have been saved.').waitFor();
    expect((await sectionValue('about_text')).content_value).toBe(mine);
    // Put the demo text back for the other journeys.
    await dbQuery("update website_content set content_value = $2, draft_value = null where website_id = $1 and section_key = 'about_text'", [
      WEBSITE_ID,
      before.content_value,
    ]);
    await page.reload();
  });

  it("holds a value over the template's limit at its field, in the template's words, and never sends it", async () => {
    await page.goto('/dashboard/content');
    await page.getByLabel('Our story').waitFor();
    const before = [await sectionValue('about_text'), await sectionValue('hero_title')];
    const sent: string[] = [];
    const onRequest = (request: Request) => {
      if (request.method() === 'PUT' && new URL(request.url()).pathname === '/api/my/website/content') sent.push(request.postData() ?? '');
    };
    page.on('request', onRequest);
    const about = `A fine new about text ${Date.now()}`;
    await page.getByLabel('Our story').fill(about);
    // The field stops at the template's 80 characters; without that stop (an older tab, a script)
    // the same rule, from the same manifest, is told beside the field before anything is sent.
    expect(await page.getByLabel('Headline').getAttribute('maxlength')).toBe('80');
    await page.getByLabel('Headline').evaluate((el) => el.removeAttribute('maxlength'));
    await page.getByLabel('Headline').fill('x'.repeat(81));
    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.getByText('Headline must be at most 80 characters').waitFor();
    expect([await sectionValue('about_text'), await sectionValue('hero_title')]).toEqual(before);
    // After the pause in typing, the draft autosave sends what is valid (Our story) and holds the
    // headline back: it is never sent, and the server keeps its text.
    await waitFor(async () => (await sectionValue('about_text')).content_value === about || undefined);
    expect(await sectionValue('hero_title')).toEqual(before[1]);
    expect(sent.length).toBeGreaterThan(0);
    expect(sent.some((body) => body.includes('x'.repeat(81)))).toBe(false);
    page.off('request', onRequest);
    // Put the text back for the other journeys.
    await page.getByLabel('Headline').fill(before[1].content_value);
    await page.getByLabel('Our story').fill(before[0].content_value);
    await page.getByRole('button', { name: 'Save draft' }).click();
    await waitFor(async () => (await sectionValue('about_text')).content_value === before[0].content_value || undefined);
    await page.reload();
  });

  it('creates, edits and deletes a blog post, and the dashboard lists the activity', async () => {
    await page.getByRole('link', { name: 'Blog' }).click();
    await page.getByText('Our New Sourdough Schedule').waitFor();
    const title = `Key Lime Season ${Date.now()}`;

    await page.getByRole('button', { name: 'New Post' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New Post' });
    // An empty title is caught in the form, before any request.
    const calls = recordApiCalls(page);
    const posts = () => calls.filter((c) => c === 'POST /api/my/website/posts');
    await dialog.getByRole('button', { name: 'Create Post' }).click();
    await dialog.getByText('Title is required').waitFor();
    expect(posts()).toEqual([]);
    // A reason the server gives for a field is shown beside that field.
    const refusal = {
      statusCode: 400,
      code: 'REQUEST.VALIDATION',
      message: 'title must be 1 to 200 characters',
      details: { fields: { title: ['title must be 1 to 200 characters'] } },
    };
    await page.route('**/api/my/website/posts', (route) => route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify(refusal) }), {
      times: 1,
    });
    await dialog.getByLabel('Title').fill('Refused by the server');
    await dialog.getByRole('button', { name: 'Create Post' }).click();
    await dialog.locator('.ant-form-item-explain-error').filter({ hasText: 'title must be 1 to 200 characters' }).waitFor();
    expect(posts()).toHaveLength(1);
    await dialog.getByLabel('Title').fill(title);
    expect(await dialog.getByLabel('Content').getAttribute('rows')).toBe('10');
    await dialog.getByLabel('Content').fill('Our key lime tarts are back.\nOrder ahead for the weekend.\nThird line stays hidden.');
    await dialog.getByRole('switch', { name: 'Publish' }).click();
    await dialog.getByRole('button', { name: 'Create Post' }).click();
    await toast(page, 'Post created').waitFor();
    const card = page.getByTestId('blog-post').filter({ hasText: title });
    await card.getByText('Published').waitFor();

    // Newest first.
    await expect(page.getByTestId('blog-post').first().textContent()).resolves.toContain(title);

    await card.getByRole('button', { name: `Edit ${title}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Post' });
    await expect(edit.getByLabel('Title').inputValue()).resolves.toBe(title);
    await edit.getByLabel('Title').fill(`${title} (updated)`);
    await edit.getByRole('switch', { name: 'Publish' }).click();
    await edit.getByRole('button', { name: 'Update Post' }).click();
    await toast(page, 'Post updated').waitFor();
    const updated = page.getByTestId('blog-post').filter({ hasText: `${title} (updated)` });
    await updated.getByText('Draft').waitFor();
    const [row] = await dbQuery<{ published: boolean }>('select published from blog_posts where title = $1', [`${title} (updated)`]);
    expect(row.published).toBe(false);

    await updated.getByRole('button', { name: `Delete ${title} (updated)` }).click();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await toast(page, 'Post deleted').waitFor();
    await updated.waitFor({ state: 'detached' });
    expect(await dbQuery('select 1 from blog_posts where title like $1', [`${title}%`])).toHaveLength(0);

    await page.getByRole('link', { name: 'Dashboard' }).click();
    await page.getByText(`Deleted blog post: ${title} (updated)`).waitFor();
    await page.getByText(`Updated blog post: ${title} (updated)`).waitFor();
    await page.getByText(`Created blog post: ${title}`, { exact: true }).waitFor();
  });

  it('refuses to overwrite a post another tab saved first, and shows theirs beside the typed text to choose from', async () => {
    const postTitle = 'Our New Sourdough Schedule';
    const postRow = async () =>
      // A published post's edits are its draft: the text the editor saves is the draft when there is one.
      (
        await dbQuery<{ content: string; version: number }>('select coalesce(draft_content, content) as content, version from blog_posts where title = $1', [
          postTitle,
        ])
      )[0];
    const original = await postRow();
    const openEditor = async (p: Page) => {
      await p.goto('/dashboard/blog');
      await p.getByRole('button', { name: `Edit ${postTitle}` }).click();
      const dialog = p.getByRole('dialog', { name: 'Edit Post' });
      await waitFor(async () => (await dialog.getByLabel('Content', { exact: true }).inputValue()) === original.content);
      return dialog;
    };
    const dialog = await openEditor(page);
    const other = await context.newPage();
    const theirs = `Changed in the other tab ${Date.now()}`;
    const otherDialog = await openEditor(other);
    await otherDialog.getByLabel('Content', { exact: true }).fill(theirs);
    await otherDialog.getByRole('button', { name: 'Update Post' }).click();
    await toast(other, 'Post updated').waitFor();
    await other.close();

    await dialog.getByLabel('Content', { exact: true }).fill('My stale edit');
    await dialog.getByRole('button', { name: 'Update Post' }).click();
    await toast(page, 'Error', 'Failed to update post').waitFor();
    const conflict = dialog.getByTestId('post-conflict');
    await conflict.waitFor();
    expect(await postRow()).toEqual({ content: theirs, version: original.version + 1 });
    // Only the field that disagrees, theirs beside mine; the typed text stays in the field.
    const content = conflict.getByRole('group', { name: 'Content: theirs and yours' });
    expect(await content.getByRole('textbox', { name: 'Theirs (saved now)' }).inputValue()).toBe(theirs);
    expect(await content.getByRole('textbox', { name: 'Yours (not saved)' }).inputValue()).toBe('My stale edit');
    expect(await conflict.getByRole('group', { name: 'Title: theirs and yours' }).count()).toBe(0);
    expect(await dialog.getByLabel('Content', { exact: true }).inputValue()).toBe('My stale edit');
    await dialog.getByText('Saved elsewhere meanwhile: nothing was saved.').waitFor();
    await content.getByRole('button', { name: 'Keep theirs' }).click();
    expect(await dialog.getByLabel('Content', { exact: true }).inputValue()).toBe(theirs);
    // Saving after the choice goes through (and puts the demo text back).
    await dialog.getByLabel('Content', { exact: true }).fill(original.content);
    await dialog.getByRole('button', { name: 'Update Post' }).click();
    await toast(page, 'Post updated').waitFor();
    expect(await postRow()).toEqual({ content: original.content, version: original.version + 2 });
  });

  it('opens the images library and updates the profile name; the e-mail is read-only', async () => {
    await page.getByRole('link', { name: 'Images' }).click();
    await page.getByText('Photos and pictures for your website').waitFor();

    await page.getByRole('link', { name: 'Settings' }).click();
    const email = page.getByLabel('Email');
    await expect(email.inputValue()).resolves.toBe(demo.client.email);
    expect(await email.isEditable()).toBe(false);
    await page.getByText('Email cannot be changed. Contact your administrator.').waitFor();
    await page.getByLabel('Full Name').fill('Casey Q. Client');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await toast(page, 'Your profile has been updated.').waitFor();
    await page.getByRole('link', { name: 'Dashboard' }).click();
    await page.getByRole('heading', { name: 'Welcome back, Casey Q. Client!' }).waitFor();

    await page.getByRole('link', { name: 'Settings' }).click();
    await page.getByLabel('Full Name').fill(demo.client.name);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await toast(page, 'Your profile has been updated.').waitFor();
  });

  it('shows Access Denied on an admin page and requests no admin data', async () => {
    const calls = recordApiCalls(page);
    await page.goto('/dashboard/admin/clients');
    await page.getByText('You do not have permission to access this page.').first().waitFor();
    await toast(page, 'Access Denied').waitFor();
    await page.goto('/dashboard/admin/communications');
    await page.getByText('Access Denied').first().waitFor();
    await page.waitForTimeout(500);
    expect(calls.filter((call) => call.includes('/api/admin/'))).toEqual([]);
  });

  it('keeps what is typed when the window crosses the narrow-screen breakpoint', async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/dashboard/content');
    const field = page.getByLabel('Our story');
    await field.waitFor();
    await field.fill('Typed before the window changed size');
    await page.setViewportSize({ width: 800, height: 900 });
    await page.getByRole('button', { name: 'Open menu' }).waitFor();
    expect(await field.inputValue()).toBe('Typed before the window changed size');
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('button', { name: 'Open menu' }).waitFor({ state: 'detached' });
    expect(await field.inputValue()).toBe('Typed before the window changed size');

    await page.goto('/dashboard/blog');
    await page.getByRole('button', { name: 'New Post' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New Post' });
    await dialog.getByLabel('Title').fill('A title typed on a tablet');
    await page.setViewportSize({ width: 800, height: 900 });
    await page.getByRole('button', { name: 'Open menu' }).waitFor();
    expect(await dialog.getByLabel('Title').inputValue()).toBe('A title typed on a tablet');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it('uses a top bar with a slide-out menu on a narrow screen', async () => {
    const mobile = await newContext(browser, { mobile: true });
    const phone = await mobile.newPage();
    await signIn(phone, demo.client.email, demo.client.password);
    expect(await phone.getByRole('link', { name: 'Edit Content' }).isVisible()).toBe(false);
    await phone.getByRole('button', { name: 'Open menu' }).click();
    const menu = phone.getByRole('dialog');
    await menu.getByText(demo.client.email).waitFor();
    await menu.getByRole('link', { name: 'Blog' }).click();
    await phone.waitForURL(/\/dashboard\/blog$/);
    await menu.waitFor({ state: 'hidden' });
    await phone.getByRole('heading', { name: 'Blog' }).waitFor();
    await mobile.close();
  });
});
