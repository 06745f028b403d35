/** @vitest-environment happy-dom */
import type { ComponentType } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { CrudFilter, GetListParams } from '@refinedev/core';
import { location, renderWithRefine, Route } from '../testing/render-with-refine';
import ActivityList from './activity/list';
import AuditLogList from './audit-log/list';

// The activity feed and the audit log share one filter bar (search, their own filters, a date
// range) and keep it in the URL like every list.
const lists: Array<{ name: string; path: string; page: ComponentType; row: Record<string, unknown>; shown: string }> = [
  {
    name: 'activity',
    path: '/dashboard/admin/activity',
    page: ActivityList,
    row: {
      id: 'a1',
      created_at: '2026-11-03T15:00:00.000Z',
      user_id: 'u1',
      user_name: 'Dora Diver',
      website_name: 'Keys Dive Shop',
      action: 'Published the site',
    },
    shown: 'Published the site',
  },
  {
    name: 'audit-log',
    path: '/dashboard/admin/audit-log',
    page: AuditLogList,
    row: {
      id: 'e1',
      created_at: '2026-11-03T15:00:00.000Z',
      actor_email: 'admin@demo.local',
      action: 'client.disable',
      target_type: 'client',
      target_id: 'c1',
      ip: '127.0.0.1',
      details: {},
    },
    shown: 'admin@demo.local',
  },
];

const PERIOD = [
  'filters[0][field]=created_at&filters[0][operator]=gte&filters[0][value]=2026-11-01T00:00:00.000Z',
  'filters[1][field]=created_at&filters[1][operator]=lte&filters[1][value]=2026-11-05T23:59:59.999Z',
].join('&');

const applied = (calls: GetListParams[]): CrudFilter[] => calls.at(-1)?.filters?.filter((f) => 'field' in f && f.value !== undefined) ?? [];

describe.each(lists)('the $name list', ({ name, path, page: Page, row, shown }) => {
  afterEach(() => cleanup());

  function renderList(url: string) {
    const calls: GetListParams[] = [];
    renderWithRefine({
      url,
      resources: [{ name, list: path }],
      dataProvider: {
        getList: async (params) => {
          if (params.resource === name) calls.push(params);
          return { data: params.resource === name ? [row as never] : [], total: params.resource === name ? 40 : 0 };
        },
      },
      routes: <Route path={path} element={<Page />} />,
    });
    return calls;
  }

  it('restores its date range from the URL, shows it in the picker, and asks the API for it', async () => {
    const calls = renderList(`${path}?${PERIOD}`);
    await screen.findByText(shown);
    expect(applied(calls)).toEqual([
      { field: 'created_at', operator: 'gte', value: '2026-11-01T00:00:00.000Z' },
      { field: 'created_at', operator: 'lte', value: '2026-11-05T23:59:59.999Z' },
    ]);
    await waitFor(() => expect(screen.getByPlaceholderText('Start date')).toHaveProperty('value', '2026-11-01'));
    expect(screen.getByPlaceholderText('End date')).toHaveProperty('value', '2026-11-05');
  });

  it('keeps page, page size and sort in the URL, with the total shown', async () => {
    renderList(path);
    await screen.findByText(shown);
    await waitFor(() => expect(location.current.search).toContain('pageSize=25'));
    expect(location.current.search).toContain('sorters[0][field]=created_at');
    expect(screen.getByText('1–25 of 40')).toBeTruthy();
  });

  it('applies the search typed in its filter bar, and writes it into the URL', async () => {
    const calls = renderList(path);
    await screen.findByText(shown);
    const search = screen.getByRole('searchbox', { name: 'Search' });
    fireEvent.change(search, { target: { value: 'dora' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(applied(calls)).toContainEqual({ field: 'q', operator: 'eq', value: 'dora' }));
    await waitFor(() => expect(location.current.search).toContain('filters[0][value]=dora'));
  });
});
