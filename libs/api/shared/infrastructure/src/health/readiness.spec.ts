import { MIN_FREE_BYTES, readinessVerdict } from './readiness';

describe('readiness verdict', () => {
  const full = { source: 'database', at: new Date('2026-11-27T15:00:00Z') };

  it('is ready with the database up and space left', () => {
    expect(readinessVerdict({ databaseUp: true, freeBytes: 10 * MIN_FREE_BYTES })).toEqual({ ready: true });
    expect(readinessVerdict({ databaseUp: true })).toEqual({ ready: true });
  });

  it('says STORAGE_FULL, not DATABASE_DOWN, when PostgreSQL went down on a full disk', () => {
    const verdict = readinessVerdict({ databaseUp: false, freeBytes: 4096 });
    expect(verdict).toMatchObject({ ready: false, code: 'HEALTH.STORAGE_FULL' });
    expect(verdict.ready === false && verdict.message).toMatch(/4096 bytes free in DATA_DIR; the database is down/);
    expect(readinessVerdict({ databaseUp: false, fullSince: full })).toMatchObject({ code: 'HEALTH.STORAGE_FULL' });
  });

  it('says STORAGE_FULL after a write met a full disk, and DATABASE_DOWN when space is not the cause', () => {
    expect(readinessVerdict({ databaseUp: true, fullSince: full, freeBytes: 10 * MIN_FREE_BYTES })).toEqual({
      ready: false,
      code: 'HEALTH.STORAGE_FULL',
      message: 'Storage full: a write to the database failed for lack of space at 2026-11-27T15:00:00.000Z',
    });
    expect(readinessVerdict({ databaseUp: false, freeBytes: 10 * MIN_FREE_BYTES })).toEqual({
      ready: false,
      code: 'HEALTH.DATABASE_DOWN',
      message: 'Database unreachable',
    });
  });
});
