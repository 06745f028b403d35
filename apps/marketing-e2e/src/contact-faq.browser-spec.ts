import type { Browser, Page } from 'playwright-core';
import { capturedMails, launchBrowser, newContext, waitFor, waitForIslands, watchPageErrors } from './marketing-support';

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

async function fill(page: Page, values: { name: string; email: string; subject: string; message: string }): Promise<void> {
  await field(page, 'Name').fill(values.name);
  await field(page, 'Email').fill(values.email);
  await field(page, 'Subject').fill(values.subject);
  await field(page, 'Message').fill(values.message);
}

describe('contact form and FAQ', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('requires all four fields and a valid e-mail before sending anything', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    let posts = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/contact')) posts += 1;
    });
    await page.goto('/contact');
    await page.getByText('within 24 hours').first().waitFor();
    await waitForIslands(page);
    await page.getByRole('button', { name: 'Send Message' }).click();
    for (const message of ['Name is required', 'Email is required', 'Subject is required', 'Message is required']) {
      await page.getByText(message, { exact: true }).waitFor();
    }
    await expect(field(page, 'Name').getAttribute('aria-invalid')).resolves.toBe('true');
    await expect(page.evaluate(() => document.activeElement?.getAttribute('name'))).resolves.toBe('name');

    await fill(page, { name: 'Dana Diaz', email: 'dana@example', subject: 'Hello', message: 'A question' });
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('Please enter a valid email address').waitFor();
    expect(await page.getByText('Name is required').count()).toBe(0);
    // Each field stops at the API's limit rather than letting the server refuse a long message.
    const limits: Array<[string, string]> = [
      ['Name', '100'],
      ['Email', '254'],
      ['Subject', '200'],
      ['Message', '5000'],
    ];
    for (const [label, max] of limits) await expect(field(page, label).getAttribute('maxlength')).resolves.toBe(max);
    await field(page, 'Subject').fill('s'.repeat(250));
    expect((await field(page, 'Subject').inputValue()).length).toBe(200);
    expect(posts).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('sends the message, confirms with a toast and resets the form', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/contact');
    await waitForIslands(page);
    const subject = `Website for my bakery ${Date.now()}`;
    await fill(page, { name: 'Dana Diaz', email: 'dana@example.com', subject, message: 'Could you build a five-page site for my bakery?' });
    await page.getByRole('button', { name: 'Send Message' }).click();
    const toast = page.getByRole('status').filter({ hasText: 'Message sent!' });
    await toast.waitFor();
    await expect(toast.textContent()).resolves.toContain("We'll get back to you as soon as possible.");
    for (const label of ['Name', 'Email', 'Subject', 'Message']) {
      await expect(field(page, label).inputValue()).resolves.toBe('');
    }
    await waitFor(() => capturedMails().some((mail) => mail.raw.includes(subject)), 20000);
    await context.close();
  });

  it('shows the error toast when the message cannot be sent', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/contact');
    await waitForIslands(page);
    let calls = 0;
    await page.route('**/api/contact', async (route) => {
      calls += 1;
      if (calls === 1)
        await route.fulfill({ status: 429, json: { statusCode: 429, code: 'RATE_LIMITED', message: 'Too many messages. Please try again later.' } });
      else await route.abort('connectionfailed');
    });
    await fill(page, { name: 'Dana', email: 'dana@example.com', subject: 'Hi', message: 'Hello there' });
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByRole('alert').filter({ hasText: 'Too many messages. Please try again later, or call or e-mail us.' }).waitFor();
    await expect(field(page, 'Subject').inputValue()).resolves.toBe('Hi');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByRole('alert').filter({ hasText: 'Failed to send message. Please try again.' }).waitFor();
    expect(await page.getByRole('button', { name: 'Send Message' }).isEnabled()).toBe(true);
    await context.close();
  });

  it('keeps one FAQ answer open at a time and offers a phone call link', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/faq');
    const items = page.locator('details.faq-item');
    expect(await items.count()).toBe(10);
    const openCount = () => page.locator('details.faq-item[open]').count();
    expect(await openCount()).toBe(0);
    await items.nth(0).locator('summary').click();
    await items.nth(0).locator('.faq-item__answer').waitFor({ state: 'visible' });
    await items.nth(3).locator('summary').click();
    await items.nth(3).locator('.faq-item__answer').waitFor({ state: 'visible' });
    expect(await openCount()).toBe(1);
    expect(await items.nth(0).evaluate((d) => (d as HTMLDetailsElement).open)).toBe(false);
    await items.nth(3).locator('summary').click();
    expect(await openCount()).toBe(0);
    await expect(page.getByRole('link', { name: /^Call / }).getAttribute('href')).resolves.toMatch(/^tel:\+1\d{10}$/);
    await context.close();
  });
});
