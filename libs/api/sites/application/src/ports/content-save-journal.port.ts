import type { ActivityEntry, Revision } from '@fw/api-sites-domain';

/**
 * What a content save leaves behind once its sections are written: each written section's
 * revision, the activity entry listing the keys, and the website's updated_at moved. Recorded
 * together in the current unit of work (one statement in SQL, as the save's speed needs).
 */
export abstract class ContentSaveJournalPort {
  abstract record(websiteId: string, revisions: Revision[], activity: ActivityEntry): Promise<void>;
}
