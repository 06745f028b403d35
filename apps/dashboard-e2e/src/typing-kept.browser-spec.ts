import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Dialog, Page } from 'playwright-core';
import { baseUrl, dbQuery, demo, launchBrowser, signIn, toast, waitFor, watchPageErrors } from './support';

// What a client types in the dashboard is never lost: not to someone else's save in another tab,
// and not to a session that ends (docs/product.md, the editor).

const WEBSITE_ID = '00000000-0000-4000-8000-000000000101';
const SHOTS = 'tmp/typing-kept';
const KEYS = ['hero_subtitle', 'contact_phone', 'about_text'] as const;

async function stored(key: string): Promise<string> {
  const [row] = await dbQuery<{ content_value: string }>(
    'select coalesce(draft_value, content_value) as content_value from website_content where website_id = $1 and section_key = $2',
    [WEBSITE_ID, key],
  );
  return row.content_value;
}

/** The client's sessions end on the server, as a password change on another device ends them. */
async function endSessionsElsewhere(): Promise<void> {
  await dbQuery('update refresh_tokens set revoked_at = now() where revoked_at is null and user_id = (select id from users where email = $1)', [
    demo.client.email,
  ]);
}

/** Whether the element is inside the visible part of the window (read without scrolling). */
async function inView(page: Page, selector: string): Promise<boolean> {
  return page.locator(selector).evaluate((el) => {
    const box = el.getBoundingClientRect();
    return box.top >= 0 && box.bottom <= window.innerHeight;
  });
}

describe('typing is kept', () => {
  let browser: Browser;
  let demoText: Record<string, string>;

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    browser = await launchBrowser();
    demoText = Object.fromEntries(await Promise.all(KEYS.map(async (key) => [key, await stored(key)] as const)));
  });
  afterEach(async () => {
    for (const key of KEYS)
      await dbQuery('update website_content set content_value = $3, draft_value = null where website_id = $1 and section_key = $2', [
        WEBSITE_ID,
        key,
        demoText[key],
      ]);
  });
  afterAll(() => browser.close());

  for (const width of [1400, 390]) {
    it(`at ${width} px: two tabs; B's other sections are saved, Hero Subtitle shows theirs and yours, B chooses and saves`, async () => {
      const context: BrowserContext = await browser.newContext({
        baseURL: baseUrl(),
        viewport: { width, height: width > 500 ? 900 : 844 },
        isMobile: width < 500,
        hasTouch: width < 500,
      });
      const tabB = await context.newPage();
      const errors = watchPageErrors(tabB);
      await signIn(tabB, demo.client.email, demo.client.password);
      await tabB.goto('/dashboard/content');
      await tabB.getByLabel('Tagline', { exact: true }).waitFor();

      const tabA = await context.newPage();
      await tabA.goto('/dashboard/content');
      const theirs = `Subtitle saved in tab A ${Date.now()}`;
      await tabA.getByLabel('Tagline', { exact: true }).fill(theirs);
      await tabA.getByRole('button', { name: 'Save draft' }).click();
      await toast(tabA, 'Your changes have been saved.').waitFor();
      await tabA.close();

      const mine = `Subtitle typed in tab B ${Date.now()}`;
      const phone = '(561) 555-0199';
      const about = `About text typed in tab B ${Date.now()}`;
      await tabB.getByLabel('Tagline', { exact: true }).fill(mine);
      await tabB.getByLabel('Phone for reservations').fill(phone);
      await tabB.getByLabel('Our story').fill(about);
      await tabB.getByRole('button', { name: 'Save draft' }).click();

      // The two sections nobody else touched are saved; Hero Subtitle keeps A's text on the server.
      // (A pause in typing may have saved part of it as a draft already, so the sentence beside the
      // button tells the last save; the conflict stays until B chooses.)
      const bar = tabB.getByTestId('save-bar');
      await tabB.getByTestId('conflict-hero_subtitle').waitFor();
      await waitFor(async () => ((await stored('contact_phone')) === phone && (await stored('about_text')) === about) || undefined);
      expect(await stored('contact_phone')).toBe(phone);
      expect(await stored('about_text')).toBe(about);
      expect(await stored('hero_subtitle')).toBe(theirs);
      // The explanation stands beside the button, in view without scrolling; labels, never keys.
      expect(await inView(tabB, '[data-testid="save-bar"]')).toBe(true);
      expect(await tabB.locator('main').innerText()).not.toMatch(/hero_subtitle|contact_phone|about_text/);

      const conflict = tabB.getByTestId('conflict-hero_subtitle');
      expect(await conflict.getByRole('textbox', { name: 'Theirs (saved now)' }).inputValue()).toBe(theirs);
      expect(await conflict.getByRole('textbox', { name: 'Yours (not saved)' }).inputValue()).toBe(mine);
      expect(await tabB.getByLabel('Tagline', { exact: true }).inputValue()).toBe(mine);
      await conflict.scrollIntoViewIfNeeded();
      await tabB.screenshot({ path: `${SHOTS}/conflict-${width}.png` }); // to look at, not compared

      // B merges the two in the field, then saves: it goes through against A's version.
      const merged = `${theirs} / ${mine}`;
      await tabB.getByLabel('Tagline', { exact: true }).fill(merged);
      await tabB.getByRole('button', { name: 'Save draft' }).click();
      await bar.getByText('Saved Tagline.').waitFor();
      expect(await stored('hero_subtitle')).toBe(merged);
      await conflict.waitFor({ state: 'detached' });
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('a session ended elsewhere: no unprompted question, sign-in in place, the text is kept and saved', async () => {
    const context = await browser.newContext({ baseURL: baseUrl(), viewport: { width: 1400, height: 900 } });
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    const dialogs: string[] = [];
    page.on('dialog', (dialog: Dialog) => {
      dialogs.push(`${dialog.type()}: ${dialog.message()}`);
      void dialog.dismiss();
    });
    await signIn(page, demo.client.email, demo.client.password);
    await page.goto('/dashboard/content');
    const aboutField = page.getByLabel('Our story');
    await aboutField.waitFor();

    await endSessionsElsewhere();
    const typed = `Typed after the session ended ${Date.now()}`;
    await aboutField.fill(typed);
    // Coming back to the tab (a refetch on focus) may find out first; it must not ask anything either.
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    const signInAgain = page.getByRole('dialog', { name: 'Your session has ended' });
    // Saving the draft after the pause in typing finds out: the sign-in opens over the page.
    await signInAgain.waitFor();
    expect(new URL(page.url()).pathname).toBe('/dashboard/content');
    expect(await aboutField.inputValue()).toBe(typed);
    expect(await stored('about_text')).toBe(demoText.about_text);
    await page.screenshot({ path: `${SHOTS}/session-ended-1400.png` });

    await signInAgain.getByLabel('Password').fill(demo.client.password);
    await signInAgain.getByRole('button', { name: 'Sign in', exact: true }).click();
    await signInAgain.waitFor({ state: 'hidden' });
    expect(await aboutField.inputValue()).toBe(typed);
    await page.getByRole('button', { name: 'Save draft' }).click();
    await toast(page, 'Your changes have been saved.').waitFor();
    expect(await stored('about_text')).toBe(typed);
    expect(dialogs).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('typing left behind (the tab closed, then a new sign-in) is offered back for the same user, and saved', async () => {
    const context = await browser.newContext({ baseURL: baseUrl(), viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    let page = await context.newPage();
    await signIn(page, demo.client.email, demo.client.password);
    await page.goto('/dashboard/content');
    // A phone number the template accepts, new on every run.
    const typed = `(561) 555-${String(Date.now()).slice(-4)}`;
    await page.getByLabel('Phone for reservations').fill(typed);
    await waitFor(async () => (await page.evaluate(() => Object.keys(localStorage).some((key) => key.startsWith('fw.draft.')))) || undefined);
    await endSessionsElsewhere();
    await page.close({ runBeforeUnload: false });

    page = await context.newPage();
    await signIn(page, demo.client.email, demo.client.password);
    await page.goto('/dashboard/content');
    const offer = page.getByRole('alert').filter({ hasText: 'You have text that was not saved in Phone for reservations.' });
    await offer.waitFor();
    await page.screenshot({ path: `${SHOTS}/offer-390.png` });
    await offer.getByRole('button', { name: 'Restore my text' }).click();
    expect(await page.getByLabel('Phone for reservations').inputValue()).toBe(typed);
    await page.getByRole('button', { name: 'Save draft' }).click();
    await toast(page, 'Your changes have been saved.').waitFor();
    expect(await stored('contact_phone')).toBe(typed);
    // Saved: nothing is offered any more.
    await page.reload();
    await page.getByLabel('Phone for reservations').waitFor();
    expect(await page.getByText('You have text that was not saved').count()).toBe(0);
    await context.close();
  });

  it('Restore from History asks before replacing typing that is not saved; staying keeps the typing', async () => {
    const context = await browser.newContext({ baseURL: baseUrl(), viewport: { width: 1400, height: 900 } });
    const page = await context.newPage();
    await signIn(page, demo.client.email, demo.client.password);
    await page.goto('/dashboard/content');
    const field = page.getByLabel('Tagline', { exact: true });
    await field.waitFor();
    // A version to go back to.
    await field.fill(`An older subtitle ${Date.now()}`);
    await page.getByRole('button', { name: 'Save draft' }).click();
    await toast(page, 'Your changes have been saved.').waitFor();
    // Typing is saved as a draft after a pause; here the network drops it, so it stays unsaved.
    await page.route('**/api/my/website/content', (route) => route.abort());
    const typed = `Typed and not saved ${Date.now()}`;
    await field.fill(typed);

    await page.getByTestId('history-hero_subtitle').click();
    const drawer = page.getByRole('dialog', { name: 'History: Tagline' });
    const restore = drawer.getByRole('button', { name: /Restore this version/ }).first();
    await restore.waitFor();
    const asked = new Promise<string>((resolve) => page.once('dialog', (dialog) => void dialog.dismiss().then(() => resolve(dialog.message()))));
    await restore.click();
    expect(await asked).toBe('Restoring replaces what you typed in Tagline and have not saved. Restore this version anyway?');
    await drawer.getByRole('button', { name: 'Close' }).click();
    await drawer.waitFor({ state: 'hidden' });
    expect(await field.inputValue()).toBe(typed);
    expect(await stored('hero_subtitle')).not.toBe(typed);
    await context.close();
  });

  it('at 390 px: Edit Post saved in another tab shows theirs and yours per field; the person chooses and saves', async () => {
    const context = await browser.newContext({ baseURL: baseUrl(), viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    await signIn(page, demo.client.email, demo.client.password);
    const title = `Two tabs, one post ${Date.now()}`;
    await page.goto('/dashboard/blog');
    await page.getByRole('button', { name: 'New Post' }).click();
    const create = page.getByRole('dialog', { name: 'Create New Post' });
    await create.getByLabel('Title').fill(title);
    await create.getByLabel('Content', { exact: true }).fill('The first words.');
    await create.getByRole('button', { name: 'Create Post' }).click();
    await toast(page, 'Post created').waitFor();

    const openEditor = async (p: Page) => {
      await p.getByRole('button', { name: `Edit ${title}` }).click();
      const dialog = p.getByRole('dialog', { name: 'Edit Post' });
      await waitFor(async () => (await dialog.getByLabel('Title', { exact: true }).inputValue()) === title || undefined);
      return dialog;
    };
    const dialog = await openEditor(page);
    const other = await context.newPage();
    await other.goto('/dashboard/blog');
    const otherDialog = await openEditor(other);
    await otherDialog.getByLabel('Content', { exact: true }).fill('Their words, saved first.');
    await otherDialog.getByRole('button', { name: 'Update Post' }).click();
    await toast(other, 'Post updated').waitFor();
    await other.close();

    await dialog.getByLabel('Content', { exact: true }).fill('My words, typed here.');
    await dialog.getByRole('button', { name: 'Update Post' }).click();
    const content = dialog.getByRole('group', { name: 'Content: theirs and yours' });
    await content.waitFor();
    expect(await content.getByRole('textbox', { name: 'Theirs (saved now)' }).inputValue()).toBe('Their words, saved first.');
    expect(await content.getByRole('textbox', { name: 'Yours (not saved)' }).inputValue()).toBe('My words, typed here.');
    // The word beside the button is in view without scrolling.
    const note = dialog.getByText('Saved elsewhere meanwhile: nothing was saved.');
    await note.waitFor();
    await page.screenshot({ path: `${SHOTS}/post-conflict-390.png` });
    expect(await note.evaluate((el) => el.getBoundingClientRect().bottom <= window.innerHeight)).toBe(true);
    expect(await dialog.getByRole('button', { name: 'Update Post' }).evaluate((el) => el.getBoundingClientRect().bottom <= window.innerHeight)).toBe(true);

    await content.getByRole('button', { name: 'Use mine' }).click();
    await dialog.getByRole('button', { name: 'Update Post' }).click();
    await toast(page, 'Post updated').waitFor();
    const [row] = await dbQuery<{ content: string }>('select content from blog_posts where title = $1', [title]);
    expect(row.content).toBe('My words, typed here.');
    await dbQuery('delete from blog_posts where title = $1', [title]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a schedule in the past asks before publishing at once; saying no publishes nothing', async () => {
    const context = await browser.newContext({ baseURL: baseUrl(), viewport: { width: 1400, height: 900 } });
    const page = await context.newPage();
    await signIn(page, demo.client.email, demo.client.password);
    const title = `Scheduled in the past ${Date.now()}`;
    await page.goto('/dashboard/blog');
    await page.getByRole('button', { name: 'New Post' }).click();
    const create = page.getByRole('dialog', { name: 'Create New Post' });
    await create.getByLabel('Title').fill(title);
    await create.getByLabel('Schedule').fill('2020-01-06T09:00');
    const asked = new Promise<string>((resolve) => page.once('dialog', (dialog) => void dialog.dismiss().then(() => resolve(dialog.message()))));
    await create.getByRole('button', { name: 'Create Post' }).click();
    expect(await asked).toBe('The schedule is in the past, so saving makes this post public right away. Publish it now?');
    await create.getByText('This time has passed: choose a later one, or turn Publish on to publish now').waitFor();
    expect(await dbQuery('select id from blog_posts where title = $1', [title])).toEqual([]);
    await context.close();
  });
});
