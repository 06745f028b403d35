import { Injectable } from '@nestjs/common';
import { ClientFacts, ClientFactsPort, ClientWebsiteStatesPort } from '@fw/api-accounts-application';
import { EmailFailuresPort } from '@fw/api-mail-application';

/** The admin client list's facts: the website state from the websites context, failed e-mails from the mail context. */
@Injectable()
export class ContextsClientFactsAdapter extends ClientFactsPort {
  constructor(
    private readonly websites: ClientWebsiteStatesPort,
    private readonly mail: EmailFailuresPort,
  ) {
    super();
  }

  async factsFor(clients: ReadonlyArray<{ id: string; email: string }>): Promise<Map<string, ClientFacts>> {
    const [states, failures] = await Promise.all([this.websites.statesFor(clients.map((c) => c.id)), this.mail.failedCounts(clients.map((c) => c.email))]);
    return new Map(clients.map((c) => [c.id, { websiteState: states.get(c.id) ?? 'none', failedEmails: failures.get(c.email) ?? 0 }]));
  }
}
