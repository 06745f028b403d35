import type { ReactNode } from 'react';
import type { CrudFilter } from '@refinedev/core';
import { Alert, Button } from 'antd';
import { Navigate, useLocation } from 'react-router';
import { FROM_OVERVIEW, upgradeLegacySearch } from './list-url';

const OPERATORS = { _gte: 'gte', _lte: 'lte', _ne: 'ne' } as const;

/**
 * The list filters a link carries in its query string (`?status=new&completed_at_gte=…`), as the
 * admin home's cards link to their lists; only the named fields, everything else is ignored.
 */
export function urlFilters(fields: readonly string[], search = window.location.search): CrudFilter[] {
  const filters: CrudFilter[] = [];
  for (const [key, value] of new URLSearchParams(search)) {
    const suffix = (Object.keys(OPERATORS) as Array<keyof typeof OPERATORS>).find((s) => key.endsWith(s));
    const field = suffix ? key.slice(0, -suffix.length) : key;
    if (!fields.includes(field) || !value) continue;
    filters.push({ field, operator: suffix ? OPERATORS[suffix] : 'eq', value });
  }
  return filters;
}

/** Rewrites a link's short filters into the list's own URL state before the list reads it. */
export function ListLinkFilters({ fields, children }: { fields: readonly string[]; children: ReactNode }) {
  const { pathname, search } = useLocation();
  const upgraded = upgradeLegacySearch(search, fields);
  if (upgraded !== null) return <Navigate replace to={{ pathname, search: upgraded }} />;
  return children;
}

/**
 * Says that the list is narrowed by its link (from the admin home) while the link's filters are in
 * force, with a way back to all of it (`onShowAll` clears the table's filters).
 */
export function UrlFilterNotice({ filters, onShowAll }: { filters: readonly CrudFilter[]; onShowAll: () => void }) {
  const { search } = useLocation();
  const narrowed = filters.some((f) => 'field' in f && f.value !== undefined && f.value !== null && f.value !== '');
  if (!narrowed || new URLSearchParams(search).get(FROM_OVERVIEW) !== 'overview') return null;
  return (
    <Alert
      type="info"
      showIcon
      style={{ marginBottom: 16 }}
      message="Showing the items from the overview"
      action={
        <Button size="small" onClick={onShowAll}>
          Show all
        </Button>
      }
    />
  );
}
