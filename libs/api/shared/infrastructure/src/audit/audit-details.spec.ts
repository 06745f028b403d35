import { AUDIT_DETAILS_MAX_CHARS, auditDetails } from './audit-details';

describe('auditDetails', () => {
  it('redacts secrets at any depth and keeps the rest', () => {
    const details = auditDetails({ body: { email: 'a@b.test', password: 'hunter22', nested: { reset_token: 'abc', reason: 'typo' } } });
    expect(details).toEqual({ body: { email: 'a@b.test', password: '[redacted]', nested: { reset_token: '[redacted]', reason: 'typo' } } });
  });

  it('drops empty parts and stays small', () => {
    expect(auditDetails({ body: {}, query: undefined, ids: ['x'] })).toEqual({ ids: ['x'] });
    const big = auditDetails({ body: { items: Array.from({ length: 50 }, (_, i) => 'x'.repeat(190) + i) } });
    expect(JSON.stringify(big).length).toBeLessThanOrEqual(AUDIT_DETAILS_MAX_CHARS);
    expect(big).toEqual({ truncated: true, keys: ['body'] });
  });
});
