import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { liveOperations, OpenApiDocument, Operation, seedActor } from './support/openapi-operations';
import { createTestApp, TestApp } from '@fw/api-testing';

/**
 * Operations anyone may call without signing in (with or without optional sign-in), as
 * `METHOD /path` with path parameters written `{}`. Anything else in the OpenAPI document must
 * declare bearer security and refuse anonymous callers, so a new unprotected route fails here
 * until it is added to this list on purpose.
 */
const PUBLIC_OPERATIONS = new Set([
  'GET /api/health',
  'GET /api/health/ready',
  'POST /api/auth/sign-up',
  'POST /api/auth/confirm',
  'POST /api/auth/resend-confirmation',
  'POST /api/auth/sign-in',
  'POST /api/auth/refresh',
  'POST /api/auth/sign-out',
  'POST /api/auth/password/forgot',
  'POST /api/auth/password/reset',
  // The browser that paid proves it with its own cookie; checked by the use case.
  'POST /api/auth/checkout-account',
  'POST /api/auth/checkout-email',
  'POST /api/auth/checkout-email/confirm',
  // The link mailed to a new sign-in address proves it; the token is checked by the use case.
  'POST /api/auth/email-change/confirm',
  // The second sign-in step and password-less passkeys: the single-use challenge is the proof.
  'POST /api/auth/two-factor/verify',
  'POST /api/auth/passkeys/options',
  // Adding a factor: signed in, or an admin past the grace period with the enrolment challenge.
  'POST /api/auth/two-factor/totp',
  'POST /api/auth/two-factor/totp/confirm',
  'POST /api/auth/two-factor/passkeys/options',
  'POST /api/auth/two-factor/passkeys',
  'GET /api/public/sites/{}/content',
  'GET /api/public/sites/{}/posts',
  // A share-preview link: the token in the path is the permission (hashed, expiring, revocable).
  'GET /api/site-previews/{}',
  'GET /api/site-previews/{}/blog',
  'GET /api/site-previews/{}/blog/page/{}',
  'GET /api/site-previews/{}/blog/{}',
  'GET /api/site-previews/{}/contact',
  // Caddy's on-demand TLS question: answers only whether a host name may have a certificate.
  'GET /api/tls/ask',
  'POST /api/contact',
  'POST /api/questionnaires',
  'GET /api/questionnaires/{}',
  'PATCH /api/questionnaires/{}',
  'POST /api/questionnaires/{}/submit',
  'POST /api/questionnaires/{}/resume-link',
  // The upload link e-mailed after submitting proves it; the token is checked by the use case.
  'GET /api/questionnaire-uploads',
  'POST /api/questionnaire-uploads/files',
  'POST /api/questionnaire-uploads/finish',
  'POST /api/checkout',
  'POST /api/checkout/hosting',
  'GET /api/checkout/sessions/{}',
  'POST /api/webhooks/stripe',
]);

/**
 * authz.route-matrix: the answer each actor gets from every operation called with random UUIDs for
 * its path parameters and an empty JSON body, as [anonymous, editor, admin]. A new operation fails
 * the test until it is added here; a changed answer fails it until the change is meant. (Owner
 * against another client, with real rows, is the sites matrix in sites-authz-matrix.e2e-spec.ts
 * and the IDOR tests of each context.)
 */
const EXPECTED_STATUS = new Map<string, [anonymous: number, editor: number, admin: number]>([
  ['GET /api/health', [200, 200, 200]],
  ['GET /api/health/ready', [200, 200, 200]],
  ['POST /api/auth/sign-up', [400, 400, 400]],
  ['POST /api/auth/confirm', [400, 400, 400]],
  ['POST /api/auth/resend-confirmation', [400, 400, 400]],
  ['POST /api/auth/sign-in', [400, 400, 400]],
  ['POST /api/auth/refresh', [401, 401, 401]],
  ['POST /api/auth/sign-out', [204, 204, 204]],
  ['GET /api/auth/me', [401, 200, 200]],
  ['PATCH /api/auth/me', [401, 200, 200]],
  ['POST /api/auth/password/forgot', [400, 400, 400]],
  ['POST /api/auth/password/reset', [400, 400, 400]],
  ['POST /api/auth/checkout-account', [400, 400, 400]],
  ['POST /api/auth/checkout-email', [400, 400, 400]],
  ['POST /api/auth/checkout-email/confirm', [400, 400, 400]],
  ['POST /api/auth/email-change/confirm', [400, 400, 400]],
  ['POST /api/auth/two-factor/verify', [400, 400, 400]],
  ['POST /api/auth/passkeys/options', [200, 200, 200]],
  ['POST /api/auth/two-factor/totp', [401, 200, 200]],
  ['POST /api/auth/two-factor/totp/confirm', [400, 400, 400]],
  ['POST /api/auth/two-factor/passkeys/options', [401, 200, 200]],
  ['POST /api/auth/two-factor/passkeys', [400, 400, 400]],
  ['GET /api/auth/two-factor', [401, 200, 200]],
  ['POST /api/auth/two-factor/totp/revoke', [401, 400, 400]],
  ['POST /api/auth/two-factor/passkeys/{}/revoke', [401, 400, 400]],
  ['POST /api/auth/two-factor/recovery-codes', [401, 400, 400]],
  ['POST /api/admin/clients/{}/two-factor/reset', [401, 403, 404]],
  ['GET /api/my/project', [401, 200, 200]],
  ['POST /api/my/onboarding', [401, 400, 400]],
  ['POST /api/auth/password/change', [401, 400, 400]],
  ['GET /api/admin/clients', [401, 403, 200]],
  ['POST /api/admin/clients', [401, 403, 400]],
  ['GET /api/admin/clients/{}', [401, 403, 404]],
  ['PATCH /api/admin/clients/{}', [401, 403, 404]],
  ['POST /api/admin/clients/{}/orders', [401, 403, 400]],
  ['POST /api/admin/clients/{}/orders/move', [401, 403, 400]],
  ['POST /api/admin/clients/{}/email', [401, 403, 400]],
  ['GET /api/admin/clients/{}/email-changes', [401, 403, 404]],
  ['GET /api/admin/clients/{}/export', [401, 403, 404]],
  ['DELETE /api/admin/clients/{}', [401, 403, 404]],
  ['POST /api/admin/clients/{}/invite', [401, 403, 404]],
  ['POST /api/admin/clients/{}/disable', [401, 403, 404]],
  ['POST /api/admin/clients/{}/enable', [401, 403, 404]],
  ['POST /api/admin/clients/{}/password-reset', [401, 403, 404]],
  ['GET /api/my/website', [401, 200, 200]],
  ['GET /api/site-templates', [401, 200, 200]],
  ['PUT /api/my/website/content', [401, 400, 400]],
  ['POST /api/my/website/publish', [401, 400, 400]],
  ['POST /api/my/website/discard', [401, 400, 400]],
  ['POST /api/my/website/review', [401, 400, 400]],
  ['GET /api/my/website/review', [401, 404, 404]],
  ['POST /api/my/website/preview-links', [401, 404, 404]],
  ['GET /api/my/website/preview-links', [401, 404, 404]],
  ['DELETE /api/my/website/preview-links/{}', [401, 404, 404]],
  ['GET /api/site-previews/{}', [404, 404, 404]],
  ['GET /api/site-previews/{}/blog', [404, 404, 404]],
  ['GET /api/site-previews/{}/blog/page/{}', [404, 404, 404]],
  ['GET /api/site-previews/{}/blog/{}', [404, 404, 404]],
  ['GET /api/site-previews/{}/contact', [404, 404, 404]],
  ['GET /api/my/activity', [401, 200, 200]],
  ['GET /api/my/leads', [401, 200, 200]],
  ['GET /api/my/questionnaire', [401, 200, 200]],
  ['GET /api/tls/ask', [404, 404, 404]],
  ['GET /api/admin/websites/{}/domain', [401, 403, 404]],
  ['POST /api/admin/websites/{}/domain/check', [401, 403, 404]],
  ['GET /api/my/website/posts', [401, 404, 404]],
  ['POST /api/my/website/posts', [401, 400, 400]],
  ['PATCH /api/my/website/posts/{}', [401, 404, 404]],
  ['DELETE /api/my/website/posts/{}', [401, 404, 404]],
  ['GET /api/my/website/sections/{}/revisions', [401, 404, 404]],
  ['POST /api/my/website/sections/{}/revisions/{}/restore', [401, 400, 400]],
  ['GET /api/my/website/posts/{}/revisions', [401, 404, 404]],
  ['POST /api/my/website/posts/{}/revisions/{}/restore', [401, 400, 400]],
  ['GET /api/my/website/posts/deleted', [401, 404, 404]],
  ['POST /api/my/website/posts/{}/restore', [401, 404, 404]],
  ['POST /api/my/website/posts/{}/publish', [401, 400, 400]],
  ['POST /api/my/website/posts/{}/discard-draft', [401, 400, 400]],
  ['POST /api/my/website/posts/{}/review', [401, 400, 400]],
  ['GET /api/my/website/posts/{}/review', [401, 404, 404]],
  ['GET /api/my/website/posts/reviews', [401, 404, 404]],
  ['GET /api/admin/websites/{}/revisions', [401, 403, 404]],
  ['POST /api/admin/revisions/{}/restore', [401, 403, 404]],
  ['GET /api/admin/websites', [401, 403, 200]],
  ['POST /api/admin/websites', [401, 403, 400]],
  ['GET /api/admin/websites/{}', [401, 403, 404]],
  ['GET /api/admin/reviews', [401, 403, 200]],
  ['GET /api/admin/reviews/{}', [401, 403, 404]],
  ['POST /api/admin/reviews/{}/approve', [401, 403, 404]],
  ['POST /api/admin/reviews/{}/send-back', [401, 403, 400]],
  ['PATCH /api/admin/websites/{}', [401, 403, 404]],
  ['DELETE /api/admin/websites/{}', [401, 403, 404]],
  // A website's image library: its owner or an admin; unknown websites are 404 (a body that is not a file, 400).
  ['GET /api/websites/{}/images', [401, 404, 404]],
  ['POST /api/websites/{}/images', [401, 400, 400]],
  ['GET /api/websites/{}/images/{}', [401, 404, 404]],
  ['PATCH /api/websites/{}/images/{}', [401, 404, 404]],
  ['DELETE /api/websites/{}/images/{}', [401, 404, 404]],
  ['PUT /api/websites/{}/images/{}/file', [401, 400, 400]],
  ['GET /api/admin/sections', [401, 403, 400]],
  ['POST /api/admin/sections', [401, 403, 400]],
  ['GET /api/admin/sections/{}', [401, 403, 404]],
  ['PATCH /api/admin/sections/{}', [401, 403, 404]],
  ['DELETE /api/admin/sections/{}', [401, 403, 404]],
  ['GET /api/public/sites/{}/content', [404, 404, 404]],
  ['GET /api/public/sites/{}/posts', [404, 404, 404]],
  ['POST /api/checkout', [400, 400, 400]],
  ['POST /api/checkout/hosting', [400, 400, 400]],
  ['GET /api/checkout/sessions/{}', [404, 404, 404]],
  ['POST /api/webhooks/stripe', [400, 400, 400]],
  ['GET /api/admin/orders', [401, 403, 200]],
  ['GET /api/admin/orders/{}', [401, 403, 404]],
  ['GET /api/my/billing', [401, 200, 200]],
  ['POST /api/my/billing/subscriptions/{}/cancel', [401, 404, 404]],
  ['GET /api/admin/clients/{}/billing', [401, 403, 404]],
  ['GET /api/admin/orders/{}/billing', [401, 403, 404]],
  ['GET /api/admin/orders/{}/moves', [401, 403, 404]],
  ['POST /api/admin/orders/{}/cancel-renewal', [401, 403, 404]],
  ['GET /api/admin/overview', [401, 403, 200]],
  ['POST /api/questionnaires', [201, 201, 201]],
  ['GET /api/questionnaires/{}', [404, 404, 404]],
  ['PATCH /api/questionnaires/{}', [404, 404, 404]],
  ['POST /api/questionnaires/{}/submit', [404, 404, 404]],
  ['POST /api/questionnaires/{}/resume-link', [404, 404, 404]],
  ['GET /api/questionnaire-uploads', [404, 404, 404]],
  ['POST /api/questionnaire-uploads/files', [404, 404, 404]],
  ['POST /api/questionnaire-uploads/finish', [404, 404, 404]],
  ['POST /api/contact', [400, 400, 400]],
  ['GET /api/admin/submissions', [401, 403, 200]],
  ['GET /api/admin/submissions/{}', [401, 403, 404]],
  ['POST /api/admin/submissions/{}/reminders', [401, 403, 404]],
  ['POST /api/admin/submissions/{}/reviewed', [401, 403, 404]],
  ['GET /api/admin/submissions/{}/client-draft', [401, 403, 404]],
  ['POST /api/admin/submissions/{}/client', [401, 403, 400]],
  ['GET /api/admin/submissions/{}/files', [401, 403, 200]],
  ['GET /api/admin/submissions/{}/files/{}', [401, 403, 404]],
  ['GET /api/admin/leads', [401, 403, 200]],
  ['GET /api/admin/leads/{}', [401, 403, 404]],
  ['PATCH /api/admin/leads/{}', [401, 403, 400]],
  ['GET /api/admin/email-logs', [401, 403, 200]],
  ['GET /api/admin/email-logs/{}', [401, 403, 404]],
  ['POST /api/admin/email-logs/{}/retry', [401, 403, 404]],
  ['POST /api/admin/email-logs/bulk/retry', [401, 403, 400]],
  ['GET /api/admin/email-logs/export', [401, 403, 200]],
  ['POST /api/admin/leads/bulk/close', [401, 403, 400]],
  ['GET /api/admin/leads/export', [401, 403, 200]],
  ['GET /api/admin/orders/export', [401, 403, 200]],
  ['GET /api/admin/clients/export', [401, 403, 200]],
  ['POST /api/admin/clients/bulk/disable', [401, 403, 400]],
  ['POST /api/admin/clients/bulk/invite', [401, 403, 400]],
  ['POST /api/admin/clients/{}/view-as', [401, 403, 404]],
  ['POST /api/admin/clients/{}/merge', [401, 403, 400]],
  ['GET /api/admin/clients/{}/merges', [401, 403, 404]],
  ['GET /api/admin/audit-log', [401, 403, 200]],
  ['GET /api/admin/activity', [401, 403, 200]],
  ['GET /api/admin/websites/export', [401, 403, 200]],
  ['GET /api/admin/activity/export', [401, 403, 200]],
  ['GET /api/admin/audit-log/{}', [401, 403, 404]],
  ['GET /api/admin/audit-log/export', [401, 403, 200]],
]);

describe('permission matrix over every operation of the live OpenAPI document', () => {
  let t: TestApp;
  let doc: OpenApiDocument;
  let ops: Operation[];
  let editor: string;
  let editorId: string;
  let admin: string;
  const logFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'fw-matrix-')), 'api.log');

  beforeAll(async () => {
    ({ doc, ops } = await liveOperations());
    t = await createTestApp({ env: { LOG_FILE: logFile, LOG_LEVEL: 'info' } });
    ({ id: editorId, authorization: editor } = await seedActor(t, 'editor'));
    admin = (await seedActor(t, 'admin')).authorization;
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    fs.rmSync(path.dirname(logFile), { recursive: true, force: true });
  });

  /** Calls the operation with every path parameter a random UUID and an empty JSON body. */
  async function call(op: Operation, authorization?: string): Promise<{ status: number; code?: string; url: string; keys: string[] }> {
    const url = op.path.replace(/\{[^}]+\}/g, () => randomUUID());
    let req = t.http()[op.method](url);
    // Sign-out with a bearer token ends that token's session (the actor's, for every later call): it is called anonymously.
    if (authorization && op.key !== 'POST /api/auth/sign-out') req = req.set('Authorization', authorization);
    if (op.method !== 'get' && op.method !== 'delete') req = req.send({});
    const res = await req;
    const body: unknown = res.body;
    return { status: res.status, code: res.body?.code, url, keys: body && typeof body === 'object' ? Object.keys(body).sort() : [] };
  }

  const isAdmin = (op: Operation) => op.path.startsWith('/api/admin/');

  it('finds the operations and the bearer scheme', () => {
    expect(doc.components?.securitySchemes?.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(ops.length).toBeGreaterThan(10);
    expect(ops.filter(isAdmin).length).toBeGreaterThan(0);
  });

  it('has every operation that does not require sign-in on the public list, and no admin or /my operation among them', () => {
    const unlisted = ops.filter((op) => op.security !== 'required' && !PUBLIC_OPERATIONS.has(op.key)).map((op) => op.key);
    expect(unlisted).toEqual([]);
    const privateButOpen = ops.filter((op) => (isAdmin(op) || op.path.startsWith('/api/my/')) && op.security !== 'required').map((op) => op.key);
    expect(privateButOpen).toEqual([]);
    const listedButProtected = ops.filter((op) => op.security === 'required' && PUBLIC_OPERATIONS.has(op.key)).map((op) => op.key);
    expect(listedButProtected).toEqual([]);
  });

  // Three calls per operation, well over a hundred operations: more than the default 30 s on a loaded machine.
  it('gives every actor the expected status on every operation, and the table covers exactly the document', async () => {
    expect(ops.map((op) => op.key).sort()).toEqual([...EXPECTED_STATUS.keys()].sort());
    const wrong: string[] = [];
    for (const op of ops) {
      const answers: number[] = [];
      for (const authorization of [undefined, editor, admin]) {
        // Each call on its own budget: the public forms are rate limited per address.
        await t.sql('delete from rate_limit_hits');
        answers.push((await call(op, authorization)).status);
      }
      if (answers.join() !== EXPECTED_STATUS.get(op.key)?.join())
        wrong.push(`${op.key}: [${answers.join(', ')}] expected [${EXPECTED_STATUS.get(op.key)?.join(', ')}]`);
    }
    expect(wrong).toEqual([]);
  }, 120_000);

  it('answers anonymous callers 401 on every operation that requires sign-in, also with a bad token', async () => {
    const wrong: string[] = [];
    for (const op of ops.filter((o) => o.security === 'required')) {
      for (const authorization of [undefined, 'Bearer not-a-token']) {
        const res = await call(op, authorization);
        if (res.status !== 401 || res.code !== 'AUTH.UNAUTHENTICATED')
          wrong.push(`${op.key} (${authorization ? 'bad token' : 'anonymous'}): ${res.status} ${res.code}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('never turns anonymous callers of public operations away as signed out or forbidden, and never fails with 5xx', async () => {
    const wrong: string[] = [];
    for (const op of ops.filter((o) => o.security !== 'required')) {
      const res = await call(op);
      // A 401 with its own code is fine (e.g. refresh without a refresh token); the sign-in guard's is not.
      if (res.code === 'AUTH.UNAUTHENTICATED' || res.status === 403 || res.status >= 500) wrong.push(`${op.key}: ${res.status} ${res.code}`);
    }
    expect(wrong).toEqual([]);
  });

  it('answers an editor 403 with no data on every admin operation, logs each denial with who and what, and never 401 or 5xx elsewhere', async () => {
    const wrong: string[] = [];
    const denied: Array<{ method: string; url: string }> = [];
    for (const op of ops.filter((o) => o.security === 'required')) {
      const res = await call(op, editor);
      if (isAdmin(op)) {
        if (res.status !== 403 || res.code !== 'AUTH.FORBIDDEN' || res.keys.join() !== 'code,message,statusCode')
          wrong.push(`${op.key}: ${res.status} ${res.code} [${res.keys.join()}]`);
        denied.push({ method: op.method.toUpperCase(), url: res.url });
      } else if (res.status === 401 || res.status >= 500) {
        wrong.push(`${op.key}: ${res.status} ${res.code}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(denied.length).toBeGreaterThan(0);
    // The logger writes asynchronously: wait until the last denial is on disk.
    const entries = async () => {
      for (let waited = 0; waited < 5000; waited += 100) {
        const lines = fs.existsSync(logFile)
          ? fs
              .readFileSync(logFile, 'utf8')
              .split('\n')
              .filter((l) => l.includes('"access denied"'))
          : [];
        if (lines.some((l) => l.includes(denied[denied.length - 1].url))) return lines.map((l) => JSON.parse(l) as Record<string, unknown>);
        await new Promise((r) => setTimeout(r, 100));
      }
      return [];
    };
    const logged = await entries();
    const unlogged = denied.filter(
      (d) => !logged.some((e) => e.path === d.url && e.method === d.method && e.userId === editorId && e.code === 'AUTH.FORBIDDEN'),
    );
    expect(unlogged).toEqual([]);
    expect(logged.every((e) => !JSON.stringify(e).includes(editor.slice('Bearer '.length)))).toBe(true);
  });

  it('lets an admin through every admin operation (anything but 401/403; 400/404 for the dummy input is fine)', async () => {
    const wrong: string[] = [];
    for (const op of ops.filter(isAdmin)) {
      const res = await call(op, admin);
      if (res.status === 401 || res.status === 403 || res.status >= 500) wrong.push(`${op.key}: ${res.status} ${res.code}`);
    }
    expect(wrong).toEqual([]);
  });
});
