import type { CrudFilter } from '@refinedev/core';

/**
 * The search form's starting values for the equality filters a link applied (`?status=paid`), so
 * that the form shows the filter in force instead of its "All …" placeholder.
 */
export function formValuesOf(filters: readonly CrudFilter[]): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const filter of filters) if ('field' in filter && filter.operator === 'eq') values[filter.field] = filter.value;
  return values;
}
