import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient } from '@fw/shared-api-client';
import { queryOfFilters, restDataProvider } from './data-provider';

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

describe("Refine's data provider over the one API client", () => {
  afterEach(() => vi.unstubAllGlobals());
  const provider = restDataProvider(createApiClient({ baseUrl: 'http://api.test' }), '/api/admin');

  it("asks for one page in the API's simple-rest terms and reads the total", async () => {
    const seen: URL[] = [];
    vi.stubGlobal('fetch', async (request: Request) => {
      seen.push(new URL(request.url));
      return json(200, [{ id: 'l1' }], { 'X-Total-Count': '31' });
    });
    const page = await provider.getList({
      resource: 'leads',
      pagination: { currentPage: 3, pageSize: 10 },
      sorters: [{ field: 'created_at', order: 'desc' }],
      filters: [
        { field: 'q', operator: 'eq', value: 'dora' },
        { field: 'status', operator: 'eq', value: 'new' },
        { field: 'created_at', operator: 'gte', value: '2026-11-01' },
        { field: 'kind', operator: 'eq', value: undefined },
      ],
    });
    expect(page).toEqual({ data: [{ id: 'l1' }], total: 31 });
    expect(seen[0].pathname).toBe('/api/admin/leads');
    expect(Object.fromEntries(seen[0].searchParams)).toEqual({
      _start: '20',
      _end: '30',
      _sort: 'created_at',
      _order: 'desc',
      q: 'dora',
      status: 'new',
      created_at_gte: '2026-11-01',
    });
  });

  it("passes on the API's refusal as the one ApiError, which is Refine's HttpError with the field errors", async () => {
    const fields = { domain: ['That domain is already used by Keys Dive Shop'] };
    vi.stubGlobal('fetch', async () =>
      json(409, { statusCode: 409, code: 'SITES.DOMAIN_TAKEN', message: 'That domain is already used by Keys Dive Shop', details: { fields } }),
    );
    const error = await provider.update({ resource: 'websites', id: 'w1', variables: { domain: 'keysdive.example' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ statusCode: 409, message: 'That domain is already used by Keys Dive Shop', errors: fields });
  });

  it('says plainly when the server cannot be reached', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(provider.getOne({ resource: 'leads', id: 'l1' })).rejects.toMatchObject({
      statusCode: 0,
      message: 'Unable to reach the server. Check your connection and try again.',
    });
  });

  it('refuses filters the API does not have instead of sending them', () => {
    expect(() => queryOfFilters([{ operator: 'or', value: [] }])).toThrow();
    expect(() => queryOfFilters([{ field: 'name', operator: 'startswith', value: 'D' }])).toThrow();
  });
});
