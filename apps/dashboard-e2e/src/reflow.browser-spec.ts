import type { Browser, Page } from 'playwright-core';
import { narrowViewport, overflowChecks } from '@fw/e2e-testing';
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

  /** Visits each path (waiting for its heading) and checks what sticks out, under the path. */
  async function overflowOn(page: Page, paths: Array<[path: string, heading: string]>, check: (name: string) => Promise<void>): Promise<void> {
    for (const [path, heading] of paths) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      await page.waitForLoadState('networkidle');
      await check(path);
    }
  }

  it('fits the sign-in, sign-up and password-reset forms', async () => {
    const { page, close } = await narrowPage();
    const { problems, check } = overflowChecks(page);
    await page.goto('/auth');
    for (const tab of ['Sign In', 'Sign Up']) {
      await page.getByRole('tab', { name: tab }).click();
      await check(tab);
    }
    await page.getByRole('tab', { name: 'Sign In' }).click();
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await check('Forgot password');
    expect(problems).toEqual({});
    await close();
  });

  it('fits every client page, the menu and the new post dialog', async () => {
    const { page, close } = await narrowPage();
    await signIn(page, demo.client.email, demo.client.password);
    const { problems, check } = overflowChecks(page);
    await overflowOn(
      page,
      [
        ['/dashboard', `Welcome back, ${demo.client.name}!`],
        ['/dashboard/content', 'Edit Content'],
        ['/dashboard/images', 'Images'],
        ['/dashboard/blog', 'Blog'],
        ['/dashboard/settings', 'Settings'],
      ],
      check,
    );
    await page.goto('/dashboard/blog');
    await page.getByRole('button', { name: 'New Post' }).click();
    const newPost = page.getByRole('dialog', { name: 'Create New Post' });
    await newPost.waitFor();
    await check('new post dialog');
    await newPost.getByRole('button', { name: 'Cancel' }).click();
    await newPost.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').getByRole('menu').waitFor();
    await check('menu');
    expect(problems).toEqual({});
    await close();
  });

  it('fits every admin page and the questionnaire details', async () => {
    const { page, close } = await narrowPage();
    await signIn(page, demo.admin.email, demo.admin.password);
    const { problems, check } = overflowChecks(page);
    await overflowOn(
      page,
      [
        ['/dashboard/admin/clients', 'Manage Clients'],
        ['/dashboard/admin/websites', 'Manage Websites'],
        ['/dashboard/admin/communications', 'Communications'],
        ['/dashboard/admin/orders', 'Orders'],
        ['/dashboard/admin/submissions', 'Questionnaires'],
      ],
      check,
    );
    await page.getByRole('button', { name: 'View Details' }).first().click();
    await page.getByRole('dialog').waitFor();
    await check('questionnaire details');
    expect(problems).toEqual({});
    await close();
  });
});
