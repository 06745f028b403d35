import type { ReactNode } from 'react';
import type { CrudFilter } from '@refinedev/core';
import { DatePicker, Form, type FormProps } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { ListSearch } from './list-search';

/** The form values of a dated list's filter bar: the search box and the date range. */
export interface DatedSearch {
  q?: string;
  period?: [Dayjs | null, Dayjs | null] | null;
}

/** The date range as the list's filters on `field`: from the start of its first day to the end of its last. */
export function periodFilters(period: DatedSearch['period'], field = 'created_at'): CrudFilter[] {
  return [
    { field, operator: 'gte', value: period?.[0]?.startOf('day').toISOString() },
    { field, operator: 'lte', value: period?.[1]?.endOf('day').toISOString() },
  ];
}

/** The date range the list's filters on `field` hold, for the picker to show what is applied (a reload, a shared link). */
export function periodOf(filters: readonly CrudFilter[], field = 'created_at'): DatedSearch['period'] {
  const bound = (operator: 'gte' | 'lte') => {
    const found = filters.find((f) => 'field' in f && f.field === field && f.operator === operator);
    const value = found && 'field' in found ? found.value : undefined;
    return typeof value === 'string' && dayjs(value).isValid() ? dayjs(value) : null;
  };
  const [from, to] = [bound('gte'), bound('lte')];
  return from || to ? [from, to] : undefined;
}

/**
 * The filter bar of a list of dated entries (the activity feed, the audit log): the search box,
 * the list's own filters, then the date range, which applies as soon as it is picked.
 */
export function DatedListSearch<T extends DatedSearch>({
  formProps,
  placeholder,
  children,
}: {
  formProps: FormProps<T>;
  placeholder: string;
  children?: ReactNode;
}) {
  return (
    <ListSearch formProps={formProps} placeholder={placeholder}>
      {children}
      <Form.Item name="period" label="Dates">
        <DatePicker.RangePicker allowEmpty={[true, true]} />
      </Form.Item>
    </ListSearch>
  );
}
