import { describe, expect, it } from 'vitest';
import { bulkAction } from './bulk-action';

describe('bulkAction', () => {
  const close = bulkAction('leads', 'close', { label: 'Close leads', noun: 'lead', ask: (leads) => `Close ${leads}?`, doneWord: 'closed' });

  it("posts to the list's bulk route named by its key", () => {
    expect(close).toMatchObject({ key: 'close', label: 'Close leads', path: '/admin/leads/bulk/close', doneWord: 'closed' });
    expect(close.danger).toBeUndefined();
  });

  it('asks with the rows counted, one or many', () => {
    expect(close.confirm(1)).toBe('Close 1 lead?');
    expect(close.confirm(3)).toBe('Close 3 leads?');
  });

  it('keeps a dangerous action marked', () => {
    const disable = bulkAction('clients', 'disable', {
      label: 'Disable accounts',
      noun: 'account',
      ask: (n) => `Disable ${n}?`,
      doneWord: 'disabled',
      danger: true,
    });
    expect(disable.danger).toBe(true);
    expect(disable.path).toBe('/admin/clients/bulk/disable');
  });
});
