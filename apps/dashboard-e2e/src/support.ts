import { request } from 'node:http';
import type { Locator, Page } from 'playwright-core';
// The shared browser harness is @fw/e2e-testing; the dashboard journeys' own helpers are here.
import { baseUrl, capturedMails, waitFor } from '@fw/e2e-testing';

export { baseUrl, dbQuery, launchBrowser, newContext, waitFor, watchPageErrors } from '@fw/e2e-testing';

export const demo = {
  admin: { email: 'admin@demo.local', password: 'DemoAdmin123!', name: 'Avery Admin' },
  client: { email: 'client@demo.local', password: 'DemoClient123!', name: 'Casey Client' },
};

/** A page of the demo website as a visitor gets it, on its platform address ({slug}.{SITES_DOMAIN}). */
export function demoSitePage(path: string): Promise<{ status: number; body: string }> {
  const { port } = new URL(baseUrl());
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers: { host: `sunshine-bakery.localhost:${port}` } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** The visible auth tab panel (only the active one is rendered). */
export const authPanel = (page: Page): Locator => page.getByRole('tabpanel');

export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Sign In' }).click();
  const panel = authPanel(page);
  await panel.getByLabel('Email').fill(email);
  await panel.getByLabel('Password').fill(password);
  await panel.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(/\/dashboard$/);
  // "Welcome!" for a client whose first sign-in still asks for the names.
  await page.getByRole('heading', { name: /^Welcome( back, .+)?!$/ }).waitFor();
}

/**
 * Types `text` into the list's Search box and applies it (Enter), then waits until the list's URL
 * holds it: what follows reads the searched list, not the one before. Returns the box.
 */
export async function searchList(page: Page, text: string): Promise<Locator> {
  const search = page.getByRole('searchbox', { name: 'Search' });
  await search.fill(text);
  await search.press('Enter');
  const wanted = text.trim();
  await page.waitForURL((url) => [...url.searchParams.values()].includes(wanted));
  return search;
}

/** A toast (antd notification) whose text contains every given fragment. */
export function toast(page: Page, ...texts: string[]): Locator {
  let locator = page.locator('.ant-notification-notice');
  for (const text of texts) locator = locator.filter({ hasText: text });
  return locator.first();
}

/** Closes a toast as a user would (its close button) and waits until it is gone. */
export async function dismissToast(notice: Locator): Promise<void> {
  if ((await notice.count()) === 0) return; // already closed on its own
  await notice.locator('.ant-notification-notice-close').click();
  await notice.waitFor({ state: 'detached' });
}

function decodePart(body: string, encoding: string): string {
  const enc = encoding.toLowerCase();
  if (enc === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (enc === 'quoted-printable') {
    const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

function splitHead(raw: string): { head: string; body: string } {
  const at = raw.search(/\r?\n\r?\n/);
  return at < 0 ? { head: raw, body: '' } : { head: raw.slice(0, at), body: raw.slice(at).replace(/^\r?\n\r?\n/, '') };
}

function header(head: string, name: string): string {
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  const match = unfolded.match(new RegExp(`^${name}:\\s*(.*)$`, 'im'));
  return match ? match[1].trim() : '';
}

/** Recipient, subject and the decoded text of every MIME part of a captured .eml. */
export function parseMail(raw: string): { to: string; subject: string; text: string } {
  const { head, body } = splitHead(raw);
  const boundary = header(head, 'Content-Type').match(/boundary="?([^";]+)"?/)?.[1];
  const parts = boundary ? body.split(`--${boundary}`).slice(1, -1) : [raw];
  const text = parts
    .map((part) => {
      const p = splitHead(part.replace(/^\r?\n/, ''));
      return decodePart(p.body, header(p.head, 'Content-Transfer-Encoding'));
    })
    .join('\n');
  return { to: header(head, 'To'), subject: header(head, 'Subject'), text };
}

/** Waits for an e-mail to `to` that contains a link to `path` and returns that link. */
export async function mailedLink(to: string, path: string): Promise<string> {
  const pattern = new RegExp(`https?://[^\\s"'<>]+${path.replace(/[/?]/g, '\\$&')}\\?token=[A-Za-z0-9_\\-.~%]+`);
  return waitFor(() => {
    for (const mail of capturedMails().reverse()) {
      const parsed = parseMail(mail.raw);
      if (!parsed.to.toLowerCase().includes(to.toLowerCase())) continue;
      const link = parsed.text.match(pattern)?.[0];
      if (link) return link;
    }
    return undefined;
  }, 20000);
}

/** Records the API calls a page makes (method and path). */
export function recordApiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) calls.push(`${request.method()} ${url.pathname}`);
  });
  return calls;
}

/** axe-core's serious and critical violations on the current page (the context must bypass CSP). */
export async function seriousA11yViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: require.resolve('axe-core/axe.min.js') });
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (ctx: Document) => Promise<{ violations: Array<{ id: string; impact: string; nodes: Array<{ target: string[] }> }> }> };
      }
    ).axe;
    const { violations } = await axe.run(document);
    return violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
}
