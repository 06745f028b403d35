import { assertClientsMergeable, MergeCandidate } from './client-merge';

const client = (over: Partial<MergeCandidate> = {}): MergeCandidate => ({ id: 'a', role: 'editor', websites: 0, mergedAway: false, ...over });

describe('assertClientsMergeable', () => {
  it('allows two clients of whom at most one has a website', () => {
    expect(() => assertClientsMergeable(client({ id: 'a', websites: 1 }), client({ id: 'b' }))).not.toThrow();
    expect(() => assertClientsMergeable(client({ id: 'a' }), client({ id: 'b', websites: 1 }))).not.toThrow();
  });

  it('refuses the same account, admins, merged-away accounts and two websites', () => {
    expect(() => assertClientsMergeable(client(), client())).toThrow(expect.objectContaining({ code: 'ACCOUNTS.MERGE_SAME_CLIENT' }));
    expect(() => assertClientsMergeable(client({ role: 'admin' }), client({ id: 'b' }))).toThrow(expect.objectContaining({ code: 'ACCOUNTS.MERGE_ADMIN' }));
    expect(() => assertClientsMergeable(client(), client({ id: 'b', mergedAway: true }))).toThrow(expect.objectContaining({ code: 'ACCOUNTS.ALREADY_MERGED' }));
    expect(() => assertClientsMergeable(client({ websites: 1 }), client({ id: 'b', websites: 2 }))).toThrow(
      expect.objectContaining({ code: 'ACCOUNTS.MERGE_WEBSITE_CONFLICT', kind: 'conflict' }),
    );
  });
});
