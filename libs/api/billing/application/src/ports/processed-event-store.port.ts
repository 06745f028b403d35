/** The provider events already applied (table webhook_events). */
export abstract class ProcessedEventStorePort {
  /**
   * Records the event id inside the current unit of work; true if it was new. A concurrent caller
   * with the same id waits for the first to commit (then gets false) or roll back (then gets true).
   */
  abstract recordOnce(eventId: string, type: string): Promise<boolean>;
}
