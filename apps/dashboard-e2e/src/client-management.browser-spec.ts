import type { Browser, BrowserContext, Page } from 'playwright-core';
import { authPanel, baseUrl, dbQuery, demo, dismissToast, launchBrowser, mailedLink, seriousA11yViolations, signIn, toast, watchPageErrors } from './support';

// docs/product.md §12.6 (an admin manages a client) and §12.9 (Settings → Change password).

/** axe-clean at a wide (1400 px) and a phone (390 px) width; the page is left at 1280 px. */
async function axeCleanAtBothWidths(page: Page): Promise<void> {
  for (const width of [1400, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(150);
    const where = new URL(page.url()).pathname.replace(/\//g, '-');
    await page.screenshot({ path: `tmp/client-management${where}-${width}.png` }); // to look at, not compared
    expect({ width, violations: await seriousA11yViolations(page) }).toEqual({ width, violations: [] });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** A fresh confirmed client made through the admin API. */
async function makeClient(browser: Browser, email: string, password: string, fullName: string): Promise<string> {
  const ctx = await browser.newContext({ baseURL: baseUrl() });
  try {
    const signedIn = await ctx.request.post('/api/auth/sign-in', { data: { email: demo.admin.email, password: demo.admin.password } });
    const { access_token } = (await signedIn.json()) as { access_token: string };
    const made = await ctx.request.post('/api/admin/clients', {
      data: { email, password, full_name: fullName, role: 'editor' },
      headers: { Authorization: `Bearer ${access_token}` },
    });
    expect(made.status()).toBe(201);
    return ((await made.json()) as { id: string }).id;
  } finally {
    await ctx.close();
  }
}

/** Waits for the toast (dismissToast alone returns at once if it has not appeared yet), then closes it. */
async function seenAndClosed(page: Page, ...texts: string[]): Promise<void> {
  const notice = toast(page, ...texts);
  await notice.waitFor();
  await dismissToast(notice);
}

async function signInRefused(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Sign In' }).click();
  const panel = authPanel(page);
  await panel.getByLabel('Email').fill(email);
  await panel.getByLabel('Password').fill(password);
  await panel.getByRole('button', { name: 'Sign In' }).click();
}

describe('client management and change password (docs/product.md §12.6 and §12.9)', () => {
  let browser: Browser;
  let admin: BrowserContext;
  let page: Page;
  let errors: string[];
  const stamp = Date.now();

  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await browser.newContext({ baseURL: baseUrl(), bypassCSP: true, viewport: { width: 1280, height: 900 } });
    page = await admin.newPage();
    errors = watchPageErrors(page);
    await signIn(page, demo.admin.email, demo.admin.password);
  });
  afterAll(async () => {
    await admin.close();
    await browser.close();
  });
  afterEach(() => expect(errors).toEqual([]));

  it('an admin edits, sends a reset, disables and enables a client from the client view', async () => {
    const email = `managed-${stamp}@example.com`;
    const password = 'Managed-123';
    const id = await makeClient(browser, email, password, 'Morgan Managed');
    const clientCtx = await browser.newContext({ baseURL: baseUrl(), viewport: { width: 1280, height: 900 } });
    const clientPage = await clientCtx.newPage();
    try {
      await signIn(clientPage, email, password);

      await page.goto(`/dashboard/admin/clients/${id}`);
      await page.getByRole('heading', { name: 'Morgan Managed' }).waitFor();
      await page.getByText('Active', { exact: true }).waitFor();
      await page.getByRole('heading', { name: 'Website' }).waitFor();
      await page.getByText('No website yet.').waitFor();
      await page.getByRole('heading', { name: 'Questionnaires' }).waitFor();
      await axeCleanAtBothWidths(page);

      // Edit name and role.
      await page.getByRole('button', { name: 'Edit name and role' }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit Client' });
      await dialog.getByLabel('Full Name').fill('Morgan Renamed');
      await axeCleanAtBothWidths(page);
      await dialog.getByRole('button', { name: 'Update Client' }).click();
      await seenAndClosed(page, 'Client updated successfully.');
      await page.getByRole('heading', { name: 'Morgan Renamed' }).waitFor();
      expect(await dbQuery('select full_name from profiles where id = $1', [id])).toEqual([{ full_name: 'Morgan Renamed' }]);

      // Send a password reset: the client gets the link.
      await page.getByRole('button', { name: 'Send password reset' }).click();
      await seenAndClosed(page, 'Password reset sent', email);
      expect(await mailedLink(email, '/auth/reset-password')).toContain('token=');

      // Disable: asked first; the client is signed out at once and cannot sign in.
      await page.getByRole('button', { name: 'Disable account' }).click();
      await page.getByRole('button', { name: 'Disable', exact: true }).click();
      await seenAndClosed(page, 'Account disabled');
      await page.getByText('Disabled', { exact: true }).waitFor();
      await axeCleanAtBothWidths(page);
      await clientPage.goto('/dashboard/settings');
      await clientPage.waitForURL(/\/auth/);
      await signInRefused(clientPage, email, password);
      await toast(clientPage, 'This account has been disabled. Please contact your administrator.').waitFor();

      // Enable: the client signs in again.
      await page.getByRole('button', { name: 'Enable account' }).click();
      await seenAndClosed(page, 'Account enabled');
      await page.getByText('Active', { exact: true }).waitFor();
      await signIn(clientPage, email, password);
    } finally {
      await clientCtx.close();
    }
  });

  it('the last admin cannot disable or demote themselves: the server says why', async () => {
    const [me] = await dbQuery<{ id: string }>('select id from users where email = $1', [demo.admin.email]);
    // Make the demo admin the only active admin for this test, and put the others back after.
    const others = await dbQuery<{ id: string }>(
      `update users set disabled_at = now() where disabled_at is null and id <> $1 and id in (select user_id from user_roles where role = 'admin') returning id`,
      [me.id],
    );
    try {
      await page.goto(`/dashboard/admin/clients/${me.id}`);
      await page.getByRole('button', { name: 'Disable account' }).click();
      await page.getByRole('button', { name: 'Disable', exact: true }).click();
      await seenAndClosed(page, 'At least one administrator must remain.');
      await page.getByRole('button', { name: 'Edit name and role' }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit Client' });
      await dialog.locator('.ant-select-selector').click();
      await page.locator('.ant-select-item-option[title="editor"]').click();
      await dialog.getByRole('button', { name: 'Update Client' }).click();
      await seenAndClosed(page, 'At least one administrator must remain.');
      expect(await dbQuery(`select role from user_roles where user_id = $1`, [me.id])).toEqual([{ role: 'admin' }]);
      // Closing the refused dialog asks first (its edit is unsaved); leave it.
      page.once('dialog', (d) => void d.accept());
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await page.getByRole('button', { name: 'Disable account' }).waitFor();
    } finally {
      if (others.length) await dbQuery('update users set disabled_at = null where id = any($1::uuid[])', [others.map((o) => o.id)]);
    }
  });

  it('a client changes their password in Settings: the current one is checked, other sessions end, this one goes on', async () => {
    const email = `mover-${stamp}@example.com`;
    const id = await makeClient(browser, email, 'Old-pass-1', 'Mia Mover');
    const here = await browser.newContext({ baseURL: baseUrl(), bypassCSP: true, viewport: { width: 1280, height: 900 } });
    const elsewhere = await browser.newContext({ baseURL: baseUrl(), viewport: { width: 1280, height: 900 } });
    try {
      const mine = await here.newPage();
      const mineErrors = watchPageErrors(mine);
      const other = await elsewhere.newPage();
      await signIn(mine, email, 'Old-pass-1');
      await signIn(other, email, 'Old-pass-1');

      await mine.goto('/dashboard/settings');
      const card = mine.locator('form[id="change-password"], form').filter({ has: mine.getByLabel('Current password') });
      await mine.getByLabel('Current password').waitFor();
      await axeCleanAtBothWidths(mine);

      await mine.getByLabel('Current password').fill('not-my-password');
      await mine.getByLabel('New password', { exact: true }).fill('New-pass-2');
      await mine.getByLabel('Confirm new password').fill('New-pass-2');
      await card.getByRole('button', { name: 'Change password' }).click();
      await card.getByText('Your current password is not correct.').waitFor();
      await seenAndClosed(mine, 'Your current password is not correct.');
      await axeCleanAtBothWidths(mine);

      await mine.getByLabel('Current password').fill('Old-pass-1');
      await card.getByRole('button', { name: 'Change password' }).click();
      await seenAndClosed(mine, 'Password changed');
      // The form is emptied.
      await mine.waitForFunction(() => (document.getElementById('change-password_current_password') as HTMLInputElement | null)?.value === '');

      // This tab goes on; the other one is signed out on its next load.
      await mine.goto('/dashboard');
      await mine.getByRole('heading', { name: /^Welcome back, / }).waitFor();
      await other.goto('/dashboard/settings');
      await other.waitForURL(/\/auth/);
      await signInRefused(other, email, 'Old-pass-1');
      await toast(other, 'Invalid email or password').waitFor();
      await signIn(other, email, 'New-pass-2');
      expect(mineErrors).toEqual([]);
    } finally {
      await here.close();
      await elsewhere.close();
      await dbQuery('update users set disabled_at = now() where id = $1', [id]);
    }
  });
});
