import type { CrudFilter } from '@refinedev/core';
import { urlFilters } from './url-filters';

/** Marks a list opened from a link that set its filters (the admin home's cards): the list says so. */
export const FROM_OVERVIEW = 'from';

/**
 * A link's short filters (`?status=new`, `?completed_at_gte=…`, as the admin home's cards send them)
 * in the query Refine keeps a list's state in (`filters[0][field]=status&…`), or null when the link
 * has none. Other parameters are kept; from then on the URL holds one form of each filter, so a
 * filter cleared in the list stays cleared on reload.
 */
export function upgradeLegacySearch(search: string, fields: readonly string[]): string | null {
  const filters: CrudFilter[] = urlFilters(fields, search);
  if (!filters.length) return null;
  const legacy = new Set(filters.map((f) => ('field' in f ? f.field : '')));
  const params = new URLSearchParams();
  for (const [key, value] of new URLSearchParams(search)) {
    const field = key.replace(/_(gte|lte|ne)$/, '');
    if (!legacy.has(field)) params.append(key, value);
  }
  filters.forEach((filter, i) => {
    if (!('field' in filter)) return;
    params.set(`filters[${i}][field]`, filter.field);
    params.set(`filters[${i}][operator]`, filter.operator);
    params.set(`filters[${i}][value]`, String(filter.value));
  });
  params.set(FROM_OVERVIEW, 'overview');
  return `?${params.toString()}`;
}

/** A list's URL narrowed to `filters` (equality; `q` is the search box), e.g. the questionnaire of one e-mail. */
export function filteredListUrl(path: string, filters: Record<string, string | null | undefined>): string {
  const params = new URLSearchParams();
  Object.entries(filters)
    .filter(([, value]) => value)
    .forEach(([field, value], i) => {
      params.set(`filters[${i}][field]`, field);
      params.set(`filters[${i}][operator]`, 'eq');
      params.set(`filters[${i}][value]`, String(value));
    });
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}
