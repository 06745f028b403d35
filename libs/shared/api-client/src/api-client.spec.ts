import { ApiError, NETWORK_MESSAGE } from './api-error';
import { createApiClient, requestUntyped } from './api-client';

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

describe('the one API client', () => {
  const realFetch = globalThis.fetch;
  let answer: (request: Request) => Promise<Response>;
  const seen: Request[] = [];
  beforeEach(() => {
    seen.length = 0;
    globalThis.fetch = (async (request: Request) => {
      seen.push(request);
      return answer(request);
    }) as typeof fetch;
  });
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('resolves a typed call with the answer', async () => {
    answer = async () => json(200, { message: 'Sent' });
    const client = createApiClient({ baseUrl: 'http://api.test' });
    const { data } = await client.POST('/api/auth/password/forgot', { body: { email: 'a@b.example' } });
    expect(data?.message).toBe('Sent');
    expect(seen[0].url).toBe('http://api.test/api/auth/password/forgot');
  });

  it("throws the API's error as ApiError, with its code, message and field messages", async () => {
    const fields = { domain: ['That domain is already used by Keys Dive Shop'] };
    answer = async () =>
      json(409, { statusCode: 409, code: 'SITES.DOMAIN_TAKEN', message: 'That domain is already used by Keys Dive Shop', details: { fields } });
    const client = createApiClient({ baseUrl: 'http://api.test' });
    const error = await requestUntyped(client, 'PATCH', '/api/admin/websites/w1', { body: { domain: 'x.example' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      statusCode: 409,
      code: 'SITES.DOMAIN_TAKEN',
      message: 'That domain is already used by Keys Dive Shop',
      fields,
      errors: fields,
    });
  });

  it('names the status of an answer without a body, reads Retry-After, and says when the server was not reached', async () => {
    const client = createApiClient({ baseUrl: 'http://api.test' });
    answer = async () => new Response('<html>Bad gateway</html>', { status: 502 });
    await expect(requestUntyped(client, 'GET', '/api/health')).rejects.toMatchObject({ statusCode: 502, message: 'Request failed (502)', code: undefined });
    answer = async () => json(429, { statusCode: 429, code: 'RATE_LIMITED', message: 'Too many requests' }, { 'Retry-After': '30' });
    await expect(requestUntyped(client, 'GET', '/api/health')).rejects.toMatchObject({ statusCode: 429, retryAfterSeconds: 30 });
    answer = async () => {
      throw new TypeError('fetch failed');
    };
    await expect(requestUntyped(client, 'GET', '/api/health')).rejects.toMatchObject({ statusCode: 0, message: NETWORK_MESSAGE });
  });

  it('renews an expired session once and repeats the request; a second 401 is passed on', async () => {
    let token = 'old';
    let renewals = 0;
    const client = createApiClient({
      baseUrl: 'http://api.test',
      accessToken: () => token,
      renewSession: async () => {
        renewals++;
        token = 'new';
        return true;
      },
    });
    answer = async (request) =>
      request.headers.get('Authorization') === 'Bearer new'
        ? json(200, [{ id: 'l1' }])
        : json(401, { statusCode: 401, code: 'AUTH.UNAUTHORIZED', message: 'Sign in' });
    await expect(requestUntyped(client, 'GET', '/api/admin/leads', { query: { status: 'new' } })).resolves.toMatchObject({ data: [{ id: 'l1' }] });
    expect(seen.map((r) => r.headers.get('Authorization'))).toEqual(['Bearer old', 'Bearer new']);
    expect(new URL(seen[1].url).searchParams.get('status')).toBe('new');

    // A body goes again, whole, with the renewed session.
    token = 'old';
    const bodies: string[] = [];
    answer = async (request) => {
      bodies.push(await request.text());
      return request.headers.get('Authorization') === 'Bearer new' ? json(200, { id: 'w1' }) : json(401, { statusCode: 401, message: 'Sign in' });
    };
    await expect(requestUntyped(client, 'PATCH', '/api/admin/websites/w1', { body: { domain: 'x.example' } })).resolves.toMatchObject({ data: { id: 'w1' } });
    expect(bodies).toEqual(['{"domain":"x.example"}', '{"domain":"x.example"}']);

    answer = async () => json(401, { statusCode: 401, code: 'AUTH.UNAUTHORIZED', message: 'Sign in' });
    await expect(requestUntyped(client, 'GET', '/api/admin/leads')).rejects.toMatchObject({ statusCode: 401 });
    expect(renewals).toBe(3);
  });
});
