import { createContext, Fragment, useContext, useState, type ReactNode } from 'react';
import type { CrudFilter } from '@refinedev/core';
import { Alert, Button } from 'antd';
import { Navigate, useLocation, useNavigate } from 'react-router';
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

/** Starts the list afresh at its bare URL (no filters, first page). */
const ShowAllContext = createContext<(() => void) | null>(null);

/**
 * Rewrites a link's short filters into the list's own URL state before the list reads it, and
 * lets "Show all" start the list afresh: Refine's table reads the URL when it mounts, so the list
 * mounts again once its URL is bare.
 */
export function ListLinkFilters({ fields, children }: { fields: readonly string[]; children: ReactNode }) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const [generation, setGeneration] = useState(0);
  const upgraded = upgradeLegacySearch(search, fields);
  if (upgraded !== null) return <Navigate replace to={{ pathname, search: upgraded }} />;
  const showAll = () => void Promise.resolve(navigate(pathname, { replace: true })).then(() => setGeneration((g) => g + 1));
  return (
    <ShowAllContext.Provider value={showAll}>
      <Fragment key={generation}>{children}</Fragment>
    </ShowAllContext.Provider>
  );
}

/** Says that the list is narrowed by its link (from the admin home), with a way back to all of it. */
export function UrlFilterNotice() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const showAll = useContext(ShowAllContext) ?? (() => navigate(pathname, { replace: true }));
  if (new URLSearchParams(search).get(FROM_OVERVIEW) !== 'overview') return null;
  return (
    <Alert
      type="info"
      showIcon
      style={{ marginBottom: 16 }}
      message="Showing the items from the overview"
      action={
        <Button size="small" onClick={showAll}>
          Show all
        </Button>
      }
    />
  );
}
