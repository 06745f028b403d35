import type { ReactNode } from 'react';
import { Form, Input, type FormProps } from 'antd';

/** Search box (q) plus optional filter fields, wired to useTable's searchFormProps. */
export function ListSearch<T>({ formProps, placeholder, children }: { formProps: FormProps<T>; placeholder: string; children?: ReactNode }) {
  const [form] = Form.useForm<T>();
  return (
    <Form<T>
      {...formProps}
      form={formProps.form ?? form}
      name="list-search"
      layout="inline"
      style={{ marginBottom: 16, rowGap: 8 }}
      onValuesChange={(changed) => {
        // Filters apply at once; the text search waits for Enter or the search button.
        if (!('q' in (changed as object))) (formProps.form ?? form).submit();
      }}
    >
      <Form.Item name="q" style={{ minWidth: 260 }}>
        <Input.Search allowClear placeholder={placeholder} aria-label="Search" onSearch={() => (formProps.form ?? form).submit()} />
      </Form.Item>
      {children}
    </Form>
  );
}

export const qFilter = (value: unknown) => ({ field: 'q', operator: 'eq' as const, value: typeof value === 'string' && value.trim() ? value.trim() : undefined });
export const eqFilter = (field: string, value: unknown) => ({ field, operator: 'eq' as const, value: value === '' || value === null ? undefined : value });
