import fs from 'node:fs';

/** PostgreSQL's disk_full (53100), or a file write that found no space (ENOSPC, EDQUOT). */
export function isStorageFull(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown; message?: unknown } | undefined, depth = 0; e && depth < 4; e = e.cause as typeof e, depth++) {
    if (e.code === '53100' || e.code === 'ENOSPC' || e.code === 'EDQUOT') return true;
    if (typeof e.message === 'string' && /No space left on device|could not extend file/i.test(e.message)) return true;
  }
  return false;
}

/**
 * Whether storage was found full recently. Every failed write that met a full disk reports it
 * (the error filter, the mail capture); readiness reads it. It clears by itself: a report counts
 * for `windowMs`, and a new failed write renews it, so once space returns readiness turns 200
 * again within the window without anything polling the disk while all is well.
 */
export class StorageHealth {
  private lastFullAt = 0;
  private lastSource = '';

  constructor(private readonly windowMs = 10_000) {}

  reportFull(source: string): void {
    this.lastFullAt = Date.now();
    this.lastSource = source;
  }

  /** The place that last reported a full disk, while that report is recent; else undefined. */
  fullSince(now = Date.now()): { source: string; at: Date } | undefined {
    if (!this.lastFullAt || now - this.lastFullAt > this.windowMs) return undefined;
    return { source: this.lastSource, at: new Date(this.lastFullAt) };
  }

  /** Bytes free for this user on the file system that holds `dir`; undefined when unknown. */
  static freeBytes(dir: string): number | undefined {
    try {
      const s = fs.statfsSync(dir);
      return s.bavail * s.bsize;
    } catch {
      return undefined;
    }
  }
}

/** One per process: the filter, the mail capture and readiness share it. */
export const storageHealth = new StorageHealth();
