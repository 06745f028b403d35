import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { BUSINESS_INBOX, MailOutboxPort } from '@fw/api-mail-application';
import { ClockPort } from '@fw/api-shared-application';
import { SiteLead, SiteLeadErrors, SiteLeadInput } from '@fw/api-sites-domain';
import { UnitOfWorkPort } from '../ports/unit-of-work.port';
import { OwnerDirectoryPort } from '../ports/owner-directory.port';
import { WebsiteRepositoryPort } from '../ports/website.repository.port';
import { SiteLeadRepositoryPort, SiteLeadSettings } from './site-lead.repository.port';

/**
 * A visitor's message through a client's website contact form: kept as the client's lead and
 * e-mailed to the website's owner (Reply-To the visitor), both in one transaction. A website
 * without an owner yet sends it to the business's inbox. Bad input keeps nothing and says why.
 */
@Injectable()
export class SubmitSiteLeadUseCase {
  constructor(
    private readonly uow: UnitOfWorkPort,
    private readonly websites: WebsiteRepositoryPort,
    private readonly owners: OwnerDirectoryPort,
    private readonly leads: SiteLeadRepositoryPort,
    private readonly outbox: MailOutboxPort,
    private readonly clock: ClockPort,
    private readonly settings: SiteLeadSettings,
  ) {}

  async execute(websiteId: string, input: SiteLeadInput): Promise<{ errors: SiteLeadErrors } | { leadId: string }> {
    const result = SiteLead.submit({ id: randomUUID(), websiteId, now: this.clock.now(), ...input });
    if ('errors' in result) return result;
    const { lead } = result;
    await this.uow.run(async () => {
      const website = await this.websites.findById(websiteId);
      const owner = website?.ownerId ? (await this.owners.findOwners([website.ownerId])).get(website.ownerId) : undefined;
      await this.leads.add(lead);
      await this.outbox.enqueue({
        template: 'site-lead-notification',
        to: owner?.email ?? BUSINESS_INBOX,
        replyTo: lead.email,
        data: { siteName: website?.name ?? '', name: lead.name, email: lead.email, phone: lead.phone, message: lead.message, leadsUrl: this.settings.leadsUrl },
        metadata: { source: 'site-contact-form', websiteId, leadId: lead.id },
      });
    });
    return { leadId: lead.id };
  }
}
