import type { CrudFilters, CrudSorting, DataProvider } from '@refinedev/core';
import { requestUntyped, type ApiClient, type Method } from '@fw/shared-api-client';
import { env } from '../config/env';
import { api, apiPath } from './api';

const OPERATOR_SUFFIX: Partial<Record<string, string>> = { eq: '', ne: '_ne', gte: '_gte', lte: '_lte', contains: '_like' };

/** Refine's filters in the API's simple-rest query (`status=new`, `created_at_gte=…`, `q=…`); empty values are left out. */
export function queryOfFilters(filters: CrudFilters = []): Record<string, unknown> {
  const query: Record<string, unknown> = {};
  for (const filter of filters) {
    if (!('field' in filter)) throw new Error(`The API has no "${filter.operator}" filters`);
    const { field, operator, value } = filter;
    if (value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)) continue;
    const suffix = field === 'q' ? '' : OPERATOR_SUFFIX[operator];
    if (suffix === undefined) throw new Error(`The API has no "${operator}" filter`);
    query[`${field}${suffix}`] = value;
  }
  return query;
}

export function queryOfSorters(sorters: CrudSorting = []): Record<string, string> {
  if (!sorters.length) return {};
  return { _sort: sorters.map((s) => s.field).join(','), _order: sorters.map((s) => s.order).join(',') };
}

/**
 * Refine's data provider for the API's simple-rest resources under `base` (X-Total-Count,
 * _start/_end, _sort/_order, q, `PATCH /:id`), over the one API client.
 */
export function restDataProvider(
  client: ApiClient,
  base: string,
): Required<Pick<DataProvider, 'getList' | 'getMany' | 'getOne' | 'create' | 'update' | 'deleteOne' | 'getApiUrl' | 'custom'>> {
  const at = (resource: string, id?: string | number) => `${base}/${resource}${id === undefined ? '' : `/${encodeURIComponent(String(id))}`}`;
  return {
    getList: async ({ resource, pagination, filters, sorters }) => {
      const { currentPage = 1, pageSize = 10, mode = 'server' } = pagination ?? {};
      const paging = mode === 'server' ? { _start: (currentPage - 1) * pageSize, _end: currentPage * pageSize } : {};
      const { data, headers } = await requestUntyped<never[]>(client, 'GET', at(resource), {
        query: { ...paging, ...queryOfSorters(sorters), ...queryOfFilters(filters) },
      });
      const total = Number(headers.get('X-Total-Count'));
      return { data, total: Number.isFinite(total) && headers.has('X-Total-Count') ? total : data.length };
    },
    getMany: async ({ resource, ids }) => ({ data: (await requestUntyped<never[]>(client, 'GET', at(resource), { query: { id: ids } })).data }),
    getOne: async ({ resource, id }) => ({ data: (await requestUntyped<never>(client, 'GET', at(resource, id))).data }),
    create: async ({ resource, variables }) => ({ data: (await requestUntyped<never>(client, 'POST', at(resource), { body: variables })).data }),
    update: async ({ resource, id, variables }) => ({ data: (await requestUntyped<never>(client, 'PATCH', at(resource, id), { body: variables })).data }),
    deleteOne: async ({ resource, id }) => ({ data: (await requestUntyped<never>(client, 'DELETE', at(resource, id))).data }),
    getApiUrl: () => `${env.apiOrigin}${base}`,
    custom: async ({ url, method, payload, query, headers }) => {
      const { data } = await requestUntyped<never>(client, method.toUpperCase() as Method, apiPath(url), {
        query: query as Record<string, unknown> | undefined,
        body: method === 'get' ? undefined : payload,
        headers: headers as Record<string, string> | undefined,
      });
      return { data };
    },
  };
}

/**
 * `default`: the admin resources under /api/admin. `my`: the signed-in client's own website
 * (`posts` under /api/my/website).
 */
export const dataProviders = {
  default: restDataProvider(api, '/api/admin'),
  my: restDataProvider(api, '/api/my/website'),
};

export const apiUrl = (path: string): string => `${env.apiUrl}${path}`;
