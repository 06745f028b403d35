import { describe, expect, it } from 'vitest';
import { formValuesOf } from './url-filter-values';

describe('the search form shows the filters a card link applied', () => {
  it('fills each equality filter into its field, so a Select does not read "All statuses"', () => {
    expect(
      formValuesOf([
        { field: 'status', operator: 'eq', value: 'paid' },
        { field: 'kind', operator: 'eq', value: 'package' },
        { field: 'completed_at', operator: 'gte', value: '2026-11-20T00:00:00.000Z' },
      ]),
    ).toEqual({ status: 'paid', kind: 'package' });
  });

  it('is empty without link filters', () => {
    expect(formValuesOf([])).toEqual({});
  });
});
