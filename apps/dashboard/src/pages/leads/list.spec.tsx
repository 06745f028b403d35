/** @vitest-environment happy-dom */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { GetListParams } from '@refinedev/core';
import type { Lead } from '../../interfaces';
import { location, renderWithRefine, Route } from '../../testing/render-with-refine';
import LeadListRoute from './list';

const lead = (id: string, name: string, status: Lead['status']): Lead => ({
  id,
  name,
  email: `${id}@keys.example`,
  subject: `Website for ${name}`,
  message: 'Hello',
  status,
  submission: null,
  client: null,
  created_at: '2026-11-20T15:00:00.000Z',
  updated_at: '2026-11-20T15:00:00.000Z',
});
const leads = [lead('l1', 'Dora Diver', 'new'), lead('l2', 'Sam Snorkel', 'new')];

function renderLeads(url: string) {
  const lists: GetListParams[] = [];
  const getOne = vi.fn(async ({ id }: { id: string | number }) => ({ data: leads.find((l) => l.id === id) as never }));
  renderWithRefine({
    url,
    resources: [{ name: 'leads', list: '/dashboard/admin/leads', show: '/dashboard/admin/leads/:id' }],
    dataProvider: {
      getList: async (params) => {
        lists.push(params);
        return { data: leads as never[], total: 31 };
      },
      getOne,
    },
    routes: (
      <Route path="/dashboard/admin/leads" element={<LeadListRoute />}>
        <Route path=":id" element={null} />
      </Route>
    ),
  });
  return { lists, getOne };
}

const lastFilters = (lists: GetListParams[]) => lists.at(-1)?.filters?.filter((f) => 'field' in f && f.value !== undefined);

describe('the leads list keeps its state in the URL', () => {
  afterEach(() => cleanup());

  it("reads the admin home's link, shows the filter it applies, and writes it into the list's URL", async () => {
    const { lists } = renderLeads('/dashboard/admin/leads?status=new');
    await screen.findByText('Dora Diver');
    expect(lastFilters(lists)).toEqual([{ field: 'status', operator: 'eq', value: 'new' }]);
    expect(screen.getByText('Showing the items from the overview')).toBeTruthy();
    // The Status control shows the filter in force, in words.
    expect(within(document.querySelector('#list-search')!).getByText('New')).toBeTruthy();
    await waitFor(() => expect(location.current.search).toContain('filters[0][value]=new'));
    expect(location.current.search).not.toMatch(/[?&]status=new/);
    expect(screen.getByText('1–10 of 31')).toBeTruthy();

    // "Show all" drops the link's filter: the API is asked for every lead and the URL forgets it.
    fireEvent.click(screen.getByRole('button', { name: 'Show all' }));
    await waitFor(() => expect(location.current.search).toContain('pageSize=10'));
    expect(location.current.search).not.toContain('filters');
    expect(lastFilters(lists)).toEqual([]);
    await waitFor(() => expect(screen.queryByText('Showing the items from the overview')).toBeNull());
    expect(within(document.querySelector('#list-search')!).queryByText('New')).toBeNull();
  });

  it('restores page, page size, sort and search from the URL (a reload or a shared link)', async () => {
    const { lists } = renderLeads(
      '/dashboard/admin/leads?currentPage=2&pageSize=25&sorters[0][field]=name&sorters[0][order]=asc&filters[0][field]=q&filters[0][operator]=eq&filters[0][value]=dora',
    );
    await screen.findByText('Dora Diver');
    expect(lists.at(-1)?.pagination).toMatchObject({ currentPage: 2, pageSize: 25 });
    expect(lists.at(-1)?.sorters).toEqual([{ field: 'name', order: 'asc' }]);
    expect(lastFilters(lists)).toEqual([{ field: 'q', operator: 'eq', value: 'dora' }]);
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveProperty('value', 'dora');
    expect(screen.getByText('26–31 of 31')).toBeTruthy();

    // A click on a column's header sorts by that column's field.
    fireEvent.click(screen.getByRole('columnheader', { name: /Received/ }));
    await waitFor(() => expect(lists.at(-1)?.sorters?.[0]?.field).toBe('created_at'));
    await waitFor(() => expect(location.current.search).toContain('sorters[0][field]=created_at'));
  });

  it('opens a lead at its own URL, keeping the list state, and a lead URL opens its drawer directly', async () => {
    const first = renderLeads('/dashboard/admin/leads?pageSize=25');
    fireEvent.click(await screen.findByRole('button', { name: 'View the lead from Dora Diver' }));
    await waitFor(() => expect(location.current.pathname).toBe('/dashboard/admin/leads/l1'));
    expect(location.current.search).toContain('pageSize=25');
    await screen.findByText('Dora Diver: Website for Dora Diver');
    expect(first.getOne).toHaveBeenCalled();
    cleanup();

    renderLeads('/dashboard/admin/leads/l2?pageSize=25');
    await screen.findByText('Sam Snorkel: Website for Sam Snorkel');
  });
});
