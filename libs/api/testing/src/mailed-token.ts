import type { TestApp } from './test-app';

/** The token of an e-mailed link (`…?token=…`, `&amp;` in HTML), or undefined when there is none. */
export function linkToken(body: string): string | undefined {
  return /[?&](?:amp;)?token=([A-Za-z0-9_-]+)/.exec(body)?.[1];
}

/** The token of the newest e-mailed link of that template to that address (read from email_logs). */
export async function mailedToken(t: TestApp, email: string, template: 'signup-confirmation' | 'signup-set-password' | 'password-reset'): Promise<string> {
  const rows = await t.sql<{ body: string }>(`select body from email_logs where recipient_email = ? and template = ? order by created_at desc, id limit 1`, [
    email,
    template,
  ]);
  if (!rows.length) throw new Error(`no ${template} e-mail to ${email}`);
  const token = linkToken(rows[0].body);
  if (!token) throw new Error(`no token link in the ${template} e-mail`);
  return token;
}
