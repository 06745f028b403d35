/** What other contexts know about a client that the admin's client list shows. */
export interface ClientFacts {
  /** The client's website: none yet, waiting to be built, or live. */
  websiteState: 'none' | 'waiting_for_build' | 'live';
  /** E-mails to the client's address that could not be delivered (bounced or given up). */
  failedEmails: number;
}

/**
 * Facts about clients kept by other contexts (websites, the e-mail log), for the admin list. The
 * composition root answers it; each call reads all the given clients at once. Read-only.
 */
export abstract class ClientFactsPort {
  abstract factsFor(clients: ReadonlyArray<{ id: string; email: string }>): Promise<Map<string, ClientFacts>>;
}
