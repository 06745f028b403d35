import { planListQuery, ListSpec } from './simple-rest-query';

const spec: ListSpec = {
  fields: {
    id: { path: 'id', type: 'uuid', filterable: true },
    website_id: { path: 'websiteId', type: 'uuid', filterable: true, required: true },
    name: { path: 'name', type: 'string', sortable: true, filterable: true },
  },
  defaultSort: { field: 'name', order: 'asc' },
};
const website = '6f1c1a52-3a55-4c3a-9c56-3e7f8f0f6a11';

describe('planListQuery against the whitelist the OpenAPI document is made from', () => {
  it('refuses a list without a required filter, naming it', () => {
    expect(() => planListQuery({}, spec)).toThrow('website_id filter is required');
    expect(planListQuery({ website_id: website }, spec).conditions).toHaveLength(1);
  });

  it('searches text fields with _like and refuses _like on a non-text field (documented only for text)', () => {
    expect(planListQuery({ website_id: website, name_like: 'bak' }, spec).conditions).toContainEqual(expect.objectContaining({ kind: 'contains', text: 'bak' }));
    expect(() => planListQuery({ website_id: website, id_like: '6f1c' }, spec)).toThrow('only text fields can be searched with _like');
  });

  it('refuses the catch-all `filters` parameter the old document described', () => {
    expect(() => planListQuery({ website_id: website, filters: 'name=x' }, spec)).toThrow('filters is not a filter of this list');
  });
});
