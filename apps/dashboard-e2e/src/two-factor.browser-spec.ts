import type { Browser, BrowserContext, Page } from 'playwright-core';
import { generate } from 'otplib';
import { authPanel, baseUrl, dbQuery, demo, launchBrowser, mailedLink, signIn, toast, waitFor, watchPageErrors } from './support';

/**
 * Two-factor sign-in in Chromium: an admin enrols an authenticator app (codes from otplib) and a
 * passkey (Chromium's virtual authenticator over CDP), signs in with each and with a recovery code
 * (once only); a client signs in with a passkey alone. Passkeys need a domain name, never an IP
 * address, so these journeys use the product as http://localhost:<port> (the API serves a loopback
 * PUBLIC_URL to WebAuthn as localhost).
 */
jest.setTimeout(240_000);

const password = 'Two-Steps-Ahead-2026';
const localOrigin = () => baseUrl().replace('127.0.0.1', 'localhost');
const step = () => Math.floor(Date.now() / 30_000);

/** The current code, from a window with enough seconds left for typing it and sending it. */
async function currentCode(secret: string): Promise<string> {
  const left = 30_000 - (Date.now() % 30_000);
  if (left < 8_000) await new Promise((resolve) => setTimeout(resolve, left + 100));
  return generate({ secret });
}

/** A confirmed account made through the API (sign-up, then the e-mailed link), optionally an admin. */
async function newAccount(email: string, role: 'admin' | 'editor'): Promise<void> {
  const post = (path: string, body: unknown) =>
    fetch(`${baseUrl()}/api${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  expect((await post('/auth/sign-up', { email, password })).status).toBe(201);
  const token = new URL(await mailedLink(email, '/auth/confirm')).searchParams.get('token');
  expect((await post('/auth/confirm', { token })).status).toBe(200);
  if (role === 'admin') await dbQuery(`update user_roles set role = 'admin' where user_id = (select id from users where email = $1)`, [email]);
}

/** A page whose browser has a platform authenticator (resident keys, user verification). */
async function pageWithAuthenticator(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: localOrigin(), viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { context, page };
}

async function passwordStep(page: Page, email: string): Promise<void> {
  await page.goto('/auth');
  const panel = authPanel(page);
  await panel.getByLabel('Email').fill(email);
  await panel.getByLabel('Password').fill(password);
  await panel.getByRole('button', { name: 'Sign In' }).click();
}

async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL(/\/auth(\?|$)/);
}

const landed = async (page: Page) => {
  await page.waitForURL(/\/dashboard$/);
  await page.getByRole('heading', { name: /^Welcome( back, .+)?!$/ }).waitFor();
};

describe('two-factor sign-in', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('an admin enrols an authenticator app and a passkey, signs in with each, and uses a recovery code once', async () => {
    const email = `mfa-admin-${Date.now()}@example.test`;
    await newAccount(email, 'admin');
    const { context, page } = await pageWithAuthenticator(browser);
    const errors = watchPageErrors(page);

    // In the grace period the password still opens the dashboard, with a reminder to enrol.
    await passwordStep(page, email);
    await landed(page);
    await toast(page, 'Set up two-factor sign-in').waitFor();

    await page.goto('/dashboard/settings');
    const card = page.locator('#two-factor');
    await card.getByText('Admins must use two-factor sign-in').waitFor();
    await card.getByRole('button', { name: 'Set up authenticator app' }).click();
    await card.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
    const secret = (await card.getByTestId('totp-secret').innerText()).trim();
    const code = await currentCode(secret);
    const enrolledStep = step();
    await card.getByLabel('6-digit code').fill(code);
    await card.getByRole('button', { name: 'Turn on' }).click();
    const codesBox = card.getByTestId('recovery-codes');
    await codesBox.waitFor();
    const recoveryCodes = (await codesBox.locator('li').allInnerTexts()).map((c) => c.trim());
    expect(recoveryCodes).toHaveLength(10);
    await codesBox.getByRole('button', { name: 'I have saved these codes' }).click();
    await card.getByText('On', { exact: true }).waitFor();

    await card.getByLabel('Passkey name').fill('Test laptop');
    await card.getByRole('button', { name: 'Add a passkey' }).click();
    await card.getByText('Test laptop').waitFor();
    const [row] = await dbQuery<{ n: number }>(`select count(*)::int as n from passkeys p join users u on u.id = p.user_id where u.email = $1`, [email]);
    expect(row.n).toBe(1);

    // Passkey as the second factor.
    await signOut(page);
    await passwordStep(page, email);
    const second = page.getByTestId('second-factor');
    await second.waitFor();
    expect(page.url()).toMatch(/\/auth(\?|$)/);
    await second.getByRole('button', { name: 'Use a passkey' }).click();
    await landed(page);

    // A recovery code, once.
    await signOut(page);
    await passwordStep(page, email);
    await second.getByRole('button', { name: 'Use a recovery code instead' }).click();
    await second.getByLabel('Recovery code').fill(recoveryCodes[0]);
    await second.getByRole('button', { name: 'Verify' }).click();
    await landed(page);
    await signOut(page);
    await passwordStep(page, email);
    await second.getByRole('button', { name: 'Use a recovery code instead' }).click();
    await second.getByLabel('Recovery code').fill(recoveryCodes[0]);
    await second.getByRole('button', { name: 'Verify' }).click();
    await second.getByText('That code or passkey was not accepted. Please try again.').waitFor();
    expect(page.url()).toMatch(/\/auth(\?|$)/);

    // The authenticator app, in a later 30-second window than the enrolment's code (which is spent).
    await second.getByRole('button', { name: 'Use the authenticator app instead' }).click();
    await waitFor(() => (step() > enrolledStep ? true : undefined), 35_000);
    await second.getByLabel('Authentication code').fill(await currentCode(secret));
    await second.getByRole('button', { name: 'Verify' }).click();
    await landed(page);

    expect(errors).toEqual([]);
    await context.close();
  });

  it('after the grace period, an admin\u2019s password opens only the enrolment, which ends in the dashboard', async () => {
    const email = `late-admin-${Date.now()}@example.test`;
    await newAccount(email, 'admin');
    await dbQuery(`update users set two_factor_grace_ends_at = now() - interval '1 minute' where email = $1`, [email]);
    const sessions = () => dbQuery('select 1 from refresh_tokens t join users u on u.id = t.user_id where u.email = $1', [email]);
    const before = (await sessions()).length;
    const context = await browser.newContext({ baseURL: baseUrl(), viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await passwordStep(page, email);
    const panel = authPanel(page);
    await panel.getByText('Two-factor sign-in is required for admins').waitFor();
    expect(await sessions()).toHaveLength(before);
    const secret = (await panel.getByTestId('totp-secret').innerText()).trim();
    await panel.getByLabel('6-digit code').fill(await currentCode(secret));
    await panel.getByRole('button', { name: 'Turn on' }).click();
    await panel.getByTestId('recovery-codes').getByRole('button', { name: 'Continue to the dashboard' }).click();
    await landed(page);
    await context.close();
  });

  it('a client signs in with a passkey alone; an admin resets the client\u2019s factors', async () => {
    const email = `passkey-client-${Date.now()}@example.test`;
    await newAccount(email, 'editor');
    const { context, page } = await pageWithAuthenticator(browser);
    const errors = watchPageErrors(page);
    await page.goto('/auth');
    expect(await authPanel(page).getByLabel('Password').getAttribute('type')).toBe('password');
    await passwordStep(page, email);
    await landed(page);
    await page.goto('/dashboard/settings');
    const card = page.locator('#two-factor');
    await card.getByLabel('Passkey name').fill('My phone');
    await card.getByRole('button', { name: 'Add a passkey' }).click();
    await card.getByTestId('recovery-codes').waitFor();
    await card.getByRole('button', { name: 'I have saved these codes' }).click();
    await card.getByText('My phone').waitFor();
    await signOut(page);

    const calls: string[] = [];
    page.on('request', (request) => calls.push(`${request.method()} ${new URL(request.url()).pathname}`));
    await page.goto('/auth');
    await authPanel(page).getByRole('button', { name: 'Continue with a passkey' }).click();
    await landed(page);
    expect(calls).not.toContain('POST /api/auth/sign-in');
    expect(errors).toEqual([]);
    await context.close();

    // The client lost the device: an admin resets the factors, and the reset is recorded.
    const [client] = await dbQuery<{ id: string }>('select id from users where email = $1', [email]);
    const admin = await browser.newContext({ baseURL: baseUrl(), viewport: { width: 1280, height: 900 } });
    const adminPage = await admin.newPage();
    await signIn(adminPage, demo.admin.email, demo.admin.password);
    await adminPage.goto(`/dashboard/admin/clients/${client.id}`);
    await adminPage.getByRole('button', { name: 'Reset two-factor' }).click();
    await adminPage.getByRole('button', { name: 'Reset', exact: true }).click();
    await toast(adminPage, 'Two-factor sign-in reset').waitFor();
    expect(await dbQuery('select 1 from passkeys where user_id = $1', [client.id])).toHaveLength(0);
    const events = await dbQuery<{ action: string; actor: string }>(
      `select e.action, a.email as actor from account_security_events e join users a on a.id = e.actor_id where e.subject_id = $1`,
      [client.id],
    );
    expect(events).toEqual([{ action: 'two_factor.reset_by_admin', actor: demo.admin.email }]);
    await admin.close();
  });
});
