import { useEffect, useRef } from 'react';
import { useTable, type useTableProps } from '@refinedev/antd';
import type { BaseRecord, CrudFilter, HttpError } from '@refinedev/core';

export const PAGE_SIZES = [10, 25, 50, 100];

/** "1–10 of 31": the rows shown and the list's total. */
export const totalText = (total: number, [from, to]: [number, number]): string => (total === 0 ? 'None' : `${from}–${to} of ${total}`);

/** The value of the filter on `field` in force ('eq', or `q` for the search box). */
export function filterValueOf(filters: readonly CrudFilter[], field: string): unknown {
  const found = filters.find((f) => 'field' in f && f.field === field && (f.operator === 'eq' || f.field === 'q'));
  return found && 'field' in found ? found.value : undefined;
}

/**
 * Refine's useTable for an admin list: page, page size, sort, search and filters live in the URL
 * (reload, a shared link and Back restore them), the page size is a choice and the total is shown,
 * and the search form always shows the filters in force (also after a link or "Show all").
 */
export function useListTable<TData extends BaseRecord, TSearch extends BaseRecord = BaseRecord>({
  searchValuesOf,
  ...props
}: useTableProps<TData, HttpError, TSearch, TData> & {
  /** The form values that are not one equality filter each (a date range), from the filters in force. */
  searchValuesOf?: (filters: CrudFilter[]) => Partial<TSearch>;
}) {
  const table = useTable<TData, HttpError, TSearch, TData>({ syncWithLocation: true, ...props });
  const { filters, searchFormProps } = table;
  const form = searchFormProps.form;
  // Read when the filters change, not a reason to reset the form on every render (an inline function).
  const derived = useRef(searchValuesOf);
  useEffect(() => {
    derived.current = searchValuesOf;
  });

  useEffect(() => {
    if (!form) return;
    const fields = Object.keys(form.getFieldsValue(true) ?? {});
    const values = { ...Object.fromEntries(fields.map((field) => [field, filterValueOf(filters, field)])), ...derived.current?.(filters) };
    form.setFieldsValue(values as never);
  }, [form, filters]);

  const pagination = table.tableProps.pagination;
  return {
    ...table,
    tableProps: {
      ...table.tableProps,
      pagination: pagination ? { ...pagination, showSizeChanger: true, pageSizeOptions: PAGE_SIZES, showTotal: totalText } : pagination,
    },
  };
}
