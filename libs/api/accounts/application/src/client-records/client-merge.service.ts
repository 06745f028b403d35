import { Injectable } from '@nestjs/common';
import { assertClientsMergeable, ClientNotFoundError, MergeCandidate } from '@fw/api-accounts-domain';
import { UnitOfWorkPort } from '../ports/unit-of-work.port';
import {
  ClientAccountRecordsPort,
  ClientMergeOutcome,
  ClientMergeRecord,
  ClientOrderRecordsPort,
  ClientQuestionnaireRecordsPort,
  ClientWebsiteRecordsPort,
} from './client-records.ports';

/**
 * Merges two client accounts of one person (a typo at checkout made a second one): the orders,
 * website, questionnaires and history of the merged-away account move to the surviving one, with
 * the admin's reason kept (the merge, and an order move per order). The merged-away account is
 * closed: disabled, its sessions and pending links ended. One transaction; the rule is the
 * domain's assertClientsMergeable.
 */
@Injectable()
export class ClientMergeService {
  constructor(
    private readonly uow: UnitOfWorkPort,
    private readonly accounts: ClientAccountRecordsPort,
    private readonly websites: ClientWebsiteRecordsPort,
    private readonly questionnaires: ClientQuestionnaireRecordsPort,
    private readonly orders: ClientOrderRecordsPort,
  ) {}

  async merge(input: { survivingId: string; mergedId: string; reason: string; adminId: string }): Promise<ClientMergeOutcome> {
    const reason = input.reason.trim();
    return this.uow.run(async () => {
      const locked = await this.accounts.lockAccounts([input.survivingId, input.mergedId]);
      const websiteCounts = await this.websites.countOwnedBy(locked.map((a) => a.id));
      const candidate = (id: string): MergeCandidate & { email: string } => {
        const account = locked.find((a) => a.id === id);
        if (!account) throw new ClientNotFoundError();
        return { id, email: account.email, role: account.role, websites: websiteCounts.get(id) ?? 0, mergedAway: account.mergedAway };
      };
      const surviving = candidate(input.survivingId);
      const merged = candidate(input.mergedId);
      assertClientsMergeable(surviving, merged);

      const ordersMoved = await this.orders.moveAll({
        fromId: merged.id,
        toId: surviving.id,
        reason: `Accounts merged: ${reason}`.slice(0, 500),
        movedBy: input.adminId,
      });
      const moved = await this.websites.moveAll(merged.id, surviving.id);
      const questionnairesMoved = await this.questionnaires.moveAll(merged.id, surviving.id);
      // The merged-away account can no longer sign in, and nothing already sent lets it back.
      await this.accounts.close(merged.id);

      const outcome: ClientMergeOutcome = {
        survivingId: surviving.id,
        mergedId: merged.id,
        ordersMoved,
        websitesMoved: moved.websites,
        questionnairesMoved,
        activityMoved: moved.activity,
      };
      await this.accounts.recordMerge({ email: merged.email, reason, mergedBy: input.adminId }, outcome);
      return outcome;
    });
  }

  /** The accounts merged into this one, newest first. */
  async mergesInto(clientId: string): Promise<ClientMergeRecord[]> {
    if (!(await this.accounts.exists(clientId))) throw new ClientNotFoundError();
    return this.accounts.mergesInto(clientId);
  }
}
