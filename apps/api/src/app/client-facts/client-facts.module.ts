import { Global, Injectable, Module } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { ClientFacts, ClientFactsPort } from '@fw/api-accounts-application';

/**
 * The admin client list's facts from the websites and the e-mail log, in one statement per page.
 * It reads two contexts' tables, so it lives in the composition root (like the admin overview).
 */
@Injectable()
export class SqlClientFactsAdapter extends ClientFactsPort {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async factsFor(clients: ReadonlyArray<{ id: string; email: string }>): Promise<Map<string, ClientFacts>> {
    const rows = await this.em.getConnection().execute<Array<{ id: string; website_state: ClientFacts['websiteState']; failed_emails: number }>>(
      `select c.id,
              (select case when count(*) = 0 then 'none' when bool_or(w.status = 'live') then 'live' else 'waiting_for_build' end from websites w where w.owner_id = c.id) as website_state,
              (select count(*)::int from email_logs e where e.recipient_email = c.email and e.status = 'failed') as failed_emails
         from jsonb_to_recordset(?::jsonb) as c(id uuid, email text)`,
      [JSON.stringify(clients.map(({ id, email }) => ({ id, email })))],
    );
    return new Map(rows.map((r) => [r.id, { websiteState: r.website_state, failedEmails: r.failed_emails }]));
  }
}

/** Binds ClientFactsPort (asked by the accounts context's admin list) for the whole app. */
@Global()
@Module({
  providers: [{ provide: ClientFactsPort, useClass: SqlClientFactsAdapter }],
  exports: [ClientFactsPort],
})
export class ClientFactsModule {}
