import type { ReactNode } from 'react';
import type { CrudFilter } from '@refinedev/core';
import { Button, Form, Grid, Input, type FormProps } from 'antd';

/** Search box (q) plus optional filter fields, wired to useTable's searchFormProps. */
export function ListSearch<T>({ formProps, placeholder, children }: { formProps: FormProps<T>; placeholder: string; children?: ReactNode }) {
  const [form] = Form.useForm<T>();
  // On a phone the labelled fields stack (a label beside each field would not fit 320 px).
  const narrow = !Grid.useBreakpoint().sm;
  return (
    <Form<T>
      {...formProps}
      form={formProps.form ?? form}
      name="list-search"
      layout={narrow ? 'vertical' : 'inline'}
      style={{ marginBottom: 16, rowGap: 8 }}
      onValuesChange={(changed) => {
        // Filters apply at once; the text search waits for Enter or the search button.
        if (!('q' in (changed as object))) (formProps.form ?? form).submit();
      }}
    >
      <Form.Item name="q" label="Search" style={narrow ? { marginBottom: 8 } : { minWidth: 260 }}>
        <Input.Search allowClear placeholder={placeholder} onSearch={() => (formProps.form ?? form).submit()} />
      </Form.Item>
      {children}
    </Form>
  );
}

export const qFilter = (value: unknown) => ({
  field: 'q',
  operator: 'eq' as const,
  value: typeof value === 'string' && value.trim() ? value.trim() : undefined,
});
export const eqFilter = (field: string, value: unknown) => ({ field, operator: 'eq' as const, value: value === '' || value === null ? undefined : value });

/**
 * A list's empty text that knows about its search and filters: "No results for 'x'." with a
 * Clear filters button when something narrows the list, else the list's own empty text (docs/product.md §12.5: a search with no match must not read "No clients yet").
 */
export function emptyListText<T>(
  filters: CrudFilter[],
  formProps: FormProps<T>,
  emptyText: string,
  /** The table's query: a load that failed says so and offers "Try again" (docs/product.md §12.11). */
  load?: { isError: boolean; refetch: () => unknown },
): ReactNode {
  if (load?.isError) {
    return (
      <span role="alert" style={{ color: 'rgba(0, 0, 0, 0.65)' }}>
        This list could not be loaded.{' '}
        <Button type="link" onClick={() => void load.refetch()} style={{ padding: 0, height: 'auto' }}>
          Try again
        </Button>
      </span>
    );
  }
  const narrowing = filters.filter((f) => 'field' in f && f.value !== undefined && f.value !== null && f.value !== '' && f.field !== 'website_id');
  // antd's empty placeholder text is too light to read (WCAG 1.4.3): secondary text colour instead.
  if (narrowing.length === 0) return <span style={{ color: 'rgba(0, 0, 0, 0.65)' }}>{emptyText}</span>;
  const q = narrowing.find((f) => 'field' in f && f.field === 'q')?.value;
  const clear = () => {
    formProps.form?.resetFields();
    formProps.form?.submit();
  };
  return (
    <span role="status" style={{ color: 'rgba(0, 0, 0, 0.65)' }}>
      {typeof q === 'string' ? `No results for '${q}'.` : 'No results match these filters.'}{' '}
      <Button type="link" onClick={clear} style={{ padding: 0, height: 'auto' }}>
        Clear filters
      </Button>
    </span>
  );
}
