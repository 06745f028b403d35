import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { assertClientsMergeable, ClientNotFoundError, effectiveRole, MergeCandidate } from '@fw/api-accounts-domain';

export interface ClientMergeOutcome {
  survivingId: string;
  mergedId: string;
  ordersMoved: number;
  websitesMoved: number;
  questionnairesMoved: number;
  activityMoved: number;
}

export interface ClientMergeRecord {
  id: string;
  merged_id: string;
  merged_email: string;
  reason: string;
  orders_moved: number;
  websites_moved: number;
  questionnaires_moved: number;
  activity_moved: number;
  merged_by: string | null;
  merged_at: Date;
}

/**
 * Merges two client accounts of one person (a typo at checkout made a second one): the orders,
 * website, questionnaires and history of the merged-away account move to the surviving one, with
 * the admin's reason kept (client_merges, and an order move per order). The merged-away account is
 * closed: disabled, its sessions and pending links ended. The rule (assertClientsMergeable) is the
 * accounts domain's; this spans every context's tables, so it lives in the composition root like
 * the client data export.
 */
@Injectable()
export class ClientMergeService {
  constructor(private readonly em: EntityManager) {}

  async merge(input: { survivingId: string; mergedId: string; reason: string; adminId: string }): Promise<ClientMergeOutcome> {
    const reason = input.reason.trim();
    return this.em.transactional(async (em) => {
      // Both rows locked in one statement, in id order, so two opposite merges cannot deadlock.
      const rows = await em.execute<Array<{ id: string; email: string; roles: string[]; websites: string; merged_away: boolean }>>(
        `select u.id, u.email,
                coalesce((select array_agg(r.role) from user_roles r where r.user_id = u.id), '{}') as roles,
                (select count(*) from websites w where w.owner_id = u.id) as websites,
                exists (select 1 from client_merges m where m.merged_id = u.id) as merged_away
           from users u where u.id in (?, ?) order by u.id for update of u`,
        [input.survivingId, input.mergedId],
      );
      const candidate = (id: string): MergeCandidate & { email: string } => {
        const row = rows.find((r) => r.id === id);
        if (!row) throw new ClientNotFoundError();
        return { id, email: row.email, role: effectiveRole(row.roles), websites: Number(row.websites), mergedAway: row.merged_away };
      };
      const surviving = candidate(input.survivingId);
      const merged = candidate(input.mergedId);
      assertClientsMergeable(surviving, merged);

      const orders = await em.execute<Array<{ id: string }>>(`update orders set user_id = ? where user_id = ? returning id`, [surviving.id, merged.id]);
      for (const order of orders) {
        await em.execute(`insert into order_moves (id, order_id, from_user_id, to_user_id, reason, moved_by) values (?, ?, ?, ?, ?, ?)`, [
          randomUUID(),
          order.id,
          merged.id,
          surviving.id,
          `Accounts merged: ${reason}`.slice(0, 500),
          input.adminId,
        ]);
      }
      const websites = await em.execute<Array<{ id: string }>>(`update websites set owner_id = ? where owner_id = ? returning id`, [surviving.id, merged.id]);
      const questionnaires = await em.execute<Array<{ id: string }>>(`update questionnaire_submissions set client_id = ? where client_id = ? returning id`, [
        surviving.id,
        merged.id,
      ]);
      const activity = await em.execute<Array<{ id: string }>>(`update activity_logs set user_id = ? where user_id = ? returning id`, [
        surviving.id,
        merged.id,
      ]);

      // The merged-away account can no longer sign in, and nothing already sent lets it back.
      await em.execute(`update users set disabled_at = coalesce(disabled_at, now()) where id = ?`, [merged.id]);
      await em.execute(`update refresh_tokens set revoked_at = now() where user_id = ? and revoked_at is null`, [merged.id]);
      await em.execute(`delete from auth_tokens where user_id = ?`, [merged.id]);

      const outcome: ClientMergeOutcome = {
        survivingId: surviving.id,
        mergedId: merged.id,
        ordersMoved: orders.length,
        websitesMoved: websites.length,
        questionnairesMoved: questionnaires.length,
        activityMoved: activity.length,
      };
      await em.execute(
        `insert into client_merges (id, surviving_id, merged_id, merged_email, reason, orders_moved, websites_moved, questionnaires_moved, activity_moved, merged_by)
         values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        [
          randomUUID(),
          surviving.id,
          merged.id,
          merged.email,
          reason,
          outcome.ordersMoved,
          outcome.websitesMoved,
          outcome.questionnairesMoved,
          outcome.activityMoved,
          input.adminId,
        ],
      );
      return outcome;
    });
  }

  /** The accounts merged into this one, newest first. */
  async mergesInto(clientId: string): Promise<ClientMergeRecord[]> {
    const [exists] = await this.em.execute(`select 1 from users where id = ?`, [clientId]);
    if (!exists) throw new ClientNotFoundError();
    return this.em.execute<ClientMergeRecord[]>(
      `select id, merged_id, merged_email, reason, orders_moved, websites_moved, questionnaires_moved, activity_moved, merged_by, merged_at
         from client_merges where surviving_id = ? order by merged_at desc, id`,
      [clientId],
    );
  }
}
