import { Global, Module } from '@nestjs/common';
import { ClientFactsPort } from '@fw/api-accounts-application';
import { ContextsClientFactsAdapter } from '@fw/api-accounts-infrastructure';
import { SitesModule } from '@fw/api-sites-infrastructure';

/**
 * Binds ClientFactsPort (asked by the accounts context's admin list) for the whole app: its adapter
 * asks the websites context (ClientWebsiteStatesPort, from SitesModule) and the mail context
 * (EmailFailuresPort, from the global MailModule). Accounts cannot import sites (sites depends on
 * accounts), so the composition root wires them here.
 */
@Global()
@Module({
  imports: [SitesModule],
  providers: [{ provide: ClientFactsPort, useClass: ContextsClientFactsAdapter }],
  exports: [ClientFactsPort],
})
export class ClientFactsModule {}
