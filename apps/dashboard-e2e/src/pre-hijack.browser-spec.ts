import type { Browser } from 'playwright-core';
import { authPanel, baseUrl, launchBrowser, mailedLink, newContext, signIn, watchPageErrors } from './support';

/**
 * Account pre-hijacking (docs/security.md): a stranger signs up first with the owner's address and
 * a password of their own. The owner then signs up in the dashboard, chooses a password from the
 * e-mailed link and signs in; the stranger's password never works, nor the link mailed for them.
 */
describe('a stranger who signed up first with the owner’s address', () => {
  let browser: Browser;
  const email = `owner-${Date.now()}@pre-hijack.test`;
  const post = (path: string, body: unknown) =>
    fetch(`${baseUrl()}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('never gets in: the owner’s sign-up leads to choosing the password, and only the owner’s works', async () => {
    expect((await post('/api/auth/sign-up', { email, password: 'Stranger-Pass-1' })).status).toBe(201);
    const strangersLink = await mailedLink(email, '/auth/confirm');

    const context = await newContext(browser);
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    const panel = authPanel(page);
    await panel.getByLabel('Email').fill(email);
    await panel.getByLabel('Password').fill('Owner-Pass-22');
    await panel.getByRole('button', { name: 'Sign Up' }).click();
    await panel.getByText(`We sent an email to ${email}.`, { exact: false }).waitFor();

    await page.goto(await mailedLink(email, '/auth/reset-password'));
    await page.getByLabel('New Password').fill('Owner-Pass-22');
    await page.getByLabel('Confirm Password').fill('Owner-Pass-22');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.waitForURL(/\/auth$/);
    await signIn(page, email, 'Owner-Pass-22');

    const token = new URL(strangersLink).searchParams.get('token');
    expect((await post('/api/auth/confirm', { token })).status).toBe(400);
    expect((await post('/api/auth/sign-in', { email, password: 'Stranger-Pass-1' })).status).toBe(401);
    expect(errors).toEqual([]);
    await context.close();
  });
});
