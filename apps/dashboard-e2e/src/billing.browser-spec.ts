import fs from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { capturedMails, narrowViewport, overflowChecks } from '@fw/e2e-testing';
import { baseUrl, dbQuery, demo, launchBrowser, parseMail, seriousA11yViolations, signIn, toast, waitFor, watchPageErrors } from './support';

const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp/h7-shots';

/**
 * docs/product.md §11.1, §11.3 and §11.4, as a buyer and the admin live them: pay in the sandbox without an
 * account, land on /auth told what was paid (package, term, add-ons, total, hosting renewal date)
 * with the e-mail filled in; sign up and confirm; the dashboard's Next steps offer the skipped
 * hosting setup and the questionnaire; the receipt e-mail links to /start and /dashboard; Billing
 * lists the order, sets up and then cancels the renewal. The admin lands on the overview, opens the
 * paid orders from it, the order's detail and the client's, with the same billing. Every page is
 * axe-clean, fits 320 px and is photographed at 1400 and 390 px.
 */
describe('after paying, billing and the admin home', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let errors: string[];
  const stamp = Date.now();
  const buyer = `buyer-${stamp}@example.test`;
  const password = 'Buyer-pass-123';
  let sessionId = '';

  /** Photographs the page at 1400 and 390 px, checks it at 320 px (no sideways scroll) and with axe. */
  async function inspect(name: string, ready: (p: Page) => Promise<unknown>): Promise<void> {
    const url = page.url();
    for (const [label, viewport] of [
      ['1400', { width: 1400, height: 900 }],
      ['390', { width: 390, height: 844 }],
      ['320', narrowViewport],
    ] as const) {
      await page.setViewportSize(viewport);
      await ready(page);
      await page.waitForLoadState('networkidle');
      if (label === '320') {
        const { problems, check } = overflowChecks(page);
        await check(name);
        expect(problems).toEqual({});
      } else {
        await page.screenshot({ path: `${SHOTS}/${name}-${label}.png`, fullPage: true });
      }
    }
    await page.setViewportSize({ width: 1400, height: 900 });
    expect(page.url()).toBe(url);
    expect(await seriousA11yViolations(page)).toEqual([]);
  }

  beforeAll(async () => {
    fs.mkdirSync(SHOTS, { recursive: true });
    const checkout = await fetch(`${baseUrl()}/api/checkout`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': `billing-journey-${stamp}` },
      body: JSON.stringify({ package_id: 'basic', term_years: 2, add_on_ids: ['logo-brand-kit'], email: buyer }),
    });
    sessionId = ((await checkout.json()) as { session_id: string }).session_id;
    const paid = await fetch(`${baseUrl()}/api/sandbox/checkout/${sessionId}/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
    browser = await launchBrowser();
    context = await browser.newContext({ baseURL: baseUrl(), bypassCSP: true, viewport: { width: 1400, height: 900 } });
    page = await context.newPage();
    errors = watchPageErrors(page);
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });
  afterEach(() => expect(errors).toEqual([]));

  it('tells the buyer on /auth what was paid, above the subtitle, with their e-mail filled in', async () => {
    // Not signed in: the payment-success page sends the buyer to /auth with the session id.
    await page.goto(`/payment-success?session_id=${sessionId}`);
    await page.waitForURL(/\/auth\?session_id=/);
    const summary = page.getByRole('region', { name: 'Your purchase' });
    await summary.getByRole('heading', { name: 'Payment received. Thank you!' }).waitFor();
    const [order] = await dbQuery<{ paid_at: Date }>('select paid_at from orders where checkout_session_id = $1', [sessionId]);
    const renewal = new Date(order.paid_at);
    renewal.setUTCFullYear(renewal.getUTCFullYear() + 2);
    const day = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(renewal);
    const text = await summary.innerText();
    expect(text).toContain('Basic Website, 2 years');
    expect(text).toContain('Logo + Brand Kit ($99)');
    expect(text).toContain('$952');
    expect(text).toContain(`Included until ${day}, then renews at $378/year`);
    // The summary stands above the spec's subtitle.
    const subtitle = page.getByText('Your account was created when you paid.', { exact: false });
    const [summaryBox, subtitleBox] = [await summary.boundingBox(), await subtitle.boundingBox()];
    expect(summaryBox!.y + summaryBox!.height).toBeLessThanOrEqual(subtitleBox!.y);
    // The account exists since the payment: Sign In is the open tab (a sign-up would only be
    // answered with the invitation again), its e-mail is the buyer's.
    expect(await page.getByRole('tab', { name: 'Sign In' }).getAttribute('aria-selected')).toBe('true');
    await waitFor(async () => ((await page.getByRole('tabpanel').getByLabel('Email').inputValue()) === buyer ? true : undefined));
    await inspect('auth-after-payment', (p) => p.getByRole('region', { name: 'Your purchase' }).waitFor());
  });

  it('mails a receipt that names the purchase and its renewal, and links to /start and /dashboard', async () => {
    const receipt = await waitFor(() =>
      capturedMails()
        .map((m) => parseMail(m.raw))
        .find((m) => m.to.toLowerCase().includes(buyer) && /receipt/i.test(m.subject)),
    );
    expect(receipt.text).toContain('Basic Website, 2 years');
    expect(receipt.text).toContain('Logo + Brand Kit');
    expect(receipt.text).toContain('$952.00');
    expect(receipt.text).toMatch(/hosting renews at \$378\.00\/year/);
    expect(receipt.text).toContain(`${baseUrl()}/start`);
    expect(receipt.text).toContain(`${baseUrl()}/dashboard`);
  });

  it('after the "Set up your account" e-mail, the dashboard offers the skipped hosting setup and the questionnaire', async () => {
    // The paid package made the buyer an invited account; paid from another browser (this one
    // never started the checkout), the e-mailed invitation is how they choose the password.
    const link = await waitFor(() =>
      capturedMails()
        .reverse()
        .map((m) => parseMail(m.raw))
        .filter((m) => m.to.toLowerCase().includes(buyer))
        .map((m) => /https?:\/\/[^\s"'<>]+\/auth\/(?:confirm|reset-password)\?token=[A-Za-z0-9_\-.~%]+(?:&(?:amp;)?invite=1)?/.exec(m.text)?.[0])
        .find(Boolean),
    );
    await page.goto(link.replace('&amp;', '&'));
    if (link.includes('/auth/reset-password')) {
      await page.getByLabel('New Password').fill(password);
      await page.getByLabel('Confirm Password').fill(password);
      await page.getByRole('button', { name: /^(Set|Reset) Password$/ }).click();
      await page.waitForURL(/\/auth$/);
      await signIn(page, buyer, password);
    }
    await page.waitForURL(/\/dashboard$/);
    const steps = page.getByRole('list', { name: 'Next steps' });
    await steps.getByText('Set up your hosting renewal').waitFor();
    expect(await steps.innerText()).toMatch(/First charge of \$378 on [A-Z][a-z]{2} \d{1,2}, \d{4}\. Nothing is charged today\./);
    // The project card's next step, from the buyer: the questionnaire.
    expect(await page.getByRole('region', { name: 'What comes next' }).getByRole('link', { name: 'Start Your Questionnaire' }).getAttribute('href')).toBe(
      '/start',
    );
    await inspect('dashboard-next-steps', (p) => p.getByRole('list', { name: 'Next steps' }).waitFor());
  });

  it('Billing lists the order with its receipt; the renewal is set up from it, then canceled', async () => {
    await page
      .getByRole('navigation', { name: 'Dashboard' })
      .getByRole('link', { name: 'Billing' })
      .click()
      .catch(async () => page.goto('/dashboard/billing'));
    await page.getByRole('heading', { level: 1, name: 'Billing' }).waitFor();
    const row = page.getByRole('row').filter({ hasText: 'Basic Website' });
    expect(await row.innerText()).toMatch(/2 years[\s\S]*Logo \+ Brand Kit[\s\S]*\$952\.00[\s\S]*paid/);
    await row.getByRole('button', { name: /^View receipt of Basic Website, 2 years/ }).click();
    const receipt = page.getByRole('dialog', { name: 'Receipt' });
    await receipt.getByText('$378.00/year from').waitFor();
    await inspect('billing-receipt', (p) => p.getByRole('dialog', { name: 'Receipt' }).waitFor());
    await receipt.getByRole('button', { name: 'Close' }).first().click();
    await receipt.waitFor({ state: 'hidden' });
    await page.getByText('Hosting renewal not set up').waitFor();
    await inspect('billing-pending', (p) => p.getByText('Hosting renewal not set up').waitFor());

    await page.getByRole('button', { name: 'Complete Hosting Setup' }).first().click();
    await page.waitForURL(/\/api\/sandbox\/checkout\//);
    await page.getByRole('button', { name: /^Save card: First charge of \$378 on / }).click();
    await page.waitForURL(/\/payment-success\?session_id=/);
    await page.getByRole('heading', { name: 'Payment Successful!' }).waitFor();

    await page.goto('/dashboard/billing');
    const renewal = page.getByRole('region', { name: 'Basic Website Hosting Renewal' });
    await renewal.getByText('Scheduled').waitFor();
    expect(await renewal.innerText()).toMatch(/\$378\.00\/year[\s\S]*Next charge[\s\S]*[A-Z][a-z]{2} \d{1,2}, \d{4}/);
    await inspect('billing-scheduled', (p) => p.getByRole('region', { name: 'Basic Website Hosting Renewal' }).getByText('Scheduled').waitFor());

    await renewal.getByRole('button', { name: 'Cancel renewal' }).click();
    const confirm = page.getByRole('dialog', { name: 'Cancel your hosting renewal?' });
    await confirm.getByText('will not happen').waitFor();
    await confirm.getByRole('button', { name: 'Cancel renewal' }).click();
    await toast(page, 'Your hosting renewal is canceled').waitFor();
    await renewal.getByText('Canceled').waitFor();
    await renewal.getByText('Nothing more will be charged.').waitFor();
    expect(await renewal.getByRole('button', { name: 'Cancel renewal' }).count()).toBe(0);
    await page.getByRole('row').filter({ hasText: 'Hosting renewal set-up' }).getByText('canceled', { exact: true }).waitFor();
    const [row2] = await dbQuery<{ renewal_canceled_at: Date | null }>("select renewal_canceled_at from orders where kind = 'hosting' and buyer_email = $1", [
      buyer,
    ]);
    expect(row2.renewal_canceled_at).not.toBeNull();
    // The package's receipt no longer quotes a renewal price that will never be charged.
    await page.getByRole('button', { name: /^View receipt of Basic Website, 2 years/ }).click();
    const canceledReceipt = page.getByRole('dialog', { name: 'Receipt' });
    await canceledReceipt.getByText('Canceled. Nothing more will be charged.').waitFor();
    expect(await canceledReceipt.innerText()).not.toContain('/year from');
    await canceledReceipt.getByRole('button', { name: 'Close' }).first().click();
    await canceledReceipt.waitFor({ state: 'hidden' });
    await inspect('billing-canceled', (p) => p.getByRole('region', { name: 'Basic Website Hosting Renewal' }).getByText('Canceled').waitFor());
  });

  it("admins land on the overview; a card opens its filtered list, the order's and the client's billing", async () => {
    await context.clearCookies();
    await page.evaluate(() => localStorage.clear());
    await signIn(page, demo.admin.email, demo.admin.password);
    const cards = page.getByRole('list', { name: 'Work waiting' });
    for (const title of [
      'New questionnaires',
      'Abandoned drafts',
      'New contact messages',
      'Paid orders waiting for a build',
      'E-mails that failed',
      'Renewals due',
    ]) {
      await cards.getByRole('link', { name: new RegExp(`^${title} \\d+ `) }).waitFor();
    }
    await inspect('admin-overview', (p) => p.getByRole('list', { name: 'Work waiting' }).waitFor());

    await cards.getByRole('link', { name: /^Paid orders waiting for a build \d+ / }).click();
    await page.waitForURL(/\/dashboard\/admin\/orders\?.*kind.*package/);
    await page.getByText('Showing the items from the overview').waitFor();
    const row = page.getByRole('row').filter({ hasText: buyer });
    await row.waitFor();
    await row.getByRole('link', { name: /details and billing$/ }).click();
    await page.waitForURL(/\/dashboard\/admin\/orders\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { level: 1, name: 'Basic Website, 2 years' }).waitFor();
    await page.getByRole('row').filter({ hasText: 'Logo + Brand Kit' }).first().waitFor();
    await page.getByRole('region', { name: 'Basic Website Hosting Renewal' }).getByText('Canceled').waitFor();
    await inspect('admin-order', (p) => p.getByRole('heading', { level: 1, name: 'Basic Website, 2 years' }).waitFor());

    await page.getByRole('link', { name: 'Open client' }).click();
    await page.waitForURL(/\/dashboard\/admin\/clients\/[0-9a-f-]{36}$/);
    await page.getByText(buyer).first().waitFor();
    await page.getByRole('row').filter({ hasText: 'Basic Website' }).first().waitFor();
    await inspect('admin-client', (p) => p.getByRole('heading', { level: 2, name: 'Orders' }).waitFor());
  });
});
