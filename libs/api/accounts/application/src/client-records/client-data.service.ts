import { Injectable } from '@nestjs/common';
import { assertClientDeletable, ClientNotFoundError, effectiveRole } from '@fw/api-accounts-domain';
import { RecipientEmailsPort } from '@fw/api-mail-application';
import { UnitOfWorkPort } from '../ports/unit-of-work.port';
import {
  ClientAccountRecordsPort,
  ClientOrderRecordsPort,
  ClientQuestionnaireRecordsPort,
  ClientRecord,
  ClientWebsiteRecordsPort,
} from './client-records.ports';

/** Hashes of links and keys (`*_hash` columns) are secrets, never part of an export, whatever table gains one. */
const withoutHashes = (rows: ClientRecord[]): ClientRecord[] =>
  rows.map((row) => Object.fromEntries(Object.entries(row).filter(([key]) => !key.endsWith('_hash'))));

/**
 * A client's data across the contexts (accounts, billing, sites, intake, mail): the export an admin
 * downloads, and the deletion it allows, each in one transaction. What is kept and why is
 * docs/client-data.md.
 */
@Injectable()
export class ClientDataService {
  constructor(
    private readonly uow: UnitOfWorkPort,
    private readonly accounts: ClientAccountRecordsPort,
    private readonly websites: ClientWebsiteRecordsPort,
    private readonly questionnaires: ClientQuestionnaireRecordsPort,
    private readonly orders: ClientOrderRecordsPort,
    private readonly emails: RecipientEmailsPort,
  ) {}

  /** Everything stored about the client, without secrets; the export is recorded with who took it. */
  async export(clientId: string, adminId: string): Promise<ClientRecord> {
    return this.uow.run(async () => {
      const profile = await this.accounts.profile(clientId);
      if (!profile) throw new ClientNotFoundError();
      const { roles, ...rest } = profile;
      const sites = await this.websites.exportFor(clientId);
      const websites = withoutHashes(sites.websites).map((website) => ({
        ...website,
        sections: withoutHashes((website.sections as ClientRecord[] | undefined) ?? []),
        posts: withoutHashes((website.posts as ClientRecord[] | undefined) ?? []),
      }));
      const orders = await this.orders.exportFor(clientId);
      const data = {
        exported_at: new Date().toISOString(),
        profile: { ...rest, role: effectiveRole(roles) },
        orders: withoutHashes(orders.orders),
        order_moves: orders.orderMoves,
        websites,
        questionnaires: withoutHashes(await this.questionnaires.exportFor(clientId)),
        activity: sites.activity,
        email_changes: await this.accounts.emailChanges(clientId),
        emails: await this.emails.summariesFor(profile.email),
      };
      await this.accounts.recordExport(clientId, adminId);
      return data;
    });
  }

  /**
   * Deletes the person: account, website (sections, posts, history), questionnaires and the e-mails
   * sent to them. Orders stay for the books with the person detached. Refused (see
   * assertClientDeletable) without an export within the hour, and for admins.
   */
  async delete(clientId: string, adminId: string): Promise<void> {
    const websiteIds = await this.uow.run(async () => {
      const [client] = await this.accounts.lockAccounts([clientId]);
      if (!client) throw new ClientNotFoundError();
      assertClientDeletable({ role: client.role }, await this.accounts.latestExport(clientId), new Date());
      const ordersKept = await this.orders.detachFrom(clientId, client.email);
      const deletedWebsites = await this.websites.deleteFor(clientId);
      await this.questionnaires.deleteFor(clientId);
      await this.emails.deleteFor(client.email);
      await this.accounts.delete(clientId);
      await this.accounts.recordDeletion(clientId, adminId, ordersKept);
      return deletedWebsites;
    });
    // Only once the deletion has committed: a rollback must not leave a live site without its images.
    await this.websites.removeFilesOf(websiteIds);
  }
}
