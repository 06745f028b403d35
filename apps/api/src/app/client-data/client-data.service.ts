import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { assertClientDeletable, ClientNotFoundError, effectiveRole } from '@fw/api-accounts-domain';

type Row = Record<string, unknown>;

/** Hashes of links and keys (`*_hash` columns) are secrets, never part of an export, whatever table gains one. */
const withoutHashes = (rows: Row[]): Row[] => rows.map((row) => Object.fromEntries(Object.entries(row).filter(([key]) => !key.endsWith('_hash'))));

/** Columns that are secrets (hashes of links and keys), never part of an export. */
const ORDER_SECRETS = `- 'request_key' - 'checkout_url'`;

/**
 * A client's data across the contexts (accounts, billing, sites, intake): the export an admin
 * downloads, and the deletion it allows. It spans every context's tables, so it lives in the
 * composition root like the admin overview; what is kept and why is docs/client-data.md.
 */
@Injectable()
export class ClientDataService {
  constructor(private readonly em: EntityManager) {}

  /** Everything stored about the client, without secrets; the export is recorded with who took it. */
  async export(clientId: string, adminId: string): Promise<Row> {
    return this.em.transactional(async (em) => {
      const q = <T = Row>(sql: string) => em.execute<T[]>(sql, [clientId]);
      const [profile] = await q(
        `select p.id, u.email, p.full_name, p.business_name, u.email_confirmed_at, u.disabled_at, p.created_at,
                coalesce((select array_agg(r.role) from user_roles r where r.user_id = u.id), '{}') as roles
           from users u join profiles p on p.id = u.id where u.id = ?`,
      );
      if (!profile) throw new ClientNotFoundError();
      const { roles, ...rest } = profile as Row & { roles: string[] };
      const websites = withoutHashes(await q(`select * from websites where owner_id = ? order by created_at, id`));
      for (const website of websites) {
        website.sections = withoutHashes(await em.execute(`select * from website_content where website_id = ? order by section_key`, [website.id]));
        website.posts = withoutHashes(await em.execute(`select * from blog_posts where website_id = ? order by created_at, id`, [website.id]));
      }
      const data = {
        exported_at: new Date().toISOString(),
        profile: { ...rest, role: effectiveRole(roles) },
        orders: withoutHashes(
          (await q<{ o: Row }>(`select to_jsonb(o) ${ORDER_SECRETS} as o from orders o where o.user_id = ? order by o.created_at, o.id`)).map((r) => r.o),
        ),
        order_moves: await em.execute(`select * from order_moves where from_user_id = ? or to_user_id = ? order by moved_at, id`, [clientId, clientId]),
        websites,
        questionnaires: withoutHashes(await q(`select * from questionnaire_submissions where client_id = ? order by created_at, id`)),
        activity: await q(`select id, website_id, action, details, created_at from activity_logs where user_id = ? order by created_at, id`),
        email_changes: await q(
          `select id, old_email, new_email, requested_by, requested_at, confirmed_at from email_changes where user_id = ? order by requested_at`,
        ),
        emails: await em.execute(`select id, template, subject, status, created_at from email_logs where recipient_email = ? order by created_at, id`, [
          profile.email,
        ]),
      };
      await em.execute(`insert into client_exports (id, user_id, exported_by) values (?, ?, ?)`, [randomUUID(), clientId, adminId]);
      return data;
    });
  }

  /**
   * Deletes the person: account, website (sections, posts, history), questionnaires and the e-mails
   * sent to them. Orders stay for the books with the person detached. Refused (see
   * assertClientDeletable) without an export within the hour, and for admins.
   */
  async delete(clientId: string, adminId: string): Promise<void> {
    await this.em.transactional(async (em) => {
      const [client] = await em.execute<Array<{ email: string; roles: string[] }>>(
        `select u.email, coalesce((select array_agg(r.role) from user_roles r where r.user_id = u.id), '{}') as roles from users u where u.id = ? for update`,
        [clientId],
      );
      if (!client) throw new ClientNotFoundError();
      const [latest] = await em.execute<Array<{ at: Date | null }>>(`select max(exported_at) as at from client_exports where user_id = ?`, [clientId]);
      assertClientDeletable({ role: effectiveRole(client.roles) }, latest?.at ? new Date(latest.at) : null, new Date());
      const detached = await em.execute<Array<{ id: string }>>(
        `update orders set buyer_email = null, email_correction_to = null, email_correction_hash = null, email_correction_expires_at = null, buyer_key_hash = null, user_id = null
          where user_id = ? or buyer_email = ? returning id`,
        [clientId, client.email],
      );
      await em.execute(`delete from websites where owner_id = ?`, [clientId]);
      await em.execute(`delete from questionnaire_submissions where client_id = ?`, [clientId]);
      await em.execute(`delete from email_logs where recipient_email = ?`, [client.email]);
      // Profile, roles, tokens, sessions, activity and e-mail changes go with the user.
      await em.execute(`delete from users where id = ?`, [clientId]);
      await em.execute(`insert into client_deletions (id, user_id, deleted_by, orders_kept) values (?, ?, ?, ?)`, [
        randomUUID(),
        clientId,
        adminId,
        detached.length,
      ]);
    });
  }
}
