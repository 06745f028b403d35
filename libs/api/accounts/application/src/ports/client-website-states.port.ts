import type { ClientFacts } from './client-facts.port';

/** Where each client's website stands, asked by the admin's client list and answered by the context that owns websites. Read-only. */
export abstract class ClientWebsiteStatesPort {
  /** Per client id: none, waiting for its build, or live; one read for all of them. */
  abstract statesFor(clientIds: readonly string[]): Promise<Map<string, ClientFacts['websiteState']>>;
}
