/** Below this much free space in DATA_DIR, readiness says the storage is full. */
export const MIN_FREE_BYTES = 1024 * 1024;

export interface ReadinessFacts {
  databaseUp: boolean;
  /** Bytes free in DATA_DIR, when known. */
  freeBytes?: number;
  /** The last write that met a full disk, while recent. */
  fullSince?: { source: string; at: Date };
}

export type ReadinessVerdict = { ready: true } | { ready: false; code: 'HEALTH.STORAGE_FULL' | 'HEALTH.DATABASE_DOWN'; message: string };

/**
 * Why the product cannot serve, most fundamental cause first: a full disk also takes PostgreSQL
 * down (it stops when it cannot write its log), and the operator must free space, not restart
 * the database, so a full disk is reported even while the database is unreachable.
 */
export function readinessVerdict(facts: ReadinessFacts): ReadinessVerdict {
  const lowSpace = facts.freeBytes !== undefined && facts.freeBytes < MIN_FREE_BYTES;
  if (facts.fullSince || lowSpace) {
    const where = facts.fullSince
      ? `a write to the ${facts.fullSince.source} failed for lack of space at ${facts.fullSince.at.toISOString()}`
      : `${facts.freeBytes} bytes free in DATA_DIR`;
    const database = facts.databaseUp ? '' : '; the database is down, most likely for the same reason';
    return { ready: false, code: 'HEALTH.STORAGE_FULL', message: `Storage full: ${where}${database}` };
  }
  if (!facts.databaseUp) return { ready: false, code: 'HEALTH.DATABASE_DOWN', message: 'Database unreachable' };
  return { ready: true };
}
