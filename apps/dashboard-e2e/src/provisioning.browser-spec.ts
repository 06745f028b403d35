import { randomBytes, randomUUID } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { capturedMails, narrowViewport, overflowChecks } from '@fw/e2e-testing';
import {
  baseUrl,
  dbQuery,
  demo,
  dismissToast,
  launchBrowser,
  parseMail,
  searchList,
  seriousA11yViolations,
  signIn,
  toast,
  waitFor,
  watchPageErrors,
} from './support';

/**
 * docs/product.md §11.6 with §11.2's invitation: the admin turns a questionnaire into a client and a
 * website from its details, the client gets the invitation, chooses a password and edits the
 * starting sections.
 */
describe('questionnaire to client', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let errors: string[];
  const stamp = Date.now().toString(36);
  const business = `Mango Grove Bakery ${stamp}`;
  const email = `mango-${stamp}@example.test`;
  let submissionId = '';

  beforeAll(async () => {
    submissionId = randomUUID();
    // A completed questionnaire, as a visitor leaves one.
    await dbQuery(
      `insert into questionnaire_submissions (id, resume_token_hash, status, completed_at, current_step, business_name, business_email, business_phone, industry,
         main_goal, target_audience, desired_action, main_pages)
       values ($1, $2, 'completed', now(), 7, $3, $4, '(561) 555-0142', 'Bakery', 'Sell more birthday cakes', 'families in Wellington', 'Order a cake online', $5::jsonb)`,
      [submissionId, randomBytes(32).toString('hex'), business, email, JSON.stringify(['Home', 'Cakes', 'Catering', 'Contact'])],
    );
    browser = await launchBrowser();
    context = await browser.newContext({ baseURL: baseUrl(), bypassCSP: true, viewport: { width: 1400, height: 900 } });
    page = await context.newPage();
    errors = watchPageErrors(page);
    await signIn(page, demo.admin.email, demo.admin.password);
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });
  afterEach(() => expect(errors).toEqual([]));

  const openDetails = async (p: Page) => {
    await p.goto('/dashboard/admin/submissions');
    await p.getByRole('heading', { level: 1, name: 'Questionnaires' }).waitFor();
    await searchList(p, stamp);
    await p.getByRole('row').filter({ hasText: business }).getByRole('button', { name: 'View Details' }).click();
    return p.getByRole('dialog', { name: business });
  };

  it('creates the client and the website from the prefilled form; the questionnaire then shows its client', async () => {
    const details = await openDetails(page);
    await details.getByText('Not a client yet.').waitFor();
    await details.getByRole('button', { name: 'Create client and website' }).click();

    const dialog = page.getByRole('dialog', { name: 'Create client and website' });
    await waitFor(async () => ((await dialog.getByLabel('Email').inputValue()) === email ? true : undefined));
    expect(await dialog.getByLabel('Website Name').inputValue()).toBe(business);
    expect(await dialog.getByLabel('Full Name').inputValue()).toBe(business);
    const keys = await dialog.getByLabel('Key').evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));
    expect(keys).toEqual(['business_name', 'tagline', 'about_text', 'services', 'contact_email', 'contact_phone']);
    const texts = await dialog.getByLabel('Text').evaluateAll((inputs) => inputs.map((i) => (i as HTMLTextAreaElement).value));
    expect(texts[1]).toBe('Sell more birthday cakes');
    expect(texts[3]).toBe('Home\nCakes\nCatering\nContact');
    expect(await seriousA11yViolations(page)).toEqual([]);

    // The admin edits: a person's name, a shorter website name, no phone section, another tagline.
    await dialog.getByLabel('Full Name').fill('Maria Mango');
    await dialog.getByLabel('Website Name').fill(`Mango Grove ${stamp}`);
    await dialog.getByRole('button', { name: 'Remove section 6' }).click();
    await dialog.getByLabel('Text').nth(1).fill('Birthday cakes baked fresh in Wellington');
    await dialog.getByRole('button', { name: 'Create client and website' }).click();
    const created = toast(page, 'Client and website ready', `An invitation to choose a password was emailed to ${email}.`);
    await created.waitFor();
    await dismissToast(created);
    await dialog.waitFor({ state: 'detached' });

    await details.getByText('This questionnaire belongs to the client').waitFor();
    await details.getByText('Maria Mango').waitFor();
    expect(await details.getByRole('button', { name: 'Create client and website' }).count()).toBe(0);

    const [site] = await dbQuery<{ id: string; name: string; status: string; domain: string | null }>(
      `select w.id, w.name, w.status, w.domain from websites w join users u on u.id = w.owner_id where u.email = $1`,
      [email],
    );
    expect(site).toMatchObject({ name: `Mango Grove ${stamp}`, status: 'waiting_for_build', domain: null });
    const sections = await dbQuery<{ section_key: string; content_value: string }>(
      `select section_key, content_value from website_content where website_id = $1 order by section_key`,
      [site.id],
    );
    // The questionnaire's starting sections, and the template's own beside them.
    const storedKeys = sections.map((s) => s.section_key);
    expect(storedKeys).toEqual(expect.arrayContaining(['about_text', 'business_name', 'contact_email', 'services', 'tagline', 'hero_title', 'contact_phone']));
    expect(sections.find((s) => s.section_key === 'tagline')?.content_value).toBe('Birthday cakes baked fresh in Wellington');

    // Reopened later, the questionnaire still shows its client.
    await page.keyboard.press('Escape');
    const again = await openDetails(page);
    await again.getByText('Maria Mango').waitFor();
  });

  it('the client follows the invitation, chooses a password and edits the starting sections', async () => {
    const link = await waitFor(() => {
      for (const mail of capturedMails().reverse()) {
        const parsed = parseMail(mail.raw);
        if (!parsed.to.toLowerCase().includes(email)) continue;
        const found = parsed.text.match(/https?:\/\/[^\s"'<>]+\/auth\/reset-password\?token=[A-Za-z0-9_-]+&invite=1/)?.[0];
        if (found) return { found, subject: parsed.subject, text: parsed.text };
      }
      return undefined;
    }, 20000);
    expect(link.subject).toContain('Set up your');
    // Sent to an address nobody verified: nothing the questionnaire said rides along.
    expect(link.text).not.toContain('Mango');
    expect(link.text).not.toContain('Maria');

    const clientContext = await browser.newContext({ baseURL: baseUrl(), bypassCSP: true, viewport: { width: 1280, height: 900 } });
    const client = await clientContext.newPage();
    const clientErrors = watchPageErrors(client);
    await client.goto(new URL(link.found).pathname + new URL(link.found).search);
    await client.getByRole('heading', { name: 'Choose your password' }).waitFor();
    expect(await seriousA11yViolations(client)).toEqual([]);
    await client.getByLabel('New Password').fill('Mango-pass-123');
    await client.getByLabel('Confirm Password').fill('Mango-pass-123');
    await client.getByRole('button', { name: 'Set Password' }).click();
    await client.waitForURL(/\/auth$/);
    await signIn(client, email, 'Mango-pass-123');
    await client.goto('/dashboard/content');
    const tagline = client.getByLabel('Tagline', { exact: true });
    await tagline.waitFor();
    expect(await tagline.inputValue()).toBe('Birthday cakes baked fresh in Wellington');
    await tagline.fill('Cakes for every birthday in Wellington');
    await client.getByRole('button', { name: 'Save draft' }).click();
    await toast(client, 'Draft saved', 'Your changes have been saved.').waitFor();
    const [saved] = await dbQuery<{ content_value: string }>(
      `select coalesce(c.draft_value, c.content_value) as content_value from website_content c join websites w on w.id = c.website_id join users u on u.id = w.owner_id where u.email = $1 and c.section_key = 'tagline'`,
      [email],
    );
    expect(saved.content_value).toBe('Cakes for every birthday in Wellington');
    expect(clientErrors).toEqual([]);
    await clientContext.close();
  });

  it('a paid package makes its buyer a client; the admin resends the invitation from the client view', async () => {
    const buyer = `buyer-${stamp}@example.test`;
    const checkout = await page.request.post('/api/checkout', { data: { package_id: 'basic', term_years: 1, email: buyer } });
    expect(checkout.status()).toBe(201);
    const { session_id: sessionId } = (await checkout.json()) as { session_id: string };
    const paid = await page.request.post(`/api/sandbox/checkout/${sessionId}/pay`, { form: { email: buyer }, maxRedirects: 0 });
    expect(paid.status()).toBe(303);
    const [row] = await dbQuery<{ user_id: string; website: string; status: string }>(
      `select o.user_id, w.name as website, w.status from orders o join websites w on w.owner_id = o.user_id where o.checkout_session_id = $1`,
      [sessionId],
    );
    // Named for what it is until the buyer gives their business name at first sign-in.
    expect(row).toMatchObject({ website: 'New website', status: 'waiting_for_build' });
    const invitations = async () => (await dbQuery(`select id from email_logs where recipient_email = $1 and template = 'client-invite'`, [buyer])).length;
    expect(await invitations()).toBe(1);

    await page.goto(`/dashboard/admin/clients/${row.user_id}`);
    await page.getByText('This client has not chosen a password yet.', { exact: false }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Resend invitation' }).click();
    const sent = toast(page, 'Invitation sent', `A new link to choose a password was emailed to ${buyer}.`);
    await sent.waitFor();
    await dismissToast(sent);
    expect(await invitations()).toBe(2);

    // Manage Websites shows the record as waiting for its build; the admin marks it built.
    await page.goto('/dashboard/admin/websites');
    await page.getByRole('heading', { level: 1, name: 'Manage Websites' }).waitFor();
    // The website has no name of its own yet: the admin finds it by its owner.
    await page.getByRole('combobox', { name: 'Owner' }).fill(buyer);
    await page.locator('.ant-select-item-option').filter({ hasText: buyer }).click();
    const siteRow = page.getByRole('row').filter({ hasText: buyer });
    await siteRow.getByText('Waiting for build').waitFor();
    // The list shows the owner's website alone once the filter is applied (the page opened unfiltered).
    await waitFor(async () => ((await page.getByRole('row').filter({ hasText: 'New website' }).count()) === 1 ? true : undefined));
    // The owner picker's list closes after the choice (antd's closing list is not what is checked).
    await page.locator('.ant-select-dropdown:visible').waitFor({ state: 'detached' });
    expect(await seriousA11yViolations(page)).toEqual([]);
    await siteRow.getByRole('button', { name: 'Mark as built: New website' }).click();
    await toast(page, 'New website is marked as built.').waitFor();
    await siteRow.getByText('Waiting for build').waitFor({ state: 'detached' });
    const [built] = await dbQuery<{ status: string }>(`select status from websites where owner_id = $1`, [row.user_id]);
    expect(built.status).toBe('live');

    const narrow = await browser.newContext({ baseURL: baseUrl(), viewport: narrowViewport });
    const small = await narrow.newPage();
    await signIn(small, demo.admin.email, demo.admin.password);
    const { problems, check } = overflowChecks(small);
    await small.goto(`/dashboard/admin/clients/${row.user_id}`);
    await small.getByRole('button', { name: 'Resend invitation' }).waitFor();
    await check('client view with a pending invitation');
    expect(problems).toEqual({});
    await narrow.close();
  });

  it('the dialog reflows at 320 px', async () => {
    const other = randomUUID();
    await dbQuery(
      `insert into questionnaire_submissions (id, resume_token_hash, status, completed_at, business_name, business_email, main_goal) values ($1, $2, 'completed', now(), $3, $4, 'Grow')`,
      [other, randomBytes(32).toString('hex'), `Narrow Nursery ${stamp}`, `narrow-${stamp}@example.test`],
    );
    const narrow = await browser.newContext({ baseURL: baseUrl(), viewport: narrowViewport });
    const small = await narrow.newPage();
    await signIn(small, demo.admin.email, demo.admin.password);
    const { problems, check } = overflowChecks(small);
    await small.goto('/dashboard/admin/submissions');
    await searchList(small, `Narrow Nursery ${stamp}`);
    await small
      .getByRole('row')
      .filter({ hasText: `Narrow Nursery ${stamp}` })
      .getByRole('button', { name: 'View Details' })
      .click();
    await small.getByRole('button', { name: 'Create client and website' }).click();
    const dialog = small.getByRole('dialog', { name: 'Create client and website' });
    await dialog.getByLabel('Website Name').waitFor();
    await small.waitForFunction(() => !document.querySelector('.ant-modal-wrap [class*="zoom"]'));
    await check('create client dialog');
    expect(problems).toEqual({});
    await narrow.close();
  });
});
