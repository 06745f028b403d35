import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  authPanel,
  baseUrl,
  dbQuery,
  demo,
  dismissToast,
  launchBrowser,
  searchList,
  seriousA11yViolations,
  signIn,
  toast,
  waitFor,
  watchPageErrors,
} from './support';

// docs/product.md §12: the dashboard for a working day (nothing typed is lost, sessions, accessibility, lists).
const WEBSITE_ID = '00000000-0000-4000-8000-000000000101';
const UNSAVED = 'Leave this page? What you typed has not been saved.';

async function section(key: string): Promise<{ content_value: string; is_locked: boolean }> {
  const [row] = await dbQuery<{ content_value: string; is_locked: boolean }>(
    'select coalesce(draft_value, content_value) as content_value, is_locked from website_content where website_id = $1 and section_key = $2',
    [WEBSITE_ID, key],
  );
  return row;
}

/** axe-clean at a wide (1400 px) and a phone (390 px) width; the page is left at 1280 px. */
async function axeCleanAtBothWidths(page: Page): Promise<void> {
  for (const width of [1400, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(150); // the layout switches between sidebar and top bar
    const where = new URL(page.url()).pathname.replace(/\//g, '-');
    await page.screenshot({ path: `tmp/working-day-axe${where}-${width}.png` }); // to look at, not compared
    expect({ width, violations: await seriousA11yViolations(page) }).toEqual({ width, violations: [] });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** Answers the next window.confirm (or beforeunload) question and reports its text and type. */
function nextDialog(page: Page, accept: boolean): Promise<{ type: string; message: string }> {
  return new Promise((resolve) => {
    page.once('dialog', (dialog) => {
      const seen = { type: dialog.type(), message: dialog.message() };
      void (accept ? dialog.accept() : dialog.dismiss()).then(() => resolve(seen));
    });
  });
}

describe('the dashboard for a working day (docs/product.md §12)', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let errors: string[];

  const started = new Date();
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
    // The other journeys read the demo's recent activity: take out what these tests added.
    await dbQuery('delete from activity_logs where website_id = $1 and created_at >= $2', [WEBSITE_ID, started]);
  });
  afterEach(() => expect(errors).toEqual([]));

  describe('item 2: nothing typed is lost', () => {
    it('asks before leaving Edit Content or closing the tab with unsaved text, and not after saving', async () => {
      await page.goto('/dashboard/content');
      const hero = page.getByLabel('Headline');
      const before = await hero.inputValue();
      await hero.click();
      // The click may land inside the text (the field is narrower beside the preview): type at its end.
      await hero.press('End');
      await page.keyboard.type(' (draft)');

      // A menu link: asked, and staying keeps the text.
      let asked = nextDialog(page, false);
      await page.getByRole('link', { name: 'Dashboard' }).click();
      expect(await asked).toEqual({ type: 'confirm', message: UNSAVED });
      expect(new URL(page.url()).pathname).toBe('/dashboard/content');
      expect(await hero.inputValue()).toBe(`${before} (draft)`);

      // Reloading the tab: the browser's own question (beforeunload); staying keeps the text.
      asked = nextDialog(page, false);
      void page.reload().catch(() => undefined);
      expect((await asked).type).toBe('beforeunload');
      expect(await hero.inputValue()).toBe(`${before} (draft)`);

      // Typed back to what is saved: nothing to lose, no question.
      await hero.fill(before);
      await page.getByRole('link', { name: 'Images' }).click();
      await page.getByText('Photos and pictures for your website').waitFor();

      // Saved: no question either.
      await page.getByRole('link', { name: 'Edit Content' }).click();
      await hero.fill(`${before} (saved)`);
      await page.getByRole('button', { name: 'Save draft' }).click();
      await toast(page, 'Your changes have been saved.').waitFor();
      await page.getByRole('link', { name: 'Dashboard' }).click();
      await page.getByRole('heading', { name: /^Welcome back/ }).waitFor();
      await dbQuery("update website_content set content_value = $2, draft_value = null where website_id = $1 and section_key = 'hero_title'", [
        WEBSITE_ID,
        before,
      ]);
    });

    it('keeps the text typed into a section locked meanwhile beside the saved text, and still saves the other sections', async () => {
      await page.goto('/dashboard/content');
      // Its name gains "Locked" (the lock icon) once locked; the kept text's box is named otherwise.
      const about = page.getByRole('textbox', { name: /^Our story/ });
      await about.waitFor();
      const saved = await section('about_text');
      const heroBefore = (await section('hero_title')).content_value;
      const mine = `My about text, typed before the lock ${Date.now()}`;
      const hero = `A hero title saved despite the lock ${Date.now()}`;
      await about.fill(mine);
      await page.getByLabel('Headline').fill(hero);
      await dbQuery("update website_content set is_locked = true where website_id = $1 and section_key = 'about_text'", [WEBSITE_ID]);
      try {
        await page.getByRole('button', { name: 'Save draft' }).click();
        await toast(page, 'Error', 'Failed to update Our story').waitFor();
        await toast(page, 'Your changes have been saved.').waitFor();
        // The other changed section was saved; the locked one was not.
        expect((await section('hero_title')).content_value).toBe(hero);
        expect((await section('about_text')).content_value).toBe(saved.content_value);
        // The field shows the saved text, read-only (focusable, not disabled), in the spec's words.
        await waitFor(async () => (await about.inputValue()) === saved.content_value);
        expect(await about.isDisabled()).toBe(false);
        expect(await about.isEditable()).toBe(false);
        await about.focus();
        expect(await about.evaluate((el) => el === document.activeElement)).toBe(true);
        // The typed text, beside it, to copy.
        const kept = page.getByRole('textbox', { name: /What you typed in Our story was not saved/ });
        expect(await kept.inputValue()).toBe(mine);
        await page.getByRole('alert').filter({ hasText: 'This section is locked by your administrator. What you typed in Our story' }).waitFor();
        await axeCleanAtBothWidths(page);
        // Nothing unsaved is left, so leaving asks nothing.
        await page.getByRole('link', { name: 'Dashboard' }).click();
        await page.getByRole('heading', { name: /^Welcome back/ }).waitFor();
      } finally {
        await dbQuery("update website_content set is_locked = false where website_id = $1 and section_key = 'about_text'", [WEBSITE_ID]);
        await dbQuery("update website_content set content_value = $2, draft_value = null where website_id = $1 and section_key = 'hero_title'", [
          WEBSITE_ID,
          heroBefore,
        ]);
      }
    });

    it('asks before closing a blog dialog with unsaved text, and focuses its first field', async () => {
      await page.goto('/dashboard/blog');
      await page.getByRole('button', { name: 'New Post' }).click();
      const dialog = page.getByRole('dialog', { name: 'Create New Post' });
      const title = dialog.getByLabel('Title');
      await waitFor(async () => (await title.evaluate((el) => el === document.activeElement)) || undefined);
      await page.keyboard.type('A draft I must not lose');

      let asked = nextDialog(page, false);
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      expect(await asked).toEqual({ type: 'confirm', message: UNSAVED });
      expect(await dialog.isVisible()).toBe(true);
      expect(await title.inputValue()).toBe('A draft I must not lose');

      // Reloading the tab with the dialog open: the browser's own question.
      asked = nextDialog(page, false);
      void page.reload().catch(() => undefined);
      expect((await asked).type).toBe('beforeunload');
      expect(await title.inputValue()).toBe('A draft I must not lose');

      asked = nextDialog(page, true);
      await page.keyboard.press('Escape');
      await asked;
      await dialog.waitFor({ state: 'hidden' });
      await page.getByRole('link', { name: 'Settings' }).click();
      await page.getByRole('heading', { name: 'Settings' }).waitFor();
    });

    it('says so when the post being edited was deleted elsewhere, keeps the text to copy, then closes', async () => {
      await page.goto('/dashboard/blog');
      const title = `Soon deleted elsewhere ${Date.now()}`;
      await page.getByRole('button', { name: 'New Post' }).click();
      const create = page.getByRole('dialog', { name: 'Create New Post' });
      await create.getByLabel('Title').fill(title);
      await create.getByRole('button', { name: 'Create Post' }).click();
      // Closed now: still fading out during the accessibility check below, it would be measured half-transparent.
      await dismissToast(toast(page, 'Post created'));
      await page.getByRole('button', { name: `Edit ${title}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit Post' });
      await waitFor(async () => (await dialog.getByLabel('Title').inputValue()) === title);
      await dbQuery('delete from blog_posts where title = $1', [title]);
      await dialog.getByLabel('Content').fill('Words worth keeping');
      await dialog.getByRole('button', { name: 'Update Post' }).click();
      await toast(page, 'Error', 'Failed to update post').waitFor();
      const notice = dialog.getByRole('alert').filter({ hasText: 'This post was deleted elsewhere, so it cannot be saved.' });
      await notice.waitFor();
      expect(await dialog.getByLabel('Content').inputValue()).toBe('Words worth keeping');
      expect(await dialog.getByRole('button', { name: 'Update Post' }).isDisabled()).toBe(true);
      await axeCleanAtBothWidths(page);
      await notice.getByRole('button', { name: 'Close' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await page.getByRole('button', { name: `Edit ${title}` }).waitFor({ state: 'detached' });
      await dismissToast(toast(page, 'Failed to update post'));
    });
  });

  describe('item 3: ?to= after sign-in only for the same user', () => {
    const signInHere = async (p: Page, who: { email: string; password: string }) => {
      await p.getByRole('tab', { name: 'Sign In' }).click();
      await authPanel(p).getByLabel('Email').fill(who.email);
      await authPanel(p).getByLabel('Password').fill(who.password);
      await authPanel(p).getByRole('button', { name: 'Sign In' }).click();
    };

    it('sends the next person on the tab to /dashboard, and the same admin back to their page', async () => {
      const tab = await browser.newPage({ baseURL: baseUrl(), viewport: { width: 1280, height: 900 } });
      const tabErrors = watchPageErrors(tab);
      await signIn(tab, demo.admin.email, demo.admin.password);
      await tab.goto('/dashboard/admin/clients');
      await tab.getByRole('heading', { name: 'Manage Clients' }).waitFor();
      await tab.getByRole('button', { name: 'Logout' }).click();
      await tab.waitForURL(/\/auth(\?|$)/);

      // Sent away from an admin page; the next person signs in on this tab.
      await tab.goto(`/auth?to=${encodeURIComponent('/dashboard/admin/clients')}`);
      await signInHere(tab, demo.client);
      await tab.waitForURL((url) => url.pathname === '/dashboard');
      await tab.getByRole('heading', { name: `Welcome back, ${demo.client.name}!` }).waitFor();
      expect(await toast(tab, 'You do not have permission').count()).toBe(0);
      await tab.getByRole('button', { name: 'Logout' }).click();
      await tab.waitForURL(/\/auth(\?|$)/);

      // The client is sent away from Edit Content; the same client comes back to it.
      await tab.goto(`/auth?to=${encodeURIComponent('/dashboard/content')}`);
      await signInHere(tab, demo.client);
      await tab.waitForURL((url) => url.pathname === '/dashboard/content');
      await tab.getByLabel('Headline').waitFor();
      expect(tabErrors).toEqual([]);
      await tab.close();
    });

    it('ignores ?to= in a tab where nobody was signed in', async () => {
      const fresh = await browser.newContext({ baseURL: baseUrl(), viewport: { width: 1280, height: 900 } });
      const tab = await fresh.newPage();
      await tab.goto(`/auth?to=${encodeURIComponent('/dashboard/admin/clients')}`);
      await signInHere(tab, demo.admin);
      await tab.waitForURL((url) => url.pathname === '/dashboard');
      await tab.getByRole('heading', { name: `Welcome back, ${demo.admin.name}!` }).waitFor();
      await fresh.close();
    });
  });

  describe('item 4: keyboard and screen readers (client pages)', () => {
    it('titles every page, offers a skip link, shows keyboard focus on the menu and says whether the menu is open', async () => {
      await page.goto('/dashboard/content');
      await page.getByLabel('Headline').waitFor();
      await waitFor(async () => (await page.title()) === 'Edit Content · Sunshine Bakery · Dashboard' || undefined);
      await page.getByRole('link', { name: 'Blog' }).click();
      await waitFor(async () => (await page.title()) === 'Blog · Sunshine Bakery · Dashboard' || undefined);

      await page.goto('/dashboard');
      await page.getByRole('heading', { name: /^Welcome back/ }).waitFor();
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to main content');
      await page.keyboard.press('Enter');
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('main-content');

      // Tab to the Edit Content menu link: its menu item shows a focus ring (antd's own style hides it).
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      let found = false;
      for (let i = 0; i < 12 && !found; i += 1) {
        await page.keyboard.press('Tab');
        found = (await page.evaluate(() => document.activeElement?.textContent?.trim())) === 'Edit Content';
      }
      expect(found).toBe(true);
      const ring = await page.evaluate(() => {
        const item = document.activeElement?.closest('.ant-menu-item') as HTMLElement | null;
        const style = item ? getComputedStyle(item) : null;
        return style ? { style: style.outlineStyle, width: parseFloat(style.outlineWidth) } : null;
      });
      expect(ring?.style).not.toBe('none');
      expect(ring?.width).toBeGreaterThanOrEqual(2);

      await page.setViewportSize({ width: 390, height: 844 });
      const menuButton = page.getByRole('button', { name: 'Open menu' });
      expect(await menuButton.getAttribute('aria-expanded')).toBe('false');
      await menuButton.click();
      expect(await menuButton.getAttribute('aria-expanded')).toBe('true');
      await page.keyboard.press('Escape');
      await waitFor(async () => (await menuButton.getAttribute('aria-expanded')) === 'false' || undefined);
      await page.setViewportSize({ width: 1280, height: 900 });
      for (const path of ['/dashboard', '/dashboard/content', '/dashboard/blog', '/dashboard/settings']) {
        await page.goto(path);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        await axeCleanAtBothWidths(page);
      }
    });
  });

  describe('items 10 and 11: live site, blog search, load failures', () => {
    it('links the live site where the domain is shown, and searches the blog', async () => {
      await page.goto('/dashboard');
      // The demo domain's DNS is not live, so the site opens on its platform address.
      const live = page.getByRole('link', { name: /^View site: sunshine-bakery\.localhost(:\d+)? \(opens in a new tab\)$/ });
      expect(await live.getAttribute('href')).toMatch(/^http:\/\/sunshine-bakery\.localhost(:\d+)?\/$/);
      expect(await live.getAttribute('target')).toBe('_blank');

      await page.getByRole('link', { name: 'Blog' }).click();
      const search = page.getByRole('searchbox', { name: 'Search posts' });
      await page.getByTestId('blog-post').first().waitFor();
      const all = await page.getByTestId('blog-post').count();
      await search.fill('sourdough');
      await waitFor(async () => (await page.getByTestId('blog-post').count()) === 1 || undefined);
      await page.getByTestId('blog-post').getByText('Our New Sourdough Schedule').waitFor();
      await search.fill('zz-no-such-post');
      await page.getByText("No results for 'zz-no-such-post'.").waitFor();
      expect(await page.getByText('No blog posts yet').count()).toBe(0);
      await axeCleanAtBothWidths(page);
      await page.getByRole('button', { name: 'Clear search' }).click();
      await waitFor(async () => (await page.getByTestId('blog-post').count()) === all || undefined);
    });

    it("titles a load failure 'Error' and offers Try again", async () => {
      const myWebsite = (url: URL) => url.pathname === '/api/my/website';
      await page.route(myWebsite, (route) =>
        route.fulfill({
          status: 403,
          contentType: 'application/json',
          body: JSON.stringify({ statusCode: 403, code: 'TEST.REFUSED', message: 'Refused for this test' }),
        }),
      );
      try {
        await page.goto('/dashboard/content');
        const notice = toast(page, 'Refused for this test');
        await notice.waitFor();
        expect((await notice.locator('.ant-notification-notice-message').textContent())?.trim()).toBe('Error');
        await page.getByRole('heading', { name: 'Your content could not be loaded' }).waitFor();
        await axeCleanAtBothWidths(page);
      } finally {
        await page.unroute(myWebsite);
      }
      await page.getByRole('button', { name: 'Try again' }).click();
      await page.getByLabel('Headline').waitFor();
    });
  });

  describe('admin lists (items 1, 4, 5, 7, 8, 12)', () => {
    let admin: Page;
    let adminContext: BrowserContext;
    let adminErrors: string[];
    beforeAll(async () => {
      adminContext = await browser.newContext({ baseURL: baseUrl(), bypassCSP: true, viewport: { width: 1280, height: 900 } });
      admin = await adminContext.newPage();
      adminErrors = watchPageErrors(admin);
      await signIn(admin, demo.admin.email, demo.admin.password);
    });
    afterAll(async () => adminContext.close());
    afterEach(() => expect(adminErrors).toEqual([]));

    /** The table needs no sideways scrolling and every row's actions are on screen. */
    async function fitsWithActions(path: string, actionName: RegExp, role: 'button' | 'link' = 'button'): Promise<void> {
      for (const width of [1280, 1400]) {
        await admin.setViewportSize({ width, height: 900 });
        await admin.goto(path);
        const action = admin.getByRole(role, { name: actionName }).first();
        await action.waitFor();
        const box = await action.boundingBox();
        expect({ path, width, right: Math.round((box?.x ?? 0) + (box?.width ?? 0)) <= width }).toEqual({ path, width, right: true });
        await admin.screenshot({ path: `tmp/working-day${path.replace(/\//g, '-')}-${width}.png` });
        const overflow = await admin.evaluate(() =>
          Array.from(document.querySelectorAll('.ant-table-content, .ant-table-body'))
            .filter((el) => el.scrollWidth > el.clientWidth + 1)
            .map(
              (el) =>
                `${el.scrollWidth}>${el.clientWidth}: ${Array.from(el.querySelectorAll('thead th'))
                  .map((th) => `${th.textContent}=${Math.round(th.getBoundingClientRect().width)}`)
                  .join(', ')}`,
            )
            .join(' | '),
        );
        expect({ path, width, overflow }).toEqual({ path, width, overflow: '' });
      }
      await admin.setViewportSize({ width: 1280, height: 900 });
    }

    it('item 1: fits the lists at 1280 and 1400 px with their row actions visible', async () => {
      await fitsWithActions('/dashboard/admin/submissions', /View Details$/);
      await fitsWithActions('/dashboard/admin/communications', /^View /);
      await fitsWithActions('/dashboard/admin/websites', /^Delete /);
      // Clients open their details from a link in the row.
      await fitsWithActions('/dashboard/admin/clients', new RegExp(`^${demo.client.name}$`), 'link');
    });

    it('item 2: an admin dialog refused by the server asks before it is closed; its owner picker shows name and e-mail', async () => {
      await admin.goto('/dashboard/admin/websites');
      await admin.getByRole('button', { name: 'Add Website' }).click();
      const create = admin.getByRole('dialog', { name: 'Create New Website' });
      const name = create.getByLabel('Website Name');
      await waitFor(async () => (await name.evaluate((el) => el === document.activeElement)) || undefined);
      await name.fill('A second site for Casey');
      await create.getByRole('combobox', { name: 'Owner' }).fill('Casey');
      await admin
        .locator('.ant-select-item-option')
        .filter({ hasText: `${demo.client.name} · ${demo.client.email}` })
        .click();
      await create.getByRole('button', { name: 'Create Website' }).click();
      await create.locator('.ant-form-item-explain-error').filter({ hasText: 'This client already has a website' }).waitFor();
      const asked = nextDialog(admin, false);
      await create.getByRole('button', { name: 'Cancel' }).click();
      expect((await asked).type).toBe('confirm');
      expect(await name.inputValue()).toBe('A second site for Casey');
      const closing = nextDialog(admin, true);
      await create.getByRole('button', { name: 'Cancel' }).click();
      await closing;
      await create.waitFor({ state: 'hidden' });
    });

    it('items 4 and 5: labelled filters, and an empty search that says so and clears', async () => {
      await admin.goto('/dashboard/admin/clients');
      await admin.getByRole('combobox', { name: 'Role' }).waitFor();
      const search = await searchList(admin, 'zz-nobody-by-this-name');
      await admin.getByText("No results for 'zz-nobody-by-this-name'.").waitFor();
      expect(await admin.getByText('No clients yet').count()).toBe(0);
      await axeCleanAtBothWidths(admin);
      await admin.getByRole('button', { name: 'Clear filters' }).click();
      await admin.getByRole('row').filter({ hasText: demo.client.email }).waitFor();
      expect(await search.inputValue()).toBe('');
    });

    it('item 11: a list that could not be loaded says so and offers Try again', async () => {
      const clientsList = (url: URL) => url.pathname === '/api/admin/clients';
      await admin.route(clientsList, (route) =>
        route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: JSON.stringify({ statusCode: 503, code: 'SERVICE.UNAVAILABLE', message: 'Down for this test' }),
        }),
      );
      try {
        await admin.goto('/dashboard/admin/clients');
        await admin.getByRole('alert').filter({ hasText: 'This list could not be loaded.' }).waitFor();
        expect(await admin.getByText('No clients yet').count()).toBe(0);
        await axeCleanAtBothWidths(admin);
      } finally {
        await admin.unroute(clientsList);
      }
      await admin.getByRole('button', { name: 'Try again' }).click();
      await admin.getByRole('row').filter({ hasText: demo.client.email }).waitFor();
      // The failed load's own toast may still be up; it belongs to the failure, not to this check.
      const notices = admin.locator('.ant-notification-notice');
      while ((await notices.count()) > 0) await dismissToast(notices.first());
    });

    it('item 7: the questionnaire details show every stored answer and when it was submitted', async () => {
      await admin.goto('/dashboard/admin/submissions');
      const row = admin.getByRole('row').filter({ hasText: 'Palm Coast Pet Grooming' });
      await row.getByRole('button', { name: 'View Details' }).click();
      const drawer = admin.getByRole('dialog');
      for (const label of ['Disliked Websites', 'Files listed', 'Hosting Notes']) await drawer.getByText(label, { exact: true }).waitFor();
      const [stored] = await dbQuery<{ completed_at: Date }>(
        "select completed_at from questionnaire_submissions where business_name = 'Palm Coast Pet Grooming'",
      );
      const submitted = (await drawer.getByText(/^Submitted /).textContent()) ?? '';
      expect(submitted).toMatch(
        // The dashboard dates in the business's zone (the product's default), not the test machine's.
        new RegExp(
          `^Submitted ${stored.completed_at.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'America/New_York' })}`,
        ),
      );
      await axeCleanAtBothWidths(admin);
      await admin.keyboard.press('Escape');
    });

    it('item 8: a failed e-mail says how often it failed and why, and the seeded body is intact', async () => {
      await admin.goto('/dashboard/admin/communications');
      // Other journeys send e-mails too: the seeded one is found by its subject, wherever it sorts.
      await searchList(admin, 'Question about pricing');
      const row = admin.getByRole('row').filter({ hasText: 'Contact form: Question about pricing' });
      await row.getByText("Failed after 3 attempts: The recipient's address does not exist or does not accept e-mail.").waitFor();
      expect(await row.getByText('Last attempt', { exact: true }).count()).toBe(1);
      await row.getByRole('button', { name: /^View / }).click();
      const drawer = admin.getByRole('dialog');
      await drawer.getByText(/^Failed after 3 attempts: The recipient's address does not exist or does not accept e-mail\. \(last attempt /).waitFor();
      // The mail server's own words stay one click away.
      await drawer.getByText('Details', { exact: true }).click();
      await drawer.getByText('550 mailbox unavailable (demo)', { exact: true }).waitFor();
      const body = (await drawer.locator('iframe[title="Email body"]').getAttribute('srcdoc')) ?? '';
      expect(body).toContain('Business Growth package?');
      expect(body).not.toContain('NULL');
      await axeCleanAtBothWidths(admin);
      await admin.keyboard.press('Escape');
    });

    it("item 12: the business's name and logo in the dashboard and on /auth, with a way back to the site", async () => {
      await admin.goto('/dashboard');
      await admin.getByRole('link', { name: 'Florida Web Design' }).first().waitFor();
      const auth = await browser.newPage({ baseURL: baseUrl() });
      await auth.goto('/auth');
      expect(await auth.getByRole('link', { name: 'Back to the website' }).getAttribute('href')).toBe('/');
      await auth.getByRole('link', { name: 'Florida Web Design' }).waitFor();
      expect(await auth.title()).toBe('Sign in · Florida Web Design Dashboard');
      await auth.close();
    });
  });
});
