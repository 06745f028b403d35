/** @vitest-environment happy-dom */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Table } from 'antd';
import { ListTable } from './list-table';
import { useRowSelection } from './bulk/use-row-selection';

interface Row {
  id: string;
  name: string;
}
const rows: Row[] = [
  { id: 'a', name: 'Ada' },
  { id: 'b', name: 'Bo' },
  { id: 'c', name: 'Cy' },
];

function SelectableList({ dataSource = rows }: { dataSource?: Row[] }) {
  const selection = useRowSelection<Row>((row) => row.name);
  return (
    <>
      <output data-testid="chosen">{selection.selectedIds.join(',')}</output>
      <ListTable<Row> dataSource={dataSource} rowKey="id" rowSelection={selection.rowSelection} pagination={false}>
        <Table.Column<Row> title="Name" dataIndex="name" />
      </ListTable>
    </>
  );
}

const setWidth = (width: number) =>
  (window as unknown as { happyDOM: { setViewport: (v: { width: number; height: number }) => void } }).happyDOM.setViewport({ width, height: 800 });
const chosen = () => screen.getByTestId('chosen').textContent;

describe('select all on a phone, where the list is cards without a header', () => {
  beforeEach(() => setWidth(390));
  afterEach(() => {
    cleanup();
    setWidth(1024);
  });

  it("offers a select-all of this page's rows, with the count selected", async () => {
    render(<SelectableList />);
    const all = await screen.findByRole('checkbox', { name: 'Select all on this page' });
    expect(screen.getByText('0 selected')).toBeTruthy();

    fireEvent.click(all);
    expect(chosen()).toBe('a,b,c');
    expect(screen.getByText('3 selected')).toBeTruthy();
    expect((all as HTMLInputElement).checked).toBe(true);

    fireEvent.click(all);
    expect(chosen()).toBe('');
    expect(screen.getByText('0 selected')).toBeTruthy();
  });

  it('shows a part-selected page as mixed, and completes it', async () => {
    render(<SelectableList />);
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select Bo' }));
    const all = screen.getByRole('checkbox', { name: 'Select all on this page' });
    expect(all.closest('.ant-checkbox')?.className).toContain('ant-checkbox-indeterminate');
    expect(screen.getByText('1 selected')).toBeTruthy();

    fireEvent.click(all);
    expect(chosen()).toBe('b,a,c');
  });

  it('is a real checkbox in the tab order, so the keyboard reaches it', async () => {
    render(<SelectableList />);
    const all = await screen.findByRole('checkbox', { name: 'Select all on this page' });
    expect(all.tagName).toBe('INPUT');
    expect(all.getAttribute('tabindex')).not.toBe('-1');
    expect((all as HTMLInputElement).disabled).toBe(false);
  });

  it('is left out when the page has no rows', async () => {
    render(<SelectableList dataSource={[]} />);
    await waitFor(() => expect(document.querySelector('.ant-table-placeholder')).not.toBeNull());
    expect(screen.queryByRole('checkbox', { name: 'Select all on this page' })).toBeNull();
  });

  it('is not added on a wide screen, where the header has its own', async () => {
    setWidth(1400);
    render(<SelectableList />);
    await screen.findByRole('checkbox', { name: 'Select Ada' });
    expect(screen.queryByRole('checkbox', { name: 'Select all on this page' })).toBeNull();
  });
});
