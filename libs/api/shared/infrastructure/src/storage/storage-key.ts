/** A key that is empty, absolute, or climbs out of the storage root (`..`, backslashes, NUL). */
export class InvalidStorageKeyError extends Error {
  constructor(readonly key: string) {
    super(`Invalid storage key: ${JSON.stringify(key)}`);
    this.name = 'InvalidStorageKeyError';
  }
}

const SAFE_SEGMENT = /^[A-Za-z0-9._-]+$/;

/**
 * The keys every adapter takes, so that an object can move between them (backup, a change of
 * adapter): slash-separated plain names, none `.` or `..`, none that the local disk keeps for itself
 * (`.tmp-*` write files, `*.type` content types). Returns the segments; throws InvalidStorageKeyError.
 */
export function storageKeySegments(key: string): string[] {
  const segments = key.split('/');
  if (!key || segments.some((s) => !SAFE_SEGMENT.test(s) || s === '.' || s === '..' || s.startsWith('.tmp-') || s.endsWith('.type'))) {
    throw new InvalidStorageKeyError(key);
  }
  return segments;
}
