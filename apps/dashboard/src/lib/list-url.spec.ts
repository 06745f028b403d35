import { describe, expect, it } from 'vitest';
import { filteredListUrl, upgradeLegacySearch } from './list-url';

describe("a list link's filters in the list's URL state", () => {
  it("rewrites the admin home's short filters into Refine's, keeps other parameters and marks the link", () => {
    const upgraded = upgradeLegacySearch('?status=new&next_charge_at_lte=2026-12-01&tab=x', ['status', 'next_charge_at']);
    const params = new URLSearchParams(upgraded ?? '');
    expect(params.get('tab')).toBe('x');
    expect(params.get('status')).toBeNull();
    expect(params.get('next_charge_at_lte')).toBeNull();
    expect([params.get('filters[0][field]'), params.get('filters[0][operator]'), params.get('filters[0][value]')]).toEqual(['status', 'eq', 'new']);
    expect([params.get('filters[1][field]'), params.get('filters[1][operator]'), params.get('filters[1][value]')]).toEqual([
      'next_charge_at',
      'lte',
      '2026-12-01',
    ]);
    expect(params.get('from')).toBe('overview');
  });

  it('leaves a URL alone when it has no short filters of the list (a reload of the list itself)', () => {
    expect(upgradeLegacySearch('?filters[0][field]=status&filters[0][operator]=eq&filters[0][value]=new&pageSize=25', ['status'])).toBeNull();
    expect(upgradeLegacySearch('?other=1', ['status'])).toBeNull();
  });

  it('links to a list narrowed to one record', () => {
    expect(filteredListUrl('/dashboard/admin/submissions', { q: 'dora@keys.example', status: null })).toBe(
      '/dashboard/admin/submissions?filters%5B0%5D%5Bfield%5D=q&filters%5B0%5D%5Boperator%5D=eq&filters%5B0%5D%5Bvalue%5D=dora%40keys.example',
    );
  });
});
