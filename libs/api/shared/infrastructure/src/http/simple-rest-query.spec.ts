import { listPlanToSql, parseListQuery, planListQuery, ListSpec } from './simple-rest-query';

const spec: ListSpec = {
  fields: {
    id: { path: 'id', type: 'uuid', filterable: true },
    website_id: { path: 'websiteId', type: 'uuid', filterable: true, required: true },
    name: { path: 'name', type: 'string', sortable: true, filterable: true },
    reviewed_at: { path: 'reviewedAt', type: 'date', nullable: true, filterable: true },
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
    expect(planListQuery({ website_id: website, name_like: 'bak' }, spec).conditions).toContainEqual(
      expect.objectContaining({ kind: 'contains', text: 'bak' }),
    );
    expect(() => planListQuery({ website_id: website, id_like: '6f1c' }, spec)).toThrow('only text fields can be searched with _like');
  });

  it('refuses the catch-all `filters` parameter the old document described', () => {
    expect(() => planListQuery({ website_id: website, filters: 'name=x' }, spec)).toThrow('filters is not a filter of this list');
  });

  it('filters a nullable field on being empty or not with _null=true|false, in the ORM and in SQL', () => {
    const open = { website_id: website, reviewed_at_null: 'true' };
    expect(parseListQuery(open, spec).where).toEqual({ $and: [{ websiteId: website }, { reviewedAt: null }] });
    expect(parseListQuery({ ...open, reviewed_at_null: 'false' }, spec).where).toEqual({ $and: [{ websiteId: website }, { reviewedAt: { $ne: null } }] });
    const sql = listPlanToSql(planListQuery(open, spec), (f) => f.path);
    expect(sql.where).toBe('websiteId = $1 and reviewedAt is null');
    expect(() => planListQuery({ website_id: website, reviewed_at_null: 'maybe' }, spec)).toThrow('reviewed_at_null must be true or false');
    expect(() => planListQuery({ website_id: website, name_null: 'true' }, spec)).toThrow('name_null: only fields that can be empty');
  });
});
