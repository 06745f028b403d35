import simpleRestDataProvider from '@refinedev/simple-rest';
import { env } from '../config/env';
import { httpClient } from './http-client';

/**
 * `default`: the admin resources (`clients`, `websites`, `sections`, `submissions`, `email-logs`,
 * `orders`) under /api/admin, Refine simple-rest style (X-Total-Count, _start/_end, _sort/_order, q).
 * `my`: the signed-in client's own website (`posts` under /api/my/website).
 */
export const dataProviders = {
  default: simpleRestDataProvider(`${env.apiUrl}/admin`, httpClient),
  my: simpleRestDataProvider(`${env.apiUrl}/my/website`, httpClient),
};

export const apiUrl = (path: string): string => `${env.apiUrl}${path}`;
