import type { Browser, BrowserContext, Page } from 'playwright-core';
import { baseUrl, dbQuery, demo, launchBrowser, newContext, searchList, signIn, toast, watchPageErrors } from './support';

/**
 * auth.claim-by-email, the admin's half (docs/product.md §10.2): an order nobody owns stays unclaimed
 * by a sign-in with another e-mail, and the admin links it from the order list with "Link to client";
 * once linked it shows the client and cannot be linked again.
 */
describe('the admin links an unclaimed order to a client', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let errors: string[];
  const stamp = Date.now();
  const buyer = `family-${stamp}@example.test`;
  const client = { email: `linked-client-${stamp}@example.test`, name: `Lena Linked ${stamp}` };

  const api = async (method: string, path: string, body: unknown, token?: string) => {
    const res = await fetch(`${baseUrl()}${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json().catch(() => null)) as Record<string, unknown> | null };
  };

  beforeAll(async () => {
    // A client who signs in with one address, and a package paid with another (e.g. a relative's).
    const admin = await api('POST', '/api/auth/sign-in', { email: demo.admin.email, password: demo.admin.password });
    const created = await api(
      'POST',
      '/api/admin/clients',
      { email: client.email, full_name: client.name, password: 'Client-pass-123', role: 'editor' },
      admin.body!.access_token as string,
    );
    expect(created.status).toBe(201);
    const checkout = await api('POST', '/api/checkout', { package_id: 'basic', term_years: 1, email: buyer });
    expect(checkout.status).toBe(201);
    const paid = await fetch(`${baseUrl()}/api/sandbox/checkout/${checkout.body!.session_id as string}/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email: buyer }).toString(),
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
    // Since docs/product.md §11.2 a paid package belongs to its buyer e-mail's account from the moment it
    // is paid (the relative was made a client and invited). Orders without an owner are those paid
    // before that, or without a usable buyer e-mail: this makes the order one of them.
    const [provisioned] = await dbQuery<{ user_id: string | null }>('select user_id from orders where buyer_email = $1', [buyer]);
    expect(provisioned.user_id).not.toBeNull();
    await dbQuery('update orders set user_id = null where buyer_email = $1', [buyer]);
    // Signing in with the session id does not claim it: the e-mails differ.
    await api('POST', '/api/auth/sign-in', { email: client.email, password: 'Client-pass-123', session_id: checkout.body!.session_id });

    browser = await launchBrowser();
    context = await newContext(browser);
    page = await context.newPage();
    errors = watchPageErrors(page);
    await signIn(page, demo.admin.email, demo.admin.password);
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });
  afterEach(() => expect(errors).toEqual([]));

  it('links it from the order list, once', async () => {
    const owner = async () => (await dbQuery<{ user_id: string | null }>('select user_id from orders where buyer_email = $1', [buyer]))[0]?.user_id;
    expect(await owner()).toBeNull();

    await page.goto('/dashboard/admin/orders');
    await searchList(page, buyer);
    const row = page.getByRole('row').filter({ hasText: buyer });
    await row.getByText('paid', { exact: true }).waitFor();

    await row.getByRole('button', { name: `Link to client: order of ${buyer}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Link order to client' });
    await dialog.getByText('page can move it later, with a reason').waitFor();
    expect(await dialog.getByRole('button', { name: 'Link' }).isDisabled()).toBe(true);
    await dialog.getByRole('combobox', { name: 'Client' }).fill(client.name);
    await page.locator('.ant-select-item-option').filter({ hasText: client.name }).click();
    await dialog.getByRole('button', { name: 'Link' }).click();
    await toast(page, `The order of ${buyer} is linked to the client.`).waitFor();
    await dialog.waitFor({ state: 'hidden' });

    await row.getByText(client.name).waitFor();
    expect(await row.getByRole('button', { name: /Link to client/ }).count()).toBe(0);
    const [linked] = await dbQuery<{ email: string }>('select p.email from orders o join profiles p on p.id = o.user_id where o.buyer_email = $1', [buyer]);
    expect(linked.email).toBe(client.email);
  });
});
