import type { Browser } from 'playwright-core';
import {
  authPanel,
  baseUrl,
  dbQuery,
  demo,
  launchBrowser,
  mailedLink,
  newContext,
  recordApiCalls,
  seriousA11yViolations,
  signIn,
  toast,
  waitFor,
  watchPageErrors,
} from './support';

describe('dashboard sign-in, sign-up and sessions', () => {
  let browser: Browser;
  const email = `new-client-${Date.now()}@example.test`;
  const password = 'Sunny-Days-2026';

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('signs up, confirms from the e-mailed link and lands on the dashboard; the session survives a reload', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    const calls = recordApiCalls(page);

    await page.goto('/auth');
    await page.getByText('Sign in to your account or create a new one').waitFor();
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    const panel = authPanel(page);
    await panel.getByLabel('Email').fill(email);
    await panel.getByLabel('Password').fill('12345');
    await panel.getByRole('button', { name: 'Sign Up' }).click();
    await panel.getByText('Password must be at least 6 characters').waitFor();
    expect(calls).not.toContain('POST /api/auth/sign-up');

    // Six characters but among the most common: the server's refusal is marked on the field.
    await panel.getByLabel('Password').fill('123456');
    await panel.getByRole('button', { name: 'Sign Up' }).click();
    await panel.getByText('This password is too common. Choose one that is harder to guess.').waitFor();

    await panel.getByLabel('Password').fill(password);
    await panel.getByRole('button', { name: 'Sign Up' }).click();
    await toast(page, 'Success!', 'Account created successfully. Please check your email to confirm.').waitFor();
    // One text for every address: a buyer whose account was made at payment gets an invitation, not a confirmation.
    await panel
      .getByText(`We sent an email to ${email}. Its link confirms your address, or, if your account was set up when you paid, lets you choose your password.`)
      .waitFor();
    const [user] = await dbQuery<{ email_confirmed_at: Date | null }>('select email_confirmed_at from users where email = $1', [email]);
    expect(user.email_confirmed_at).toBeNull();

    const link = await mailedLink(email, '/auth/confirm');
    await page.goto(link);
    await page.waitForURL(/\/dashboard$/);
    // Never "Welcome back, User!": the first sign-in asks for the names, and says what to do next.
    await page.getByRole('heading', { name: 'Welcome!', exact: true }).waitFor();
    await page.locator('form#onboarding').waitFor();
    await page.getByText('No Website Configured').waitFor();
    expect(await page.getByText('contact your administrator').count()).toBe(0);
    await expect(page.getByTestId('user-email').textContent()).resolves.toBe(email);
    expect(await page.getByText('Manage Clients').count()).toBe(0);

    // Access token in memory only: a reload restores the session from the refresh cookie.
    await page.reload();
    await page.getByRole('heading', { name: 'Welcome!', exact: true }).waitFor();
    expect(page.url()).toMatch(/\/dashboard$/);
    expect(await page.evaluate(() => JSON.stringify(localStorage) + JSON.stringify(sessionStorage))).not.toMatch(/eyJ/);

    // Without a website there is no blog to write in either: the same notice, no New Post.
    await page.getByRole('link', { name: 'Blog' }).click();
    await page.getByText('No Website Found').waitFor();
    expect(await page.getByRole('button', { name: 'New Post' }).count()).toBe(0);

    // An existing session skips the sign-in page.
    await page.goto('/auth');
    await page.waitForURL(/\/dashboard$/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the checkout subtitle, enforces required fields and shows the server message for a wrong password', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    await page.goto('/auth?session_id=cs_test_e2e');
    await page.getByText('Your account was created when you paid.', { exact: false }).waitFor();
    await page.getByRole('tab', { name: 'Sign In' }).click();
    const panel = authPanel(page);
    await panel.getByRole('button', { name: 'Sign In' }).click();
    await panel.getByText('Email is required').waitFor();
    await panel.getByText('Password is required').waitFor();

    await panel.getByLabel('Email').fill(demo.client.email);
    await panel.getByLabel('Password').fill('not-the-password');
    await panel.getByRole('button', { name: 'Sign In' }).click();
    await toast(page, 'Error', 'Invalid email or password').waitFor();
    expect(new URL(page.url()).pathname).toBe('/auth');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('signs in from a link whose session_id was mangled, without the checkout subtitle', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    await page.goto('/auth?session_id=cs_test_e2e%20copied%20badly');
    await page.getByText('Sign in to your account or create a new one').waitFor();
    const panel = authPanel(page);
    await panel.getByLabel('Email').fill(demo.client.email);
    await panel.getByLabel('Password').fill(demo.client.password);
    await panel.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(/\/dashboard$/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('resets a forgotten password from the e-mailed link', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await toast(page, 'Success!').waitFor();

    const link = await mailedLink(email, '/auth/reset-password');
    await page.goto(link);
    await page.getByLabel('New Password').fill('Brand-New-Pass-1');
    await page.getByLabel('Confirm Password').fill('Brand-New-Pass-1');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.waitForURL(/\/auth$/);
    await signIn(page, email, 'Brand-New-Pass-1');
    await context.close();
  });

  it('signs out with its toast, and a sign-out in one tab sends the other tab to /auth', async () => {
    const context = await newContext(browser);
    const first = await context.newPage();
    await signIn(first, email, 'Brand-New-Pass-1');
    const second = await context.newPage();
    await second.goto('/dashboard/settings');
    await second.getByRole('heading', { name: 'Settings' }).waitFor();

    await second.getByRole('button', { name: 'Logout' }).click();
    await second.waitForURL(/\/auth(\?|$)/);
    await toast(second, 'Signed out', 'You have been successfully signed out.').waitFor();
    await first.waitForURL(/\/auth(\?|$)/);

    // The refresh token is revoked: the dashboard is closed until the next sign-in.
    await first.goto('/dashboard/blog');
    await first.waitForURL(/\/auth(\?|$)/);
    await first.getByRole('tab', { name: 'Sign In' }).waitFor();
    await context.close();
  });

  it('refreshes the access token on its own before it expires', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.clock.install();
    await signIn(page, email, 'Brand-New-Pass-1');
    const calls = recordApiCalls(page);
    // Access tokens live 15 minutes; the refresh is due a minute before.
    await page.clock.runFor('14:10');
    await page.waitForTimeout(300);
    expect(calls.filter((c) => c === 'POST /api/auth/refresh')).toHaveLength(1);
    await page.getByRole('link', { name: 'Settings' }).click();
    await page.getByLabel('Full Name').waitFor();
    await context.close();
  });

  it('answers a 401 with one refresh and a retry; when the refresh is dead too, asks to sign in again over the page', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    await signIn(page, email, 'Brand-New-Pass-1');
    const calls = recordApiCalls(page);
    const unauthorized = {
      status: 401,
      contentType: 'application/json',
      body: JSON.stringify({ statusCode: 401, code: 'AUTH.UNAUTHORIZED', message: 'Unauthorized' }),
    };

    const myWebsite = (url: URL) => url.pathname === '/api/my/website';
    await page.route(myWebsite, (route) => route.fulfill(unauthorized), { times: 1 });
    await page.getByRole('link', { name: 'Edit Content' }).click();
    await page.getByText('No Website Found').waitFor();
    await waitFor(() => calls.filter((c) => c.endsWith('/api/my/website')).length === 2);
    expect(calls.filter((c) => c === 'POST /api/auth/refresh')).toHaveLength(1);

    await dbQuery('update refresh_tokens set revoked_at = now() where user_id = (select id from users where email = $1)', [email]);
    await page.route(myWebsite, (route) => route.fulfill(unauthorized), { times: 1 });
    // One of the page's other calls, sent with the old token, is answered only after the renewal
    // failed (as a busy server or network may answer): its 401 is refused a renewal of its own too.
    // (No `times` here: when a page's last route expires, Playwright releases the held request.)
    let answerLateCall = () => {};
    const lateCallHeld = new Promise<void>((resolve) => (answerLateCall = resolve));
    const myActivity = (url: URL) => url.pathname === '/api/my/activity';
    await page.route(myActivity, async (route) => {
      await lateCallHeld;
      await route.continue();
    });
    const renewals = () => calls.filter((c) => c === 'POST /api/auth/refresh').length;
    const renewalsBefore = renewals();
    let renewalsAnswered = 0;
    page.on('response', (response) => {
      if (new URL(response.url()).pathname === '/api/auth/refresh') renewalsAnswered++;
    });
    await page.getByRole('link', { name: 'Dashboard' }).click();
    // The page stays (with whatever was typed on it); the person signs in again in place, or leaves.
    const signInAgain = page.getByRole('dialog', { name: 'Your session has ended' });
    await signInAgain.waitFor();
    expect(new URL(page.url()).pathname).toBe('/dashboard');

    const lateAnswer = page.waitForResponse((response) => myActivity(new URL(response.url())));
    const renewalsAtRelease = renewals();
    answerLateCall();
    expect((await lateAnswer).status()).toBe(401);
    // Its own renewal is tried, and refused too.
    await waitFor(() => renewals() > renewalsAtRelease && renewalsAnswered === renewals() - renewalsBefore);
    // That changes nothing: the dialog stays over the same page, and what is typed into it stays.
    const passwordField = signInAgain.getByLabel('Password');
    await passwordField.fill('typed after the late refusal');
    expect(await passwordField.inputValue()).toBe('typed after the late refusal');
    expect(new URL(page.url()).pathname).toBe('/dashboard');
    expect(calls).not.toContain('POST /api/auth/sign-out');
    await signInAgain.getByRole('button', { name: 'Sign in as someone else' }).click();
    await page.waitForURL(/\/auth(\?|$)/);
    await page.getByRole('tab', { name: 'Sign In' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('has no serious accessibility problems on the sign-in page and the client dashboard', async () => {
    const context = await browser.newContext({ baseURL: baseUrl(), bypassCSP: true, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Sign In' }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await signIn(page, demo.client.email, demo.client.password);
    await page.getByText('Recent Activity').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await context.close();
  });
});
