import { randomUUID } from 'node:crypto';
import { createTestApp, TestApp } from '@fw/api-testing';
import { jsonSecurityHeaders } from './security-headers';

/** What every JSON answer of the API carries: the JSON policy of docs/security.md, nothing of the page set. */
const JSON_ANSWER_HEADERS = {
  'content-security-policy': "default-src 'none';frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'SAMEORIGIN',
};
const PAGE_ONLY_HEADERS = [
  'cross-origin-opener-policy',
  'cross-origin-embedder-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

function securityHeadersOf(headers: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => name in JSON_ANSWER_HEADERS || PAGE_ONLY_HEADERS.includes(name)));
}

describe('security headers of API answers', () => {
  let t: TestApp;
  let domain: string;
  beforeAll(async () => {
    t = await createTestApp();
    domain = `headers-${randomUUID().slice(0, 8)}.example`;
    await t.sql(`insert into websites (id, name, domain, created_at, updated_at) values (?, 'Headers Site', ?, now(), now())`, [randomUUID(), domain]);
  });
  afterAll(() => t.close());

  it('are the JSON policy exactly, computed once from @fastify/helmet', async () => {
    expect(await jsonSecurityHeaders()).toEqual(JSON_ANSWER_HEADERS);
  });

  it('are the same on answered, refused, unknown and public-read JSON answers, with the request id and the cache policy', async () => {
    const answers = [
      await t.http().get('/api/health').set('X-Request-Id', 'headers-1').expect(200),
      await t.http().get('/api/auth/me').set('X-Request-Id', 'headers-2').expect(401),
      await t.http().get('/api/no-such-thing').set('X-Request-Id', 'headers-3').expect(404),
      await t.http().delete('/api/auth/me').set('X-Request-Id', 'headers-4').expect(405),
      await t.http().post('/api/contact').set('X-Request-Id', 'headers-5').set('Content-Type', 'text/plain').send('hello').expect(400),
      await t.http().get(`/api/public/sites/${domain}/content`).set('X-Request-Id', 'headers-6').expect(200),
    ];
    answers.forEach((res, i) => {
      expect(securityHeadersOf(res.headers)).toEqual(JSON_ANSWER_HEADERS);
      expect(res.headers['x-request-id']).toBe(`headers-${i + 1}`);
      expect(res.headers['cache-control']).toBe(i === 5 ? 'public, max-age=60' : 'no-store');
    });
  });

  it('keep the page policy on the API docs, which are a page', async () => {
    const res = await t.http().get('/api/docs').redirects(1);
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(res.headers['cache-control']).not.toBe('no-store');
  });
});
