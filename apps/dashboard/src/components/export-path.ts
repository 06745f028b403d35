import type { CrudFilters, CrudSorting } from '@refinedev/core';
import { queryOfFilters, queryOfSorters } from '../providers/data-provider';

/** An export's path under /api: the list's filters and sort, as the list itself sends them, without paging. */
export function exportPath(path: string, filters: CrudFilters, sorters: CrudSorting): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...queryOfFilters(filters), ...queryOfSorters(sorters) })) query.set(key, String(value));
  const qs = query.toString();
  return qs ? `${path}?${qs}` : path;
}
