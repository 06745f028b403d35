import type { SiteLead } from '@fw/api-sites-domain';

export abstract class SiteLeadRepositoryPort {
  /** Writes the lead in the surrounding transaction. */
  abstract add(lead: SiteLead): Promise<void>;
  /** A website's leads, newest first. */
  abstract listByWebsite(websiteId: string, limit: number): Promise<SiteLead[]>;
}

/** Where the e-mail about a new lead points its reader (the client's Leads page). */
export abstract class SiteLeadSettings {
  abstract readonly leadsUrl: string;
}
