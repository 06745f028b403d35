/** Read-only: how many e-mails to each address could not be delivered (bounced or given up). */
export abstract class EmailFailuresPort {
  /** Failed e-mails per address as given (exact match, as the log keeps it); addresses without failures map to 0. One read for all. */
  abstract failedCounts(recipients: readonly string[]): Promise<Map<string, number>>;
  /** All e-mails that could not be delivered, as of `now` (the admin home's card). */
  abstract failedTotal(now: Date): Promise<number>;
}
