import type { Browser, BrowserContext, Locator, Page, Route } from 'playwright-core';
import { dbQuery, demoClient, h1, launchBrowser, newContext, signIn, waitFor, waitForIslands, watchPageErrors } from './marketing-support';

const card = (page: Page, id: string) => page.locator(`[data-package="${id}"]`);
const getStarted = (scope: Locator) => scope.getByRole('button', { name: /^(Get Started|Loading\.\.\.)/ });
const term = (page: Page, label: string) => page.getByRole('radio', { name: label, exact: true }).check();
const toggle = (scope: Locator, name: string) => scope.getByRole('checkbox', { name: new RegExp(`^${name.replace(/[+]/g, '\\+')}`) }).click();
/** Answers intercepted API calls as the API does when it refuses or fails (the shape of its errors). */
const apiFailure = (statusCode: number, code: string, message: string) => (route: Route) =>
  route.fulfill({ status: statusCode, json: { statusCode, code, message } });
const storage = (page: Page) =>
  page.evaluate(() => ({ planName: sessionStorage.getItem('planName'), pendingHosting: sessionStorage.getItem('pendingHosting') }));

async function openPricing(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.goto('/pricing');
  await waitForIslands(page);
  return page;
}

/** Clicks Get Started and returns the checkout tab the click opened. */
async function startCheckout(context: BrowserContext, button: Locator): Promise<Page> {
  const [tab] = await Promise.all([context.waitForEvent('page'), button.click()]);
  await tab.waitForURL(/\/api\/sandbox\/checkout\/[^/]+$/);
  return tab;
}

/** When the package of a session was paid (the renewal's first charge is counted from it). */
async function paidAt(sessionId: string): Promise<Date> {
  const [row] = await dbQuery<{ paid_at: Date }>('select paid_at from orders where checkout_session_id = $1', [sessionId]);
  return new Date(row.paid_at);
}

/** 'Nov 23, 2027': `years` after `from`, as the pages print it (UTC day). */
function firstChargeDay(from: Date, years: number): string {
  const day = new Date(from.getTime());
  day.setUTCFullYear(day.getUTCFullYear() + years);
  return new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(day);
}

async function pay(tab: Page, expectedTotal: string, receiptEmail = 'buyer@example.com'): Promise<string> {
  const payButton = tab.getByRole('button', { name: /^Pay / });
  // The sandbox asks for a receipt address when the checkout was started without one.
  const email = tab.locator('input[name="email"]');
  if (await email.count()) await email.fill(receiptEmail);
  await expect(payButton.textContent()).resolves.toContain(expectedTotal);
  await payButton.click();
  await tab.waitForURL(/\/payment-success\?session_id=/);
  return new URL(tab.url()).searchParams.get('session_id') ?? '';
}

describe('pricing and checkout', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('shows the catalogue and updates each total live for terms and add-on combinations', async () => {
    const context = await newContext(browser);
    const page = await openPricing(context);
    const errors = watchPageErrors(page);
    const basic = card(page, 'basic');
    await expect(getStarted(basic).textContent()).resolves.toBe('Get Started - $475');
    await expect(getStarted(card(page, 'starter')).textContent()).resolves.toBe('Get Started - $725');
    await expect(getStarted(card(page, 'business-growth')).textContent()).resolves.toBe('Get Started - $1,845');
    await expect(card(page, 'business-growth').textContent()).resolves.toMatch(/Most Popular.*Recommended for Restaurants/);
    expect(await card(page, 'starter').getByRole('checkbox').count()).toBe(0);
    expect(await card(page, 'business-growth').getByRole('checkbox').count()).toBe(0);

    const combos: Array<[string, string]> = [
      ['Logo + Brand Kit', '$574'],
      ['Domain Name Registration', '$673'],
      ['Google Maps Integration', '$772'],
      ['Logo + Brand Kit', '$673'],
    ];
    for (const [addOn, total] of combos) {
      await toggle(basic, addOn);
      await expect(getStarted(basic).textContent()).resolves.toBe(`Get Started - ${total}`);
    }
    // Domain + Maps selected: the domain price follows the term ($99, $99, $149, $249).
    const byTerm: Array<[string, string, string, string, string]> = [
      ['2 years', '$1,051', '$1,103', '$2,343', '+$99'],
      ['5 years', '$1,835', '$1,837', '$3,437', '+$149'],
      ['10 years', '$3,175', '$3,077', '$5,277', '+$249'],
      ['1 year', '$673', '$725', '$1,845', '+$99'],
    ];
    for (const [label, basicTotal, starter, growth, domainPrice] of byTerm) {
      await term(page, label);
      await expect(getStarted(basic).textContent()).resolves.toBe(`Get Started - ${basicTotal}`);
      await expect(getStarted(card(page, 'starter')).textContent()).resolves.toBe(`Get Started - ${starter}`);
      await expect(getStarted(card(page, 'business-growth')).textContent()).resolves.toBe(`Get Started - ${growth}`);
      await expect(basic.getByText('Domain Name Registration').locator('..').textContent()).resolves.toContain(domainPrice);
    }
    await expect(card(page, 'starter').textContent()).resolves.toContain('Then $378/year after your term');
    await expect(card(page, 'business-growth').textContent()).resolves.toContain('Then $498/year after your term');
    await page.getByRole('heading', { name: 'Need Something Extra?' }).waitFor();
    await expect(page.locator('.price-card--extra').getByRole('link').getAttribute('href')).resolves.toBe('/contact');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows Loading... while creating the checkout, then the error toast when it fails, and always ends loading', async () => {
    const context = await newContext(browser);
    const page = await openPricing(context);
    let calls = 0;
    await page.route('**/api/checkout', async (route) => {
      calls += 1;
      await new Promise((r) => setTimeout(r, 400));
      if (calls === 1) {
        await route.fulfill({ status: 502, json: { statusCode: 502, code: 'BILLING.PROVIDER_FAILED', message: 'Payment provider is unavailable' } });
      } else {
        await route.abort('connectionfailed');
      }
    });
    const button = getStarted(card(page, 'starter'));
    const [blankTab] = await Promise.all([context.waitForEvent('page'), button.click()]);
    await page.waitForFunction(() => Array.from(document.querySelectorAll('button')).some((b) => b.textContent === 'Loading...' && b.disabled));
    await page.getByRole('alert').filter({ hasText: 'Payment provider is unavailable' }).waitFor();
    await expect(page.getByRole('alert').first().textContent()).resolves.toContain('Error');
    await expect(button.textContent()).resolves.toBe('Get Started - $725');
    expect(await button.isEnabled()).toBe(true);
    await waitFor(() => blankTab.isClosed());
    await expect(storage(page)).resolves.toEqual({ planName: null, pendingHosting: null });

    await button.click();
    await page.getByRole('alert').filter({ hasText: 'Failed to create checkout session' }).waitFor();
    expect(await button.isEnabled()).toBe(true);
    await context.close();
  });

  it('checks out a package in a new tab through the sandbox, then offers the hosting step', async () => {
    const context = await newContext(browser);
    await signIn(context);
    const page = await openPricing(context);
    const errors = watchPageErrors(page);
    const basic = card(page, 'basic');
    await toggle(basic, 'Logo + Brand Kit');
    await toggle(basic, 'Google Maps Integration');
    const tab = await startCheckout(context, getStarted(basic));
    expect(context.pages()).toContain(page);
    await expect(getStarted(basic).textContent()).resolves.toBe('Get Started - $673');
    await expect(tab.textContent('body')).resolves.toContain('Logo + Brand Kit');
    const sessionId = await pay(tab, '$673');
    expect(sessionId).not.toBe('');

    await h1(tab).filter({ hasText: 'One More Step!' }).waitFor();
    await expect(tab.locator('.receipt').textContent()).resolves.toContain('$673');
    await expect(tab.locator('.receipt').textContent()).resolves.toContain('Basic Website, 1 year');
    await expect(tab.locator('.hosting-offer').textContent()).resolves.toContain('$378/year');
    // the renewal starts when the prepaid year ends, never today (billing.renewal-start)
    const yearOn = firstChargeDay(await paidAt(sessionId), 1);
    await expect(tab.locator('.hosting-offer').textContent()).resolves.toContain(`First charge of $378 on ${yearOn}`);
    await expect(tab.locator('.receipt').textContent()).resolves.toContain(`Hosting is included until ${yearOn}`);
    await expect(storage(tab)).resolves.toEqual({ planName: 'Basic Website', pendingHosting: 'basic' });
    const [order] = await dbQuery<{ status: string; amount_total: number }>('select status, amount_total from orders where checkout_session_id = $1', [
      sessionId,
    ]);
    expect(order).toEqual({ status: 'paid', amount_total: 67300 });

    await tab.getByRole('button', { name: 'Skip for now' }).click();
    await h1(tab).filter({ hasText: 'Payment Successful!' }).waitFor();
    await expect(storage(tab)).resolves.toEqual({ planName: null, pendingHosting: null });
    await tab.reload();
    await h1(tab).filter({ hasText: 'Payment Successful!' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('says nothing was charged after a cancelled checkout, and offers no hosting step for it', async () => {
    const context = await newContext(browser);
    await signIn(context);
    const page = await openPricing(context);
    const tab = await startCheckout(context, getStarted(card(page, 'starter')));
    const errors = watchPageErrors(tab);
    const sessionId = new URL(tab.url()).pathname.split('/').pop() ?? '';
    await expect(storage(tab)).resolves.toEqual({ planName: 'Starter Website', pendingHosting: 'starter' });
    await tab.getByRole('button', { name: 'Cancel' }).click();
    await tab.getByText('You have not been charged. Choose a package whenever you are ready.').waitFor();
    expect(new URL(tab.url()).pathname).toBe('/pricing');
    expect(new URL(tab.url()).search).toBe('');
    await expect(storage(tab)).resolves.toEqual({ planName: null, pendingHosting: null });
    const [order] = await dbQuery<{ status: string }>('select status from orders where checkout_session_id = $1', [sessionId]);
    expect(order.status).toBe('canceled');

    // The cancelled session's page, even with a hosting step still stored (the pricing tab's copy).
    await tab.evaluate(() => {
      sessionStorage.setItem('planName', 'Starter Website');
      sessionStorage.setItem('pendingHosting', 'starter');
    });
    await tab.goto(`/payment-success?session_id=${encodeURIComponent(sessionId)}`);
    await h1(tab).filter({ hasText: 'Payment Not Completed' }).waitFor();
    await tab.getByText('This checkout was cancelled before any payment, so you have not been charged.').waitFor();
    expect(await tab.getByText('went through').count()).toBe(0);
    expect(await tab.getByRole('button', { name: 'Complete Hosting Setup' }).count()).toBe(0);
    await expect(storage(tab)).resolves.toEqual({ planName: null, pendingHosting: null });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('completes the hosting setup through the sandbox and lands on Payment Successful!', async () => {
    const context = await newContext(browser);
    await signIn(context);
    const page = await openPricing(context);
    const tab = await startCheckout(context, getStarted(card(page, 'starter')));
    // The signed-in client pays with their own address, so the paid package is theirs (an order paid
    // with another address belongs to that address's account, whose renewal this client cannot set up).
    await pay(tab, '$725', demoClient.email);
    await h1(tab).filter({ hasText: 'One More Step!' }).waitFor();
    const packageSession = new URL(tab.url()).searchParams.get('session_id') ?? '';
    await tab.getByRole('button', { name: 'Complete Hosting Setup' }).click();
    await tab.waitForURL(/\/api\/sandbox\/checkout\/[^/]+$/);
    // nothing is charged now: the sandbox saves a card for the first charge a year from the payment
    const yearOn = firstChargeDay(await paidAt(packageSession), 1);
    await expect(tab.textContent('body')).resolves.toContain(`First charge of $378 on ${yearOn}`);
    expect(await tab.getByRole('button', { name: /^Pay / }).count()).toBe(0);
    await tab.getByRole('button', { name: /^Save card/ }).click();
    await tab.waitForURL(/\/payment-success\?session_id=/);
    const hostingSession = new URL(tab.url()).searchParams.get('session_id') ?? '';
    await h1(tab).filter({ hasText: 'Payment Successful!' }).waitFor();
    await expect(tab.locator('.receipt').textContent()).resolves.toContain(`First charge of $378 on ${yearOn}`);
    await expect(tab.locator('.receipt').textContent()).resolves.toContain('Nothing was charged today');
    await expect(storage(tab)).resolves.toEqual({ planName: null, pendingHosting: null });
    const [order] = await dbQuery<{ kind: string; status: string; amount_total: number }>(
      'select kind, status, amount_total from orders where checkout_session_id = $1',
      [hostingSession],
    );
    expect(order).toEqual({ kind: 'hosting', status: 'scheduled', amount_total: 0 });
    await context.close();
  });

  it('falls back to this tab when the browser blocks the checkout tab', async () => {
    const context = await newContext(browser);
    await context.addInitScript(() => {
      window.open = () => null;
    });
    const page = await openPricing(context);
    await getStarted(card(page, 'business-growth')).click();
    await page.waitForURL(/\/api\/sandbox\/checkout\/[^/]+$/);
    expect(context.pages()).toHaveLength(1);
    await expect(page.textContent('body')).resolves.toContain('Business Growth Website');
    await expect(storage(page)).resolves.toEqual({ planName: 'Business Growth Website', pendingHosting: 'business-growth' });
    await context.close();
  });

  it('sends a visitor without a session, for a checkout this browser did not pay, to /auth with the session id', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/payment-success?session_id=cs_sandbox_abc123');
    await page.waitForURL((url) => url.pathname === '/auth' && url.searchParams.get('session_id') === 'cs_sandbox_abc123');
    await context.close();
  });

  it('keeps the page and the hosting step when the order summary cannot be loaded for a moment', async () => {
    const context = await newContext(browser);
    await signIn(context);
    await context.addInitScript(() => {
      sessionStorage.setItem('planName', 'Basic Website');
      sessionStorage.setItem('pendingHosting', 'basic');
    });
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    await page.route('**/api/checkout/sessions/**', apiFailure(502, 'BILLING.PROVIDER_FAILED', 'Payment provider is unavailable'));
    await page.goto('/payment-success?session_id=cs_sandbox_summary_down');
    await h1(page).filter({ hasText: 'One More Step!' }).waitFor();
    await page.getByRole('status').filter({ hasText: 'We could not load your order summary just now.' }).waitFor();
    expect(await page.getByRole('button', { name: 'Complete Hosting Setup' }).isEnabled()).toBe(true);
    expect(await page.locator('.receipt').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('does not send a buyer to sign in when the session check itself fails (only a refused session does)', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.route('**/api/auth/refresh', apiFailure(503, 'SERVICE.UNAVAILABLE', 'The service is temporarily unavailable. Please try again.'));
    await page.route('**/api/checkout/sessions/**', apiFailure(429, 'RATE_LIMITED', 'Too many requests'));
    await page.goto('/payment-success?session_id=cs_sandbox_refresh_down');
    await h1(page).filter({ hasText: 'Payment Successful!' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/payment-success');
    await page.getByRole('status').filter({ hasText: 'We could not load your order summary just now.' }).waitFor();
    await context.close();
  });

  it('shows the application error page for an unknown checkout session', async () => {
    const context = await newContext(browser);
    await signIn(context);
    const page = await context.newPage();
    await page.goto('/payment-success?session_id=cs_does_not_exist');
    await page.getByRole('heading', { name: 'Unexpected Application Error!' }).waitFor();
    await page.getByText('404 Not Found').waitFor();
    await context.close();
  });
});
