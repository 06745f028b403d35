import { describe, expect, it } from 'vitest';
import { summarizeBulk } from './bulk-results';

describe('summarizeBulk', () => {
  it('counts what was done and lists what was not', () => {
    const summary = summarizeBulk(
      [
        { id: 'a', ok: true },
        { id: 'b', ok: false, code: 'INTAKE.LEAD_NOT_FOUND', message: 'Lead not found' },
        { id: 'c', ok: true },
      ],
      'closed',
    );
    expect(summary.title).toBe('2 closed, 1 not');
    expect(summary.failed.map((r) => r.id)).toEqual(['b']);
    expect(summarizeBulk([{ id: 'a', ok: true }], 'closed').title).toBe('1 closed');
  });
});
