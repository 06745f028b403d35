import { describe, expect, it } from 'vitest';
import { authorName } from './revision';

describe('who a revision names', () => {
  it('names the author when there is one', () => {
    expect(authorName({ action: 'update', changed_by: { id: 'u', name: 'Jane Doe' } })).toBe('Jane Doe');
  });

  it('gives a first version without an author to the business (set up with the site, or the text before history began)', () => {
    expect(authorName({ action: 'create', changed_by: null })).toBe('Florida Web Design');
  });

  it('calls any other change without an author the work of a former user', () => {
    expect(authorName({ action: 'update', changed_by: null })).toBe('a former user');
  });
});
