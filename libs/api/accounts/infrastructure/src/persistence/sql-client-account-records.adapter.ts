import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { exportRecords } from '@fw/api-shared-infrastructure';
import { effectiveRole } from '@fw/api-accounts-domain';
import { ClientAccountRecordsPort, ClientMergeOutcome, ClientMergeRecord, ClientRecord, LockedClientAccount } from '@fw/api-accounts-application';

const ROLES = `coalesce((select array_agg(r.role) from user_roles r where r.user_id = u.id), '{}') as roles`;

/** The accounts context's own records of a client, in SQL on the caller's transaction. */
@Injectable()
export class SqlClientAccountRecordsAdapter extends ClientAccountRecordsPort {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async lockAccounts(ids: readonly string[]): Promise<LockedClientAccount[]> {
    // One statement, in id order, so two opposite merges cannot deadlock.
    const rows = await this.em.execute<Array<{ id: string; email: string; roles: string[]; merged_away: boolean }>>(
      `select u.id, u.email, ${ROLES},
              exists (select 1 from client_merges m where m.merged_id = u.id) as merged_away
         from users u where u.id in (${ids.map(() => '?').join(', ')}) order by u.id for update of u`,
      [...ids],
    );
    return rows.map((r) => ({ id: r.id, email: r.email, role: effectiveRole(r.roles), mergedAway: r.merged_away }));
  }

  async exists(id: string): Promise<boolean> {
    return (await this.em.execute(`select 1 from users where id = ?`, [id])).length > 0;
  }

  async profile(id: string): Promise<(ClientRecord & { email: string; roles: string[] }) | null> {
    const [profile] = await exportRecords(
      this.em,
      `select to_jsonb(x) as record from (
         select p.id, u.email, p.full_name, p.business_name, u.email_confirmed_at, u.disabled_at, p.created_at, ${ROLES}
           from users u join profiles p on p.id = u.id where u.id = ?
       ) x`,
      [id],
    );
    return (profile as (ClientRecord & { email: string; roles: string[] }) | undefined) ?? null;
  }

  emailChanges(id: string): Promise<ClientRecord[]> {
    return exportRecords(
      this.em,
      `select to_jsonb(x) as record from (select id, old_email, new_email, requested_by, requested_at, confirmed_at from email_changes where user_id = ?) x
        order by x.requested_at`,
      [id],
    );
  }

  async close(id: string): Promise<void> {
    await this.em.execute(`update users set disabled_at = coalesce(disabled_at, now()) where id = ?`, [id]);
    await this.em.execute(`update refresh_tokens set revoked_at = now() where user_id = ? and revoked_at is null`, [id]);
    await this.em.execute(`delete from auth_tokens where user_id = ?`, [id]);
  }

  async delete(id: string): Promise<void> {
    await this.em.execute(`delete from users where id = ?`, [id]);
  }

  async recordMerge(merged: { email: string; reason: string; mergedBy: string }, outcome: ClientMergeOutcome): Promise<void> {
    await this.em.execute(
      `insert into client_merges (id, surviving_id, merged_id, merged_email, reason, orders_moved, websites_moved, questionnaires_moved, activity_moved, merged_by)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [
        randomUUID(),
        outcome.survivingId,
        outcome.mergedId,
        merged.email,
        merged.reason,
        outcome.ordersMoved,
        outcome.websitesMoved,
        outcome.questionnairesMoved,
        outcome.activityMoved,
        merged.mergedBy,
      ],
    );
  }

  mergesInto(id: string): Promise<ClientMergeRecord[]> {
    return this.em.execute<ClientMergeRecord[]>(
      `select id, merged_id, merged_email, reason, orders_moved, websites_moved, questionnaires_moved, activity_moved, merged_by, merged_at
         from client_merges where surviving_id = ? order by merged_at desc, id`,
      [id],
    );
  }

  async recordExport(clientId: string, exportedBy: string): Promise<void> {
    await this.em.execute(`insert into client_exports (id, user_id, exported_by) values (?, ?, ?)`, [randomUUID(), clientId, exportedBy]);
  }

  async latestExport(clientId: string): Promise<Date | null> {
    const [latest] = await this.em.execute<Array<{ at: Date | null }>>(`select max(exported_at) as at from client_exports where user_id = ?`, [clientId]);
    return latest?.at ? new Date(latest.at) : null;
  }

  async recordDeletion(clientId: string, deletedBy: string, ordersKept: number): Promise<void> {
    await this.em.execute(`insert into client_deletions (id, user_id, deleted_by, orders_kept) values (?, ?, ?, ?)`, [
      randomUUID(),
      clientId,
      deletedBy,
      ordersKept,
    ]);
  }
}
