/**
 * Bytes each website's library uses. `reserve` is atomic in the store itself, so uploads that run
 * at the same time (on one replica or several) can never add up past the quota together.
 */
export abstract class MediaQuotaPort {
  /** Adds `bytes` to the website's usage, or throws MediaQuotaExceededError and adds nothing. */
  abstract reserve(websiteId: string, bytes: number, quotaBytes: number): Promise<void>;
  /** Gives `bytes` back (an image deleted or replaced); never below zero. */
  abstract release(websiteId: string, bytes: number): Promise<void>;
  abstract usedBytes(websiteId: string): Promise<number>;
}

export abstract class MediaSettings {
  abstract readonly quotaBytes: number;
}
