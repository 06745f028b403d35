import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { ClientFacts, ClientWebsiteStatesPort } from '@fw/api-accounts-application';

/** The websites context answers the admin's client list: each client's website state, in one statement per page. */
@Injectable()
export class SitesClientWebsiteStatesAdapter extends ClientWebsiteStatesPort {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async statesFor(clientIds: readonly string[]): Promise<Map<string, ClientFacts['websiteState']>> {
    if (!clientIds.length) return new Map();
    const rows = await this.em.getConnection().execute<Array<{ id: string; website_state: ClientFacts['websiteState'] }>>(
      `select c.id,
              (select case when count(*) = 0 then 'none' when bool_or(w.status = 'live') then 'live' else 'waiting_for_build' end from websites w where w.owner_id = c.id::uuid) as website_state
         from jsonb_array_elements_text(?::jsonb) as c(id)`,
      [JSON.stringify(clientIds)],
    );
    return new Map(rows.map((r) => [r.id, r.website_state]));
  }
}
