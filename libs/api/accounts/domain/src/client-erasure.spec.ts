import { assertClientDeletable, EXPORT_ALLOWS_DELETION_MINUTES } from './client-erasure';

describe('assertClientDeletable', () => {
  const now = new Date('2026-11-27T12:00:00Z');
  const minutesAgo = (m: number) => new Date(now.getTime() - m * 60 * 1000);

  it('needs an export within the hour', () => {
    expect(() => assertClientDeletable({ role: 'editor' }, null, now)).toThrow(expect.objectContaining({ code: 'ACCOUNTS.EXPORT_REQUIRED' }));
    expect(() => assertClientDeletable({ role: 'editor' }, minutesAgo(EXPORT_ALLOWS_DELETION_MINUTES + 1), now)).toThrow(
      expect.objectContaining({ code: 'ACCOUNTS.EXPORT_REQUIRED' }),
    );
    expect(() => assertClientDeletable({ role: 'editor' }, minutesAgo(5), now)).not.toThrow();
  });

  it('never deletes an admin', () => {
    expect(() => assertClientDeletable({ role: 'admin' }, minutesAgo(1), now)).toThrow(expect.objectContaining({ code: 'ACCOUNTS.ADMIN_NOT_DELETABLE' }));
  });
});
