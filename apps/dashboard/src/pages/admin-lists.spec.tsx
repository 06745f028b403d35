/** @vitest-environment happy-dom */
import type { ComponentType } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import type { GetListParams } from '@refinedev/core';
import { location, renderWithRefine, Route } from '../testing/render-with-refine';
import OrderList from './orders/list';
import EmailLogList from './email-logs/list';
import SubmissionList from './submissions/list';
import DraftList from './drafts/list';

// Each list as the admin home links to it: the link's filter reaches the API, the form shows it,
// and the URL then holds it in the list's own state (what a reload restores).
const lists: Array<{
  name: string;
  resource?: string;
  path: string;
  page: ComponentType;
  link: string;
  filter: { field: string; operator: string; value: string };
  shown?: string;
}> = [
  {
    name: 'orders',
    path: '/dashboard/admin/orders',
    page: OrderList,
    link: '?kind=hosting-renewal',
    filter: { field: 'kind', operator: 'eq', value: 'hosting-renewal' },
    shown: 'Hosting renewal',
  },
  {
    name: 'email-logs',
    path: '/dashboard/admin/communications',
    page: EmailLogList,
    link: '?status=failed',
    filter: { field: 'status', operator: 'eq', value: 'failed' },
    shown: 'Failed',
  },
  {
    name: 'submissions',
    path: '/dashboard/admin/submissions',
    page: SubmissionList,
    link: '?status=completed',
    filter: { field: 'status', operator: 'eq', value: 'completed' },
  },
  {
    name: 'drafts',
    resource: 'submissions',
    path: '/dashboard/admin/drafts',
    page: DraftList,
    link: '?updated_at_lte=2026-11-01T00:00:00.000Z',
    filter: { field: 'updated_at', operator: 'lte', value: '2026-11-01T00:00:00.000Z' },
  },
];

describe.each(lists)('the $name list and its link from the admin home', ({ name, resource = name, path, page: Page, link, filter, shown }) => {
  afterEach(() => cleanup());

  it('applies the link, shows it, and keeps it in the URL', async () => {
    const calls: GetListParams[] = [];
    renderWithRefine({
      url: `${path}${link}`,
      resources: [{ name: resource, list: path }],
      dataProvider: {
        getList: async (params) => {
          calls.push(params);
          return { data: [], total: 0 };
        },
      },
      routes: <Route path={path} element={<Page />} />,
    });
    await waitFor(() =>
      expect(calls.some((c) => c.resource === resource && c.filters?.some((f) => 'field' in f && f.field === filter.field && f.value === filter.value))).toBe(
        true,
      ),
    );
    const mine = calls.filter((c) => c.resource === resource).at(-1)!;
    expect(mine.filters).toContainEqual(filter);
    await screen.findByText('Showing the items from the overview');
    if (shown) expect(document.querySelector('#list-search')?.textContent).toContain(shown);
    await waitFor(() => expect(location.current.search).toContain(`[field]=${filter.field}`));
    expect(location.current.search).toContain('pageSize=10');
  });
});
