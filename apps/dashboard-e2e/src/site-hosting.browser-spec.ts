import type { Browser, BrowserContext, Page } from 'playwright-core';
import { chromium } from 'playwright-core';
import { baseUrl, dbQuery, demo, launchBrowser, newContext, searchList, signIn, toast, waitFor, watchPageErrors } from './support';

const WEBSITE_ID = '00000000-0000-4000-8000-000000000101';
const DOMAIN = 'journey-bakery.test';

/** A visitor's own browser in which the client's domain resolves to this machine, as DNS would make it. */
function visitorBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run', `--host-resolver-rules=MAP ${DOMAIN} 127.0.0.1`],
  });
}

/**
 * The site goes live on its own domain: the admin gives the demo website a domain, the client
 * edits its headline and publishes a post, and a visitor typing the domain sees both.
 */
describe('a client’s website on its own domain', () => {
  let browser: Browser;
  let visitor: Browser;
  let context: BrowserContext;
  let page: Page;
  let errors: string[];
  let originalDomain: string | null;
  const port = new URL(baseUrl()).port;
  const siteUrl = `http://${DOMAIN}:${port}`;

  beforeAll(async () => {
    [{ domain: originalDomain }] = await dbQuery<{ domain: string | null }>('select domain from websites where id = $1', [WEBSITE_ID]);
    browser = await launchBrowser();
    visitor = await visitorBrowser();
    context = await newContext(browser);
    page = await context.newPage();
    errors = watchPageErrors(page);
  });
  afterAll(async () => {
    // Other journeys expect the demo domain.
    await dbQuery('update websites set domain = $1, domain_status = $2 where id = $3', [originalDomain, originalDomain ? 'waiting_for_dns' : null, WEBSITE_ID]);
    await context.close();
    await browser.close();
    await visitor.close();
  });
  afterEach(() => expect(errors).toEqual([]));

  it('the admin sets the domain and sees the DNS records to create', async () => {
    await signIn(page, demo.admin.email, demo.admin.password);
    await page.getByRole('link', { name: 'Manage Websites' }).click();
    // Other journeys add websites before this one runs: find the demo's by name, not by page.
    await searchList(page, 'Sunshine Bakery');
    await page.getByRole('button', { name: 'Edit Sunshine Bakery' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Website' });
    await waitFor(async () => ((await dialog.getByLabel('Domain').inputValue()) ? true : undefined));
    await dialog.getByLabel('Domain').fill(DOMAIN);
    await dialog.getByRole('button', { name: 'Update Website' }).click();
    await toast(page, 'Website updated').waitFor();
    const row = page.getByRole('row').filter({ hasText: DOMAIN });
    await row.getByText('Waiting for DNS').waitFor();
    await row.getByRole('button', { name: 'Domain and DNS of Sunshine Bakery' }).click();
    const dns = page.getByRole('dialog', { name: 'Domain of Sunshine Bakery' });
    await dns.getByText(DOMAIN).first().waitFor();
    await dns.getByRole('button', { name: 'Check DNS now' }).waitFor();
    await dns.getByRole('button', { name: 'Close' }).click();
    // The client works in a browser of their own.
    await context.close();
    context = await newContext(browser);
    page = await context.newPage();
    errors = watchPageErrors(page);
  });

  it('the client edits the headline and publishes a post', async () => {
    await signIn(page, demo.client.email, demo.client.password);
    await page.getByRole('link', { name: 'Edit Content' }).click();
    const headline = page.getByLabel('Headline', { exact: true });
    await headline.waitFor();
    await headline.fill('Warm sourdough on your own domain');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await toast(page, 'Your changes have been saved.').waitFor();
    // Visitors see it once published.
    await page.getByRole('button', { name: 'Publish' }).click();
    await toast(page, 'Published').waitFor();

    await page.getByRole('link', { name: 'Blog' }).click();
    await page.getByRole('button', { name: 'New Post' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New Post' });
    await dialog.getByLabel('Title').fill('Guava Pastries Are Back');
    await dialog.getByLabel('Content').fill('Fresh from the oven every Saturday.');
    await dialog.getByRole('switch', { name: 'Publish' }).click();
    await dialog.getByRole('button', { name: 'Create Post' }).click();
    await toast(page, 'Post created').waitFor();
  });

  it('a visitor on the domain sees both, without JavaScript', async () => {
    const visit = await visitor.newContext({ javaScriptEnabled: false });
    const site = await visit.newPage();
    const home = await site.goto(`${siteUrl}/`);
    expect(home?.status()).toBe(200);
    await site.getByText('Warm sourdough on your own domain').first().waitFor();
    expect(await site.title()).toContain('Sunshine Bakery');

    await site.goto(`${siteUrl}/blog`);
    await site.getByRole('link', { name: 'Guava Pastries Are Back' }).first().click();
    await site.waitForURL(`${siteUrl}/blog/guava-pastries-are-back`);
    await site.getByText('Fresh from the oven every Saturday.').waitFor();

    expect(await site.locator('script:not([type="application/ld+json"])').count()).toBe(0);
    await visit.close();
  });

  it('the client’s dashboard opens the site at its address', async () => {
    await page.getByRole('link', { name: 'Dashboard' }).click();
    const view = page.getByRole('link', { name: /^View site: / });
    expect(await view.getAttribute('href')).toMatch(/^http:\/\/sunshine-bakery\.localhost:\d+\/$/);
  });
});
