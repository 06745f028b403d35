import { describe, expect, it } from 'vitest';
import { exportPath } from './export-path';

describe('exportPath', () => {
  it('carries the list filters, search and sort, and no paging', () => {
    const url = exportPath(
      '/admin/orders/export',
      [
        { field: 'status', operator: 'eq', value: 'paid' },
        { field: 'q', operator: 'eq', value: 'keys' },
        { field: 'kind', operator: 'eq', value: undefined },
      ],
      [{ field: 'created_at', order: 'desc' }],
    );
    const query = new URL(url, 'http://x').searchParams;
    expect(Object.fromEntries(query)).toEqual({ status: 'paid', q: 'keys', _sort: 'created_at', _order: 'desc' });
    expect(url).not.toMatch(/_start|_end/);
  });
});
