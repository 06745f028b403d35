import type { ActivityEntry } from '@fw/api-sites-domain';

export abstract class ActivityLogRepositoryPort {
  /** Adds one entry inside the current unit of work. */
  abstract append(entry: ActivityEntry): Promise<void>;
  /** The user's newest entries, newest first. */
  abstract recentForUser(userId: string, limit: number): Promise<ActivityEntry[]>;
}
