import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { AuthToken, User } from '@fw/api-accounts-domain';
import { AbandonedSignUpRepositoryPort, UnconfirmedAccount } from '@fw/api-accounts-application';

@Injectable()
export class MikroOrmAbandonedSignUpRepository extends AbandonedSignUpRepositoryPort {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async lockUnconfirmedCreatedBefore(createdBefore: Date, limit: number): Promise<UnconfirmedAccount[]> {
    // FOR UPDATE: a link issued meanwhile (its insert takes a key-share lock on the user) waits for
    // this transaction or is waited for, so no account is removed while it gets a working link.
    const rows = await this.em.execute<Array<{ id: string }>>(
      `select id from users where email_confirmed_at is null and created_at < ? order by created_at, id limit ? for update skip locked`,
      [createdBefore, limit],
    );
    if (!rows.length) return [];
    const ids = rows.map((r) => r.id);
    const users = await this.em.find(User, { id: { $in: ids } }, { refresh: true });
    const links = await this.em.find(AuthToken, { userId: { $in: ids } }, { refresh: true });
    return users.map((user) => ({ user, links: links.filter((link) => link.userId === user.id) }));
  }

  async delete(userIds: string[]): Promise<number> {
    // Profiles, roles, links and sessions go with the user (on delete cascade).
    const rows = await this.em.execute<Array<{ id: string }>>(`delete from users where id in (?) and email_confirmed_at is null returning id`, [userIds]);
    return rows.length;
  }
}
