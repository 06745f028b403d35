import fs from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { capturedMails } from '@fw/e2e-testing';
import { baseUrl, dbQuery, launchBrowser, newContext, parseMail, seriousA11yViolations, waitFor, watchPageErrors } from './support';

const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp/buyer-shots';

/**
 * A buyer who paid gets an account they can use: bought in the payment sandbox from the pricing
 * page, the password is chosen on the page after payment and signs them in; the first dashboard
 * screen asks the person's and the business's names and shows where the project stands and what
 * comes next. A revisit of the page's URL from elsewhere shows a sign-in only: neither the order
 * nor the e-mail. Photographed at 1400 and 390 px.
 */
describe('a buyer sets up their account on the page after payment', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let errors: string[];
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const buyer = `first-screens-${stamp}@example.test`;
  const password = 'First-screens-123';
  let paymentUrl = '';

  async function shoot(p: Page, name: string): Promise<void> {
    for (const [label, viewport] of [
      ['1400', { width: 1400, height: 900 }],
      ['390', { width: 390, height: 844 }],
    ] as const) {
      await p.setViewportSize(viewport);
      await p.waitForLoadState('networkidle');
      await p.screenshot({ path: `${SHOTS}/${name}-${label}.png`, fullPage: true });
    }
    await p.setViewportSize({ width: 1400, height: 900 });
  }

  beforeAll(async () => {
    fs.mkdirSync(SHOTS, { recursive: true });
    browser = await launchBrowser();
    // CSP bypassed only so that axe-core can be injected.
    context = await browser.newContext({ baseURL: baseUrl(), bypassCSP: true, viewport: { width: 1400, height: 900 } });
    page = await context.newPage();
    errors = watchPageErrors(page);
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });
  afterEach(() => expect(errors).toEqual([]));

  it('pays in the sandbox and chooses the password right there, signed in at once', async () => {
    await page.goto('/pricing');
    await page.waitForFunction(() => Array.from(document.querySelectorAll('[data-island]')).every((island) => island.getAttribute('data-hydrated') === 'true'));
    const [tab] = await Promise.all([
      context.waitForEvent('page'),
      page
        .locator('[data-package="basic"]')
        .getByRole('button', { name: /^Get Started/ })
        .click(),
    ]);
    page = tab;
    errors = watchPageErrors(page);
    await page.waitForURL(/\/api\/sandbox\/checkout\/[^/]+$/);
    await page.locator('input[name="email"]').fill(buyer);
    await page.getByRole('button', { name: /^Pay / }).click();

    await page.waitForURL(/\/payment-success\?session_id=/);
    paymentUrl = new URL(page.url()).pathname + new URL(page.url()).search;
    const form = page.getByRole('form', { name: 'Set up your account' });
    await form.waitFor();
    expect(await form.innerText()).toContain(buyer);
    expect(await page.locator('.receipt').innerText()).toContain('"Set up your account"');
    await shoot(page, 'payment-set-password');
    expect(await seriousA11yViolations(page)).toEqual([]);

    // A mistyped repeat is caught before anything is sent.
    await form.getByLabel('Password', { exact: true }).fill(password);
    await form.getByLabel('Repeat the password').fill(`${password}x`);
    await form.getByRole('button', { name: 'Set password and sign in' }).click();
    await form.getByText('The two passwords are not the same.').waitFor();

    await form.getByLabel('Repeat the password').fill(password);
    await form.getByRole('button', { name: 'Set password and sign in' }).click();
    await form.waitFor({ state: 'detached' });
    const heading = page.getByRole('heading', { name: /^(One More Step!|Payment Successful!)$/ });
    await heading.waitFor();
    if ((await heading.innerText()) === 'One More Step!') await page.getByRole('button', { name: 'Skip for now' }).click();
    await page.getByRole('heading', { name: 'Payment Successful!' }).waitFor();
    const [account] = await dbQuery<{ confirmed: boolean }>('select email_confirmed_at is not null as confirmed from users where email = $1', [buyer]);
    expect(account).toEqual({ confirmed: true });
  });

  it('asks the names on the first dashboard screen, then shows the project status and what comes next', async () => {
    await page.getByRole('link', { name: 'Go to Dashboard' }).click();
    await page.waitForURL(/\/dashboard$/);
    await page.getByRole('heading', { name: 'Welcome!', exact: true }).waitFor();
    expect(await page.getByText('Welcome back, User!').count()).toBe(0);
    await page.locator('form#onboarding').waitFor();
    await shoot(page, 'dashboard-onboarding');

    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('Please enter your name').waitFor();
    await page.getByLabel('Your name').fill('Jordan Buyer');
    await page.getByLabel('Business name').fill(`Jordan's Surf Shop ${stamp}`);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('heading', { name: 'Welcome back, Jordan Buyer!' }).waitFor();
    expect(await page.locator('form#onboarding').count()).toBe(0);

    const next = page.getByRole('region', { name: 'What comes next' });
    await next.getByText('Next: Tell us about your business').waitFor();
    await next.getByText('Your turn').waitFor();
    expect(await next.getByRole('link', { name: 'Start Your Questionnaire' }).getAttribute('href')).toBe('/start');
    await waitFor(async () => ((await page.getByText(`Jordan's Surf Shop ${stamp}`).count()) > 0 ? true : undefined));
    await shoot(page, 'dashboard-project-status');
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it('shows only a sign-in when the page after payment is opened again elsewhere', async () => {
    const elsewhere = await newContext(browser);
    const other = await elsewhere.newPage();
    const otherErrors = watchPageErrors(other);
    await other.goto(paymentUrl);
    await other.getByRole('heading', { name: 'Your account is set up' }).waitFor();
    expect(await other.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/auth');
    // The page itself, without the site-wide offer banner.
    const body = await other.locator('main').innerText();
    expect(body).not.toContain(buyer);
    expect(body).not.toContain('Basic Website');
    await shoot(other, 'payment-revisit');
    expect(otherErrors).toEqual([]);
    await elsewhere.close();
  });

  it('corrects a mistyped e-mail on the page after payment; the link at the right address sets the password', async () => {
    const typo = `typo-${stamp}@exampel.com`;
    const right = `right-${stamp}@example.test`;
    const buyerContext = await browser.newContext({ baseURL: baseUrl(), bypassCSP: true, viewport: { width: 1400, height: 900 } });
    const pricing = await buyerContext.newPage();
    await pricing.goto('/pricing');
    await pricing.waitForFunction(() =>
      Array.from(document.querySelectorAll('[data-island]')).every((island) => island.getAttribute('data-hydrated') === 'true'),
    );
    const [tab] = await Promise.all([
      buyerContext.waitForEvent('page'),
      pricing
        .locator('[data-package="basic"]')
        .getByRole('button', { name: /^Get Started/ })
        .click(),
    ]);
    const tabErrors = watchPageErrors(tab);
    await tab.waitForURL(/\/api\/sandbox\/checkout\/[^/]+$/);
    await tab.locator('input[name="email"]').fill(typo);
    await tab.getByRole('button', { name: /^Pay / }).click();
    const form = tab.getByRole('form', { name: 'Set up your account' });
    await form.waitFor();
    await form.getByRole('button', { name: 'Correct it' }).click();
    await form.getByLabel('The right e-mail address').fill(right);
    await shoot(tab, 'payment-correct-email');
    await form.getByRole('button', { name: 'Send the link there' }).click();
    await tab.getByText(`We sent a link to ${right}.`, { exact: false }).waitFor();

    const link = await waitFor(() =>
      capturedMails()
        .map((m) => parseMail(m.raw))
        .filter((m) => m.to.toLowerCase().includes(right))
        .map((m) => /https?:\/\/[^\s"'<>]+\/payment-success\?token=[A-Za-z0-9_-]+(?:&|&amp;)correction=1/.exec(m.text)?.[0])
        .find(Boolean),
    );
    const url = new URL(link.replace(/&amp;/g, '&'));
    // Opened from the mailbox, possibly on another device: a fresh browser.
    const mailbox = await browser.newContext({ baseURL: baseUrl(), bypassCSP: true, viewport: { width: 390, height: 844 } });
    const opened = await mailbox.newPage();
    const openedErrors = watchPageErrors(opened);
    await opened.goto(url.pathname + url.search);
    await opened.getByRole('heading', { name: 'Confirm your e-mail address' }).waitFor();
    await opened.getByLabel('Password', { exact: true }).fill(password);
    await opened.getByLabel('Repeat the password').fill(password);
    await opened.getByRole('button', { name: 'Confirm and sign in' }).click();
    await opened.getByRole('heading', { name: 'Your account is ready' }).waitFor();
    await shoot(opened, 'payment-correction-confirmed');
    const [order] = await dbQuery<{ buyer_email: string }>(
      "select o.buyer_email from orders o join users u on u.id = o.user_id where u.email = $1 and o.kind = 'package'",
      [right],
    );
    expect(order).toEqual({ buyer_email: right });
    await opened.getByRole('link', { name: 'Go to Dashboard' }).click();
    await opened.getByRole('heading', { name: 'Welcome!', exact: true }).waitFor();
    expect([...tabErrors, ...openedErrors]).toEqual([]);
    await mailbox.close();
    await buyerContext.close();
  });
});
