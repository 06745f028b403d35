import { useSelect } from '@refinedev/antd';
import { Select, type SelectProps } from 'antd';
import type { Client, WebsiteOwner } from '../interfaces';

export const ownerLabel = (owner: Pick<WebsiteOwner, 'full_name' | 'email'> | null | undefined): string => owner?.full_name || owner?.email || '';

/** An owner in the picker: name and e-mail, so two people with one name can be told apart (docs/product.md §12.5). */
export const ownerOption = (owner: Pick<WebsiteOwner, 'full_name' | 'email'>): string =>
  owner.full_name && owner.email ? `${owner.full_name} · ${owner.email}` : ownerLabel(owner);

/** Client accounts as "name · e-mail", searched on the server; keeps the current owner listed. */
export function OwnerSelect({ current, ...props }: SelectProps & { current?: WebsiteOwner | null }) {
  const { selectProps } = useSelect<Client>({
    resource: 'clients',
    optionLabel: (client) => ownerOption(client),
    optionValue: 'id',
    sorters: [{ field: 'full_name', order: 'asc' }],
    pagination: { pageSize: 100, mode: 'server' },
    onSearch: (value) => [{ field: 'q', operator: 'eq', value: value.trim() || undefined }],
    errorNotification: false,
  });
  const options = [...(selectProps.options ?? [])];
  if (current && !options.some((o) => o.value === current.id)) options.unshift({ value: current.id, label: ownerOption(current) });
  return <Select placeholder="Select an owner" {...selectProps} {...props} options={options} allowClear showSearch />;
}
