import type { CrudFilters, CrudSorting } from '@refinedev/core';
import { generateFilter, generateSort, stringify } from '@refinedev/simple-rest';

/** An export's path under /api: the list's filters and sort, as the list itself sends them, without paging. */
export function exportPath(path: string, filters: CrudFilters, sorters: CrudSorting): string {
  const sort = generateSort(sorters);
  const qs = stringify({ ...generateFilter(filters), ...(sort ? { _sort: sort._sort.join(','), _order: sort._order.join(',') } : {}) });
  return qs ? `${path}?${qs}` : path;
}
