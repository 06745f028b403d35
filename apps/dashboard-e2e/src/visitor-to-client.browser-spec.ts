import type { Browser, BrowserContext, Page } from 'playwright-core';
import { baseUrl, dbQuery, demo, dismissToast, launchBrowser, newContext, parseMail, searchList, signIn, toast, waitFor, watchPageErrors } from './support';
import { capturedMails } from '@fw/e2e-testing';

/**
 * docs/product.md §11, as one journey on the product `npm start` serves: an anonymous visitor buys
 * a package in the payment sandbox and is told what they paid; the receipt and the invitation arrive
 * and they choose a password; the dashboard shows the order and the next steps, and they fill the
 * questionnaire from the receipt's link. The admin sees it all on the admin home, turns the
 * questionnaire into a client and website (finding the ones the payment provisioned), names the
 * website, gives it its starting sections and marks it built; the client edits a section, which is
 * saved and served by the public content API.
 *
 * The steps share state and run in order; each `it` is one step a person takes.
 */
describe('from visitor to client (docs/product.md §11)', () => {
  let browser: Browser;
  let adminContext: BrowserContext;
  let buyerContext: BrowserContext;
  let admin: Page;
  let buyerPage: Page;
  const errors: string[][] = [];
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const buyer = `visitor-${stamp}@example.test`;
  const password = 'Visitor-pass-123';
  const business = `Sunrise Kayak Tours ${stamp}`;
  const domain = `sunrise-kayak-${stamp}.example`;
  const tagline = 'Guided kayak tours at sunrise in the Florida Keys';
  const editedTagline = `Paddle with manatees at dawn ${stamp}`;
  let sessionId = '';
  let orderId = '';
  let userId = '';
  let submissionId = '';
  let receiptText = '';
  let before: Record<string, number> = {};

  const CARDS = [
    'New questionnaires',
    'Abandoned drafts',
    'New contact messages',
    'Paid orders waiting for a build',
    'E-mails that failed',
    'Renewals due',
    'Changes to review',
  ];

  /** The numbers the admin home's cards show now: title → number. */
  async function shownCounts(): Promise<Record<string, number>> {
    const cards = admin.getByRole('list', { name: 'Work waiting' });
    const counts: Record<string, number> = {};
    for (const title of CARDS) {
      const link = cards.getByRole('link', { name: new RegExp(`^${title} \\d+ `) });
      await link.waitFor();
      const text = (await link.innerText()).replace(title, '');
      counts[title] = Number(/\d+/.exec(text)?.[0]);
    }
    return counts;
  }

  /**
   * Opens the admin home and reads its cards once they show the fresh overview: the
   * page first shows what it held from the last visit, then the answer it fetches on opening.
   */
  async function adminHomeCounts(): Promise<Record<string, number>> {
    // Already on it, the admin reloads the page; elsewhere they open it from the menu.
    const onHome = new URL(admin.url()).pathname === '/dashboard';
    const [response] = await Promise.all([
      admin.waitForResponse((r) => new URL(r.url()).pathname === '/api/admin/overview' && r.request().method() === 'GET'),
      onHome ? admin.reload() : admin.getByRole('link', { name: 'Dashboard', exact: true }).click(),
    ]);
    expect(response.status()).toBe(200);
    const fresh = ((await response.json()) as { cards: Array<{ count: number }> }).cards.map((c) => c.count);
    return waitFor(async () => {
      const counts = await shownCounts();
      return JSON.stringify(Object.values(counts)) === JSON.stringify(fresh) ? counts : undefined;
    });
  }

  /** 'Nov 23, 2027': `years` after `from`, as pages and e-mails print a day (UTC). */
  function dayAfter(from: Date, years: number): string {
    const day = new Date(from.getTime());
    day.setUTCFullYear(day.getUTCFullYear() + years);
    return new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(day);
  }

  /** The newest captured e-mail to the buyer that satisfies `match`. */
  function mailTo(match: (m: { subject: string; text: string }) => boolean): Promise<{ subject: string; text: string }> {
    return waitFor(
      () =>
        capturedMails()
          .reverse()
          .map((m) => parseMail(m.raw))
          .find((m) => m.to.toLowerCase().includes(buyer) && match(m)),
      20000,
    );
  }

  const pathOf = (link: string) => {
    const url = new URL(link.replace(/&amp;/g, '&'));
    return url.pathname + url.search;
  };

  beforeAll(async () => {
    browser = await launchBrowser();
    adminContext = await browser.newContext({ baseURL: baseUrl(), viewport: { width: 1400, height: 900 } });
    admin = await adminContext.newPage();
    errors.push(watchPageErrors(admin));
    buyerContext = await newContext(browser);
  });
  afterAll(async () => {
    await buyerContext?.close();
    await adminContext?.close();
    await browser?.close();
  });
  afterEach(() => expect(errors.flat()).toEqual([]));

  it('1. the admin signs in and reads the work waiting on the admin home', async () => {
    await signIn(admin, demo.admin.email, demo.admin.password);
    before = await shownCounts();
    for (const title of CARDS) expect(Number.isInteger(before[title])).toBe(true);
  });

  it('2. an anonymous visitor buys the Basic package in the sandbox and is told what they paid', async () => {
    const pricing = await buyerContext.newPage();
    errors.push(watchPageErrors(pricing));
    await pricing.goto('/pricing');
    await pricing.waitForFunction(() =>
      Array.from(document.querySelectorAll('[data-island]')).every((island) => island.getAttribute('data-hydrated') === 'true'),
    );
    const getStarted = pricing.locator('[data-package="basic"]').getByRole('button', { name: /^(Get Started|Loading\.\.\.)/ });
    await pricing.getByRole('radio', { name: '1 year', exact: true }).check();
    await expect(getStarted.textContent()).resolves.toBe('Get Started - $475');

    // The checkout opens in a new tab; the sandbox asks for the receipt address.
    const [tab] = await Promise.all([buyerContext.waitForEvent('page'), getStarted.click()]);
    buyerPage = tab;
    errors.push(watchPageErrors(buyerPage));
    await buyerPage.waitForURL(/\/api\/sandbox\/checkout\/[^/]+$/);
    await expect(buyerPage.textContent('body')).resolves.toContain('Basic Website');
    await buyerPage.locator('input[name="email"]').fill(buyer);
    const pay = buyerPage.getByRole('button', { name: /^Pay / });
    await expect(pay.textContent()).resolves.toContain('$475');
    await pay.click();

    // The browser that paid stays on the page after payment: the account made at payment waits for
    // its password there, under the receipt of what was paid.
    await buyerPage.waitForURL(/\/payment-success\?session_id=/);
    sessionId = new URL(buyerPage.url()).searchParams.get('session_id') ?? '';
    const setUp = buyerPage.getByRole('form', { name: 'Set up your account' });
    await setUp.waitFor();
    expect(await setUp.innerText()).toContain(buyer);
    const summary = buyerPage.locator('.receipt');
    const [order] = await dbQuery<{ id: string; status: string; amount_total: number; paid_at: Date; user_id: string | null; buyer_email: string }>(
      'select id, status, amount_total, paid_at, user_id, buyer_email from orders where checkout_session_id = $1',
      [sessionId],
    );
    expect(order).toMatchObject({ status: 'paid', amount_total: 47500, buyer_email: buyer });
    orderId = order.id;
    const renewalDay = dayAfter(new Date(order.paid_at), 1);
    const text = await summary.innerText();
    expect(text).toContain('Basic Website, 1 year');
    expect(text).toContain('$475');
    expect(text).toContain(`Hosting is included until ${renewalDay}; after that it renews at $378/year.`);
    expect(text).toContain('"Set up your account"');

    // Paying provisioned the buyer: an invited account that owns the order, and a website waiting for its build.
    expect(order.user_id).not.toBeNull();
    userId = order.user_id as string;
    const sites = await dbQuery<{ name: string; status: string; domain: string | null; order_id: string }>(
      'select name, status, domain, order_id from websites where owner_id = $1',
      [userId],
    );
    // Never named after the e-mail: the buyer names the business on the first sign-in.
    expect(sites).toEqual([{ name: 'New website', status: 'waiting_for_build', domain: null, order_id: orderId }]);
  });

  it('3. the receipt and the invitation arrive; the buyer chooses a password; the dashboard shows the order and the next steps', async () => {
    const [order] = await dbQuery<{ paid_at: Date }>('select paid_at from orders where id = $1', [orderId]);
    const renewalDay = dayAfter(new Date(order.paid_at), 1);
    const receipt = await mailTo((m) => /receipt/i.test(m.subject));
    receiptText = receipt.text;
    expect(receipt.text).toContain('Basic Website, 1 year');
    expect(receipt.text).toContain('$475.00');
    expect(receipt.text).toContain(`Your hosting is included until ${renewalDay}. After that, hosting renews at $378.00/year`);
    expect(receipt.text).toContain(`${baseUrl()}/start`);
    expect(receipt.text).toContain(`${baseUrl()}/dashboard`);

    const inviteLink = /https?:\/\/[^\s"'<>]+\/auth\/reset-password\?token=[A-Za-z0-9_\-.~%]+(?:&|&amp;)invite=1/;
    const invite = await mailTo((m) => inviteLink.test(m.text));
    expect(invite.subject).toContain('Set up your');
    expect(receipt.text).toContain('Set up your');

    // The buyer chooses the password right on the page after payment and is signed in.
    const setUp = buyerPage.getByRole('form', { name: 'Set up your account' });
    await setUp.getByLabel('Password', { exact: true }).fill(password);
    await setUp.getByLabel('Repeat the password').fill(password);
    await setUp.getByRole('button', { name: 'Set password and sign in' }).click();
    await setUp.waitFor({ state: 'detached' });
    const heading = buyerPage.getByRole('heading', { name: /^(One More Step!|Payment Successful!)$/ });
    await heading.waitFor();
    if ((await heading.innerText()) === 'One More Step!') await buyerPage.getByRole('button', { name: 'Skip for now' }).click();
    await buyerPage.getByRole('heading', { name: 'Payment Successful!' }).waitFor();
    await buyerPage.getByRole('link', { name: 'Go to Dashboard' }).click();

    // The first sign-in asks for the names, then greets by name.
    await buyerPage.getByRole('heading', { name: 'Welcome!', exact: true }).waitFor();
    await buyerPage.getByLabel('Your name').fill('Robin Visitor');
    await buyerPage.getByLabel('Business name').fill(business);
    await buyerPage.getByRole('button', { name: 'Continue' }).click();
    await buyerPage.getByRole('heading', { name: 'Welcome back, Robin Visitor!' }).waitFor();

    // Next steps: the hosting renewal skipped at checkout; the project card: paid, the questionnaire is next.
    const steps = buyerPage.getByRole('list', { name: 'Next steps' });
    await steps.getByText('Set up your hosting renewal').waitFor();
    expect(await steps.innerText()).toContain(`First charge of $378 on ${renewalDay}. Nothing is charged today.`);
    const next = buyerPage.getByRole('region', { name: 'What comes next' });
    await next.getByText('Next: Tell us about your business').waitFor();
    expect(await next.getByRole('link', { name: 'Start Your Questionnaire' }).getAttribute('href')).toBe('/start');

    // The order, on the Billing page.
    await buyerPage.getByRole('link', { name: 'Billing', exact: true }).first().click();
    await buyerPage.getByRole('heading', { level: 1, name: 'Billing' }).waitFor();
    const row = buyerPage.getByRole('row').filter({ hasText: 'Basic Website' });
    expect(await row.innerText()).toMatch(/1 year[\s\S]*\$475\.00[\s\S]*paid/);
    await buyerPage.getByText('Hosting renewal not set up').waitFor();
    const [account] = await dbQuery<{ email: string; confirmed: boolean }>(
      'select email, email_confirmed_at is not null as confirmed from users where id = $1',
      [userId],
    );
    expect(account).toEqual({ email: buyer, confirmed: true });
  });

  it('4. the buyer fills the questionnaire from the link in the receipt', async () => {
    const startLink = new RegExp(`${baseUrl().replace(/[.]/g, '\\.')}/start(?=[\\s"'<>)]|$)[^\\s"'<>)]*`).exec(receiptText)?.[0];
    expect(startLink).toBeDefined();
    const page = buyerPage;
    await page.goto(pathOf(startLink as string));
    await page.locator('.q-page[data-hydrated="true"][data-busy="idle"]').waitFor();
    const next = async (to: number) => {
      await page.getByRole('button', { name: 'Next', exact: true }).click();
      await page.locator('.q-page[data-busy="idle"]').waitFor();
      await page.getByText(`Step ${to} of 7`, { exact: true }).waitFor();
    };
    await page.getByText('Step 1 of 7', { exact: true }).waitFor();
    await page.getByRole('textbox', { name: 'Business name', exact: true }).fill(business);
    await page.getByRole('textbox', { name: 'Industry', exact: true }).fill('Outdoor tours');
    await page.getByRole('textbox', { name: 'Business email', exact: true }).fill(buyer);
    await page.getByRole('textbox', { name: 'Business phone', exact: true }).fill('(305) 555-0147');
    await next(2);
    await page.getByLabel('What is the main goal of your website?').fill(tagline);
    await page.getByLabel('Who is your target audience?').fill('Visitors to the Keys and local families');
    await page.getByLabel('What should visitors do on your website?').fill('Book a tour');
    for (let step = 3; step <= 7; step++) await next(step);
    await page.getByRole('button', { name: 'Submit Questionnaire' }).click();
    await page.waitForURL('**/questionnaire-success');

    const [submission] = await dbQuery<{ id: string; status: string; business_email: string }>(
      'select id, status, business_email from questionnaire_submissions where business_name = $1',
      [business],
    );
    expect(submission).toMatchObject({ status: 'completed', business_email: buyer });
    submissionId = submission.id;
  });

  it('5. the admin home counts the questionnaire and the paid order; the questionnaire becomes the provisioned client', async () => {
    const now = await adminHomeCounts();
    expect(now['New questionnaires']).toBe(before['New questionnaires'] + 1);
    expect(now['Paid orders waiting for a build']).toBe(before['Paid orders waiting for a build'] + 1);

    // The card opens the list it counts; the new questionnaire is in it.
    await admin
      .getByRole('list', { name: 'Work waiting' })
      .getByRole('link', { name: /^New questionnaires \d+ / })
      .click();
    await admin.waitForURL(/\/dashboard\/admin\/submissions\?/);
    await admin.getByText('Showing the items from the overview').waitFor();
    await searchList(admin, stamp);
    await admin.getByRole('row').filter({ hasText: business }).getByRole('button', { name: 'View Details' }).click();
    const details = admin.getByRole('dialog', { name: business });
    await details.getByText(buyer).first().waitFor();

    const linked = await waitFor(async () => {
      if (await details.getByText('This questionnaire belongs to the client').count()) return 'already';
      if (await details.getByText('Not a client yet.').count()) return 'not yet';
      return undefined;
    });
    expect(linked).toBe('already');
    // Filled in signed in, the questionnaire is already the client's (else the admin makes it so):
    // the admin fills the website, and the product finds the account and the website the payment
    // made instead of making them twice.
    await details.getByRole('button', { name: 'Create client and website' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Create client and website' });
    await waitFor(async () => ((await dialog.getByLabel('Email').inputValue()) === buyer ? true : undefined));
    expect(await dialog.getByLabel('Website Name').inputValue()).toBe(business);
    const texts = await dialog.getByLabel('Text').evaluateAll((inputs) => inputs.map((i) => (i as HTMLTextAreaElement).value));
    expect(texts).toContain(tagline);
    await dialog.getByRole('button', { name: 'Create client and website' }).click();
    // The website the payment made was still empty: it takes the form's name and starting sections.
    const ready = toast(
      admin,
      'Client and website ready',
      'A client with this email already existed and was used.',
      'Their website, waiting for its build, took this name and these sections.',
    );
    await ready.waitFor();
    // The buyer already chose a password: no second invitation.
    expect(await ready.innerText()).not.toMatch(/invitation/i);
    await dismissToast(ready);
    await dialog.waitFor({ state: 'detached' });
    await details.getByText('This questionnaire belongs to the client').waitFor();
    await details.getByText(buyer).first().waitFor();

    // One account, one website, all linked; one invitation only.
    const [submission] = await dbQuery<{ client_id: string }>('select client_id from questionnaire_submissions where id = $1', [submissionId]);
    expect(submission.client_id).toBe(userId);
    const sites = await dbQuery<{ status: string; order_id: string; submission_id: string }>(
      'select status, order_id, submission_id from websites where owner_id = $1',
      [userId],
    );
    expect(sites).toEqual([{ status: 'waiting_for_build', order_id: orderId, submission_id: submissionId }]);
    expect(await dbQuery('select id from users where lower(email) = $1', [buyer])).toHaveLength(1);
    expect(await dbQuery("select id from email_logs where recipient_email = $1 and template = 'client-invite'", [buyer])).toHaveLength(1);
    await details.getByRole('button', { name: 'Close' }).first().click();
    await details.waitFor({ state: 'hidden' });
  });

  it('6. the admin gives the website its domain and one more section, and marks it built', async () => {
    // Step 5's form named the website the payment made (after the buyer's e-mail, empty) and gave it
    // its starting sections; a questionnaire linked at payment would have named it already.
    await admin.getByRole('link', { name: 'Manage Websites', exact: true }).click();
    await admin.getByRole('heading', { level: 1, name: 'Manage Websites' }).waitFor();
    const search = await searchList(admin, stamp);
    const provisioned = admin.getByRole('row').filter({ hasText: business }).filter({ hasText: 'Waiting for build' });
    await provisioned.waitFor();
    await provisioned.getByRole('button', { name: `Edit ${business}` }).click();
    const edit = admin.getByRole('dialog', { name: 'Edit Website' });
    await waitFor(async () => ((await edit.getByLabel('Website Name').inputValue()) === business ? true : undefined));
    await edit.getByLabel('Domain').fill(domain);
    await edit.getByRole('button', { name: 'Update Website' }).click();
    const updated = toast(admin, 'Website updated successfully.');
    await updated.waitFor();
    await dismissToast(updated);
    await edit.waitFor({ state: 'hidden' });

    await search.fill(stamp);
    await search.press('Enter');
    const row = admin.getByRole('row').filter({ hasText: domain });
    await row.getByText(business).waitFor();
    await row.getByRole('link', { name: `Sections of ${business}` }).click();
    await admin.waitForURL(/\/dashboard\/admin\/websites\/[0-9a-f-]{36}\/sections$/);
    await admin.getByRole('heading', { level: 1, name: 'Content Sections' }).waitFor();
    // The starting sections from the questionnaire are there; the admin adds one the template does not have.
    await admin.getByRole('cell', { name: 'tagline', exact: true }).waitFor();
    for (const [key, value] of [['tour_notes', `${business} runs small-group kayak tours from Islamorada.`]]) {
      await admin.getByRole('button', { name: 'Add Section' }).click();
      const dialog = admin.getByRole('dialog', { name: 'Add Section' });
      await dialog.getByLabel('Section Key').fill(key);
      await dialog.getByLabel('Content').fill(value);
      await dialog.getByRole('button', { name: 'Add Section' }).click();
      const created = toast(admin, 'Section created.');
      await created.waitFor();
      await dismissToast(created);
      await dialog.waitFor({ state: 'hidden' });
      await admin.getByRole('cell', { name: key, exact: true }).waitFor();
    }

    await admin.getByRole('link', { name: 'Back to websites' }).click();
    await admin.getByRole('heading', { level: 1, name: 'Manage Websites' }).waitFor();
    await searchList(admin, stamp);
    const built = admin.getByRole('row').filter({ hasText: domain });
    await built.getByRole('button', { name: `Mark as built: ${business}` }).click();
    const marked = toast(admin, `${business} is marked as built.`);
    await marked.waitFor();
    await dismissToast(marked);
    await waitFor(async () => ((await built.getByText('Waiting for build').count()) === 0 ? true : undefined));
    const [site] = await dbQuery<{ name: string; domain: string; status: string }>('select name, domain, status from websites where owner_id = $1', [userId]);
    expect(site).toEqual({ name: business, domain, status: 'live' });

    // Built: the order no longer waits on the admin home.
    const now = await adminHomeCounts();
    expect(now['Paid orders waiting for a build']).toBe(before['Paid orders waiting for a build']);
    // The admin opened the questionnaire in step 5: it is no longer new.
    expect(now['New questionnaires']).toBe(before['New questionnaires']);
  });

  it('7. the client edits their section: saved as a draft, published, and served by the public content API', async () => {
    await buyerPage.goto('/dashboard');
    await buyerPage.getByRole('heading', { name: /^Welcome back, / }).waitFor();
    await buyerPage.getByText(business).first().waitFor();
    await buyerPage.getByText(domain).first().waitFor();
    await buyerPage.getByRole('link', { name: 'Edit Content', exact: true }).click();
    const field = buyerPage.getByLabel('Tagline', { exact: true });
    await field.waitFor();
    expect(await field.inputValue()).toBe(tagline);
    await field.fill(editedTagline);
    await buyerPage.getByRole('button', { name: 'Save draft' }).click();
    await toast(buyerPage, 'Draft saved', 'Your changes have been saved.').waitFor();

    const [saved] = await dbQuery<{ content_value: string }>(
      "select coalesce(c.draft_value, c.content_value) as content_value from website_content c join websites w on w.id = c.website_id where w.owner_id = $1 and c.section_key = 'tagline'",
      [userId],
    );
    expect(saved.content_value).toBe(editedTagline);
    // A saved draft is not public yet: the public content API shows it once published.
    await buyerPage.getByRole('button', { name: 'Publish' }).click();
    await toast(buyerPage, 'Published').waitFor();
    const res = await fetch(`${baseUrl()}/api/public/sites/${domain}/content`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { website: { name: string; domain: string }; sections: Record<string, string> };
    expect(body.website).toMatchObject({ name: business, domain });
    expect(body.sections.tagline).toBe(editedTagline);
    expect(body.sections.tour_notes).toContain('small-group kayak tours');
  });
});
