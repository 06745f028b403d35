import type { Browser, Page } from 'playwright-core';
// eslint-disable-next-line @nx/enforce-module-boundaries -- the shared browser harness (see support.ts)
import { narrowViewport, sidewaysOverflow } from '../../../tools/e2e/harness';
import { baseUrl, demo, launchBrowser, signIn } from './support';

// WCAG 1.4.10 (Reflow): at 320 CSS px nothing may need sideways scrolling of the page. Wide admin
// tables scroll inside their own box, which is allowed; the page itself must not.
describe('dashboard on a 320 px wide screen', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  async function narrowPage(): Promise<{ page: Page; close: () => Promise<void> }> {
    const context = await browser.newContext({ baseURL: baseUrl(), viewport: narrowViewport });
    return { page: await context.newPage(), close: () => context.close() };
  }

  /** Visits each path (waiting for its heading) and collects what sticks out, by name. */
  async function overflowOn(page: Page, paths: Array<[path: string, heading: string]>, problems: Record<string, string[]>): Promise<void> {
    for (const [path, heading] of paths) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      await page.waitForLoadState('networkidle');
      const found = await sidewaysOverflow(page);
      if (found.length) problems[path] = found;
    }
  }

  it('fits the sign-in, sign-up and password-reset forms', async () => {
    const { page, close } = await narrowPage();
    const problems: Record<string, string[]> = {};
    await page.goto('/auth');
    for (const tab of ['Sign In', 'Sign Up']) {
      await page.getByRole('tab', { name: tab }).click();
      const found = await sidewaysOverflow(page);
      if (found.length) problems[tab] = found;
    }
    await page.getByRole('tab', { name: 'Sign In' }).click();
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    const found = await sidewaysOverflow(page);
    if (found.length) problems['Forgot password'] = found;
    expect(problems).toEqual({});
    await close();
  });

  it("fits every client page, the menu and the new post dialog", async () => {
    const { page, close } = await narrowPage();
    await signIn(page, demo.client.email, demo.client.password);
    const problems: Record<string, string[]> = {};
    await overflowOn(
      page,
      [
        ["/dashboard", `Welcome back, ${demo.client.name}!`],
        ['/dashboard/content', 'Edit Content'],
        ['/dashboard/images', 'Images'],
        ['/dashboard/blog', 'Blog'],
        ['/dashboard/settings', 'Settings'],
      ],
      problems,
    );
    await page.goto('/dashboard/blog');
    await page.getByRole('button', { name: 'New Post' }).click();
    const newPost = page.getByRole('dialog', { name: 'Create New Post' });
    await newPost.waitFor();
    const dialog = await sidewaysOverflow(page);
    if (dialog.length) problems['new post dialog'] = dialog;
    await newPost.getByRole('button', { name: 'Cancel' }).click();
    await newPost.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').getByRole('menu').waitFor();
    const menu = await sidewaysOverflow(page);
    if (menu.length) problems['menu'] = menu;
    expect(problems).toEqual({});
    await close();
  });

  it('fits every admin page and the questionnaire details', async () => {
    const { page, close } = await narrowPage();
    await signIn(page, demo.admin.email, demo.admin.password);
    const problems: Record<string, string[]> = {};
    await overflowOn(
      page,
      [
        ['/dashboard/admin/clients', 'Manage Clients'],
        ['/dashboard/admin/websites', 'Manage Websites'],
        ['/dashboard/admin/communications', 'Communications'],
        ['/dashboard/admin/orders', 'Orders'],
        ['/dashboard/admin/submissions', 'Questionnaires'],
      ],
      problems,
    );
    await page.getByRole('button', { name: 'View Details' }).first().click();
    await page.getByRole('dialog').waitFor();
    const drawer = await sidewaysOverflow(page);
    if (drawer.length) problems['questionnaire details'] = drawer;
    expect(problems).toEqual({});
    await close();
  });
});
