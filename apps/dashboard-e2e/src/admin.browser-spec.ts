import type { Browser, BrowserContext, Page } from 'playwright-core';
import { dbQuery, demo, dismissToast, launchBrowser, newContext, recordApiCalls, searchList, signIn, toast, waitFor, watchPageErrors } from './support';

const WEBSITE_ID = '00000000-0000-4000-8000-000000000101';

describe('the demo admin in the dashboard', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let errors: string[];
  const stamp = Date.now();
  const client = { email: `owner-${stamp}@example.test`, name: `Olive Owner ${stamp}` };

  beforeAll(async () => {
    browser = await launchBrowser();
    context = await newContext(browser);
    page = await context.newPage();
    errors = watchPageErrors(page);
    await signIn(page, demo.admin.email, demo.admin.password);
  });
  afterAll(async () => {
    await context.close();
    await browser.close();
  });
  afterEach(() => expect(errors).toEqual([]));

  /** Other journeys add websites: the demo one is found by its domain, wherever it sorts. */
  async function findDemoWebsite(): Promise<void> {
    await searchList(page, 'sunshinebakery');
  }

  it('creates a client account', async () => {
    // exact: the admin home also links 'New questionnaires' and the like.
    for (const link of ['Manage Clients', 'Manage Websites', 'Questionnaires', 'Communications'])
      await page.getByRole('link', { name: link, exact: true }).waitFor();
    await page.getByRole('link', { name: 'Manage Clients' }).click();
    await page.waitForURL(/\/dashboard\/admin\/clients(\?|$)/);
    // The list opens on clients; "Staff" shows the admins.
    await page.getByRole('row').filter({ hasText: demo.client.email }).waitFor();
    expect(await page.getByRole('row').filter({ hasText: demo.admin.email }).count()).toBe(0);
    await page.locator('.ant-select:has(#list-search_role) .ant-select-selector').click();
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option')
      .filter({ hasText: /^Staff$/ })
      .click();
    const adminRow = page.getByRole('row').filter({ hasText: demo.admin.email });
    await adminRow.getByText('Admin', { exact: true }).waitFor();
    await page.getByRole('row').filter({ hasText: demo.client.email }).waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Add Client' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New Client' });
    // Left empty: each required field says so, and nothing is sent.
    const calls = recordApiCalls(page);
    await dialog.getByRole('button', { name: 'Create Client' }).click();
    await dialog.getByText('Email is required').waitFor();
    await dialog.getByText('Password is required').waitFor();
    await dialog.getByLabel('Password').fill('12345');
    await dialog.getByText('Password must be at least 6 characters').waitFor();
    expect(calls.filter((c) => c === 'POST /api/admin/clients')).toEqual([]);
    await dialog.getByLabel('Email').fill(client.email);
    await dialog.getByLabel('Full Name').fill(client.name);
    await dialog.getByLabel('Password').fill('Owner-Pass-2026');
    await dialog.getByRole('button', { name: 'Create Client' }).click();
    await toast(page, 'Client account created successfully.').waitFor();

    await page.locator('.ant-select:has(#list-search_role) .ant-select-selector').click();
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option')
      .filter({ hasText: /^Clients$/ })
      .click();
    await searchList(page, client.email);
    const row = page.getByRole('row').filter({ hasText: client.email });
    await row.getByText(client.name).waitFor();
    await row.getByText('No website', { exact: true }).waitFor();
    const [dbRow] = await dbQuery<{ role: string; confirmed: boolean }>(
      'select r.role, u.email_confirmed_at is not null as confirmed from users u join user_roles r on r.user_id = u.id where u.email = $1',
      [client.email],
    );
    expect(dbRow).toEqual({ role: 'editor', confirmed: true });
  });

  it('creates a website for the client and edits it', async () => {
    await page.goto('/dashboard/admin/websites');
    await page.getByRole('heading', { level: 1, name: 'Manage Websites' }).waitFor();
    await page.getByRole('row').nth(1).waitFor();
    const domain = `olive-${stamp}.example`;

    await page.getByRole('button', { name: 'Add Website' }).click();
    const create = page.getByRole('dialog', { name: 'Create New Website' });
    await create.getByRole('button', { name: 'Create Website' }).click();
    await create.getByText('Website Name is required').waitFor();
    await create.getByLabel('Website Name').fill('Olive Grove Cafe');
    await create.getByLabel('Domain').fill(domain);
    await create.getByRole('combobox', { name: 'Owner' }).fill(client.name);
    await page.locator('.ant-select-item-option').filter({ hasText: client.name }).click();
    await create.getByRole('button', { name: 'Create Website' }).click();
    await toast(page, 'Website created successfully.').waitFor();

    const row = page.getByRole('row').filter({ hasText: domain });
    await row.getByText(client.name).waitFor();
    await row.getByText('Default', { exact: true }).waitFor();

    await row.getByRole('button', { name: 'Edit Olive Grove Cafe' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Website' });
    await waitFor(async () => (await edit.getByLabel('Website Name').inputValue()) === 'Olive Grove Cafe');
    await edit.getByLabel('Template').fill('Cafe');
    await edit.getByRole('button', { name: 'Update Website' }).click();
    await toast(page, 'Website updated successfully.').waitFor();
    await row.getByText('Cafe', { exact: true }).waitFor();

    const [website] = await dbQuery<{ template: string; email: string }>(
      'select w.template, p.email from websites w join profiles p on p.id = w.owner_id where w.domain = $1',
      [domain],
    );
    expect(website).toEqual({ template: 'Cafe', email: client.email });

    // A second website for the same client is refused beside the Owner field (they could only reach one).
    await page.getByRole('button', { name: 'Add Website' }).click();
    await create.getByLabel('Website Name').fill('Olive Grove Second Site');
    await create.getByRole('combobox', { name: 'Owner' }).fill(client.name);
    await page.locator('.ant-select-item-option').filter({ hasText: client.name }).click();
    await create.getByRole('button', { name: 'Create Website' }).click();
    const refusal = 'This client already has a website (Olive Grove Cafe); a client can have one website';
    await create.locator('.ant-form-item-explain-error').filter({ hasText: refusal }).waitFor();
    await dismissToast(toast(page, refusal));
    expect(await dbQuery("select 1 from websites where name = 'Olive Grove Second Site'")).toHaveLength(0);
    // What was typed was not saved, so closing asks first (docs/product.md §12.2).
    const asked = new Promise<string>((resolve) => page.once('dialog', (d) => void d.accept().then(() => resolve(d.message()))));
    await create.getByRole('button', { name: 'Cancel' }).click();
    expect(await asked).toMatch(/unsaved changes/);
    await create.waitFor({ state: 'hidden' });
  });

  it('locks a content section and adds one', async () => {
    await page.goto('/dashboard/admin/websites');
    await findDemoWebsite();
    await page.getByRole('row').filter({ hasText: 'sunshinebakery.example' }).getByRole('link', { name: 'Sections of Sunshine Bakery' }).click();
    await page.waitForURL(`**/dashboard/admin/websites/${WEBSITE_ID}/sections`);
    const lock = page.getByRole('switch', { name: 'Lock contact_phone' });
    await lock.waitFor();
    expect(await lock.getAttribute('aria-checked')).toBe('false');
    await lock.click();
    await toast(page, 'Section contact_phone locked.').waitFor();
    await expect(lock.getAttribute('aria-checked')).resolves.toBe('true');
    // The toast sits over the page header's buttons (top right) for a few seconds.
    await dismissToast(toast(page, 'Section contact_phone locked.'));
    const [locked] = await dbQuery<{ is_locked: boolean }>("select is_locked from website_content where website_id = $1 and section_key = 'contact_phone'", [
      WEBSITE_ID,
    ]);
    expect(locked.is_locked).toBe(true);

    await page.getByRole('button', { name: 'Add Section' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Section' });
    // A key the website already has: the server's 409 is shown beside the field, not only in a toast.
    await dialog.getByLabel('Section Key').fill('hero_title');
    await dialog.getByRole('button', { name: 'Add Section' }).click();
    await dialog.locator('.ant-form-item-explain-error').filter({ hasText: 'This website already has a section hero_title' }).waitFor();
    await dismissToast(toast(page, 'This website already has a section hero_title'));
    await dialog.getByLabel('Section Key').fill(`promo_banner_${stamp}`);
    await dialog.getByLabel('Content').fill('Free coffee with every loaf this week');
    await dialog.getByRole('button', { name: 'Add Section' }).click();
    await toast(page, 'Section created.').waitFor();
    await page.getByText(`promo_banner_${stamp}`).waitFor();

    // Editing a section the client saved after the dialog opened is refused, not overwritten.
    const aboutRow = async () =>
      (
        await dbQuery<{ content_value: string; version: number }>(
          "select content_value, version from website_content where website_id = $1 and section_key = 'about_text'",
          [WEBSITE_ID],
        )
      )[0];
    const aboutBefore = await aboutRow();
    await page.getByRole('button', { name: 'Edit about_text' }).click();
    const editDialog = page.getByRole('dialog', { name: 'Edit Section' });
    await waitFor(async () => (await editDialog.getByLabel('Content').inputValue()) === aboutBefore.content_value);
    const clientText = `Saved by the client meanwhile ${stamp}`;
    await dbQuery("update website_content set content_value = $2, version = version + 1 where website_id = $1 and section_key = 'about_text'", [
      WEBSITE_ID,
      clientText,
    ]);
    await editDialog.getByRole('switch', { name: 'Locked' }).click();
    await editDialog.getByRole('button', { name: 'Update Section' }).click();
    await toast(page, 'Section about_text was changed by someone else.').waitFor();
    await dismissToast(toast(page, 'Section about_text was changed by someone else.'));
    expect(await aboutRow()).toEqual({ content_value: clientText, version: aboutBefore.version + 1 });
    // Opened again, the dialog shows the client's text and saves. (The refused change is unsaved, so closing asks first.)
    page.once('dialog', (d) => void d.accept());
    await editDialog.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Edit about_text' }).click();
    await waitFor(async () => (await editDialog.getByLabel('Content').inputValue()) === clientText);
    await editDialog.getByLabel('Content').fill(aboutBefore.content_value);
    await editDialog.getByRole('button', { name: 'Update Section' }).click();
    await toast(page, 'Section updated.').waitFor();
    await dismissToast(toast(page, 'Section updated.'));
    expect(await aboutRow()).toEqual({ content_value: aboutBefore.content_value, version: aboutBefore.version + 2 });

    // Leave the demo website as the client journeys expect it (one locked section, six in all).
    await dbQuery("update website_content set is_locked = false where website_id = $1 and section_key = 'contact_phone'", [WEBSITE_ID]);
    await dbQuery('delete from website_content where website_id = $1 and section_key = $2', [WEBSITE_ID, `promo_banner_${stamp}`]);
  });

  it('reads a questionnaire submission in the details view', async () => {
    await page.goto('/dashboard/admin/submissions');
    const row = page.getByRole('row').filter({ hasText: 'Palm Coast Pet Grooming' });
    await row.getByText('completed').waitFor();
    await row.getByText('Pet services').waitFor();
    await row.getByText('Mar 1, 2026').waitFor();
    await row.getByText('Let customers book grooming appointments...').waitFor();
    await row.getByRole('button', { name: 'View Details' }).click();
    const drawer = page.getByRole('dialog');
    for (const heading of [
      'Business Information',
      'Goals & Purpose',
      'Design Preferences',
      'Content & Pages',
      'Features',
      'Timeline & Budget',
      'Additional Notes',
    ]) {
      await drawer.getByRole('heading', { name: heading }).waitFor();
    }
    await drawer.getByText('Pet owners in Wellington and Royal Palm Beach').waitFor();
    await drawer.getByText('Booking', { exact: true }).waitFor();
    await drawer.getByText('2000-5000').waitFor();
    await drawer.getByText('We would like to launch before spring.').waitFor();
    await page.keyboard.press('Escape');
  });

  it('reads an e-mail: HTML body in a sandboxed frame and metadata as JSON', async () => {
    await page.goto('/dashboard/admin/communications');
    const first = page.getByRole('row').nth(1);
    await first.waitFor();
    // The subject's own text (a failed e-mail's cell also says why it failed).
    const subject = (await first.locator('td[data-label="Subject"] strong').first().textContent())?.trim() ?? '';
    expect(subject).not.toBe('');
    await first.getByRole('button', { name: `View ${subject}` }).click();
    const drawer = page.getByRole('dialog');
    const frame = drawer.locator('iframe[title="Email body"]');
    await frame.waitFor();
    expect(await frame.getAttribute('sandbox')).toBe('');
    expect((await frame.getAttribute('srcdoc'))?.length ?? 0).toBeGreaterThan(20);
    const metadata = await drawer.getByTestId('email-metadata').textContent();
    expect(() => JSON.parse(metadata ?? '')).not.toThrow();
  });

  it('never runs script from an e-mail body, and retries a failed e-mail', async () => {
    const subject = `Undeliverable ${stamp}`;
    const body = '<p>Hello from the form</p><img src="x" onerror="parent.__pwned = 1"><script>parent.__pwned = 2</script>';
    await dbQuery(
      `insert into email_logs (id, template, subject, status, recipient_email, sender_email, body, metadata, attempts, message_id)
       values (gen_random_uuid(), 'contact-acknowledgement', $1, 'failed', 'visitor@example.test', 'no-reply@floridawebdesign.example', $2, $3, 3, $4)`,
      [subject, body, JSON.stringify({ name: 'Visitor', subject: 'Hello', reason: '550 mailbox unavailable' }), `<e2e-${stamp}@floridawebdesign.example>`],
    );
    await page.goto('/dashboard/admin/communications');
    await searchList(page, subject);
    const row = page.getByRole('row').filter({ hasText: subject });
    await row.getByText('failed', { exact: true }).waitFor();
    await row.getByRole('button', { name: `View ${subject}` }).click();
    const drawer = page.getByRole('dialog');
    const frame = page.frameLocator('iframe[title="Email body"]');
    await frame.getByText('Hello from the form').waitFor();
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    await drawer.getByText('550 mailbox unavailable').waitFor();

    await drawer.getByRole('button', { name: 'Retry' }).click();
    await toast(page, 'The email was queued to be sent again.').waitFor();
    const [log] = await dbQuery<{ status: string }>('select status from email_logs where subject = $1', [subject]);
    expect(['queued', 'sending', 'sent']).toContain(log.status);
  });

  it('lists orders from the checkout', async () => {
    const buyer = `buyer-${stamp}@example.test`;
    const checkout = await page.request.post('/api/checkout', { data: { package_id: 'basic', term_years: 1, email: buyer } });
    expect(checkout.status()).toBe(201);
    await page.goto('/dashboard/admin/orders');
    await searchList(page, buyer);
    const row = page.getByRole('row').filter({ hasText: buyer });
    await row.getByText('pending', { exact: true }).waitFor();
    await row.getByText('$475.00').waitFor();
  });

  it('shows a hosting renewal with its yearly amount and the date of its first charge (billing.renewal-start)', async () => {
    const buyer = `renewal-${stamp}@example.test`;
    const pkg = await page.request.post('/api/checkout', { data: { package_id: 'starter', term_years: 2, email: buyer } });
    const pkgSession: string = (await pkg.json()).session_id;
    expect((await page.request.post(`/api/sandbox/checkout/${pkgSession}/pay`, { form: {}, maxRedirects: 0 })).status()).toBe(303);
    const hosting = await page.request.post('/api/checkout/hosting', { data: { package_session_id: pkgSession } });
    expect(hosting.status()).toBe(201);
    const hostingSession: string = (await hosting.json()).session_id;
    expect((await page.request.post(`/api/sandbox/checkout/${hostingSession}/pay`, { form: {}, maxRedirects: 0 })).status()).toBe(303);
    const [order] = await dbQuery<{ renewal_starts_at: Date }>('select renewal_starts_at from orders where checkout_session_id = $1', [hostingSession]);
    const firstCharge = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(
      new Date(order.renewal_starts_at),
    );
    expect(firstCharge).toMatch(new RegExp(`, ${new Date().getUTCFullYear() + 2}$`));

    await page.goto('/dashboard/admin/orders');
    await searchList(page, buyer);
    const mine = page.getByRole('row').filter({ hasText: buyer });
    const row = mine.filter({ hasText: 'Starter Website Hosting Renewal' });
    await row.getByText('scheduled', { exact: true }).waitFor();
    await row.getByText(`$378.00/year from ${firstCharge}`).waitFor();
    const packageRow = mine.filter({ hasText: 'Starter Website, 2 years' });
    await packageRow.getByText(`$378.00/year from ${firstCharge}`).waitFor();
  });
});
