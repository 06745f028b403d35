import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { ClientRow, Profile, Role, User, UserRole } from '@fw/api-accounts-domain';
import { AccountRepositoryPort, AccountView, NewAccount } from '@fw/api-accounts-application';
import { randomUUID } from 'node:crypto';

/** Users, profiles and roles through the current MikroORM context (the transaction's fork inside one). */
@Injectable()
export class MikroOrmAccountRepository extends AccountRepositoryPort {
  constructor(private readonly em: EntityManager) {
    super();
  }

  findUserByEmail(email: string): Promise<User | null> {
    return this.em.findOne(User, { email }, { populate: ['passwordHash'] as never, refresh: true });
  }

  findUserById(id: string): Promise<User | null> {
    return this.em.findOne(User, { id }, { refresh: true });
  }

  async findView(id: string): Promise<AccountView | null> {
    const row = await this.em.findOne(ClientRow, { id });
    return row ? toAccountView(row) : null;
  }

  async insert(account: NewAccount): Promise<boolean> {
    const inserted = await this.em.execute<Array<{ id: string }>>(
      `insert into users (id, email, password_hash, email_confirmed_at) values (?, ?, ?, ?)
       on conflict (email) do nothing returning id`,
      [account.id, account.email, account.passwordHash, account.emailConfirmedAt],
    );
    if (!inserted.length) return false;
    await this.em.insert(Profile, { id: account.id, email: account.email, fullName: account.fullName, createdAt: new Date(), updatedAt: new Date() });
    await this.em.insert(UserRole, { id: randomUUID(), userId: account.id, role: account.role, createdAt: new Date() });
    return true;
  }

  async markEmailConfirmed(userId: string, at: Date): Promise<void> {
    await this.em.nativeUpdate(User, { id: userId }, { emailConfirmedAt: at, updatedAt: at });
  }

  async changePassword(userId: string, passwordHash: string, at: Date): Promise<void> {
    await this.em.nativeUpdate(User, { id: userId }, { passwordHash, passwordChangedAt: at, updatedAt: at });
  }

  async setPasswordHash(userId: string, passwordHash: string, at: Date): Promise<void> {
    await this.em.nativeUpdate(User, { id: userId }, { passwordHash, updatedAt: at });
  }

  async setDisabled(userId: string, at: Date | null): Promise<void> {
    await this.em.nativeUpdate(User, { id: userId }, { disabledAt: at, updatedAt: new Date() });
  }

  async isMergedAway(userId: string): Promise<boolean> {
    const rows = await this.em.getConnection().execute(`select 1 from client_merges where merged_id = ?`, [userId]);
    return rows.length > 0;
  }

  async updateFullName(userId: string, fullName: string | null): Promise<void> {
    await this.em.nativeUpdate(Profile, { id: userId }, { fullName, updatedAt: new Date() });
  }

  async changeEmail(userId: string, email: string): Promise<boolean> {
    const taken = await this.em.execute<Array<{ id: string }>>(`select id from users where email = ? and id <> ?`, [email, userId]);
    if (taken.length) return false;
    await this.em.nativeUpdate(User, { id: userId }, { email, updatedAt: new Date() });
    await this.em.nativeUpdate(Profile, { id: userId }, { email, updatedAt: new Date() });
    return true;
  }

  async findBusinessName(userId: string): Promise<string | null> {
    return (await this.em.findOne(Profile, { id: userId }, { fields: ['businessName'] }))?.businessName ?? null;
  }

  async updateBusinessName(userId: string, businessName: string | null): Promise<void> {
    await this.em.nativeUpdate(Profile, { id: userId }, { businessName, updatedAt: new Date() });
  }

  async setRole(userId: string, role: Role): Promise<void> {
    await this.em.nativeDelete(UserRole, { userId });
    await this.em.insert(UserRole, { id: randomUUID(), userId, role, createdAt: new Date() });
  }

  async countAdminsForUpdate(): Promise<number> {
    await this.em.execute(`select pg_advisory_xact_lock(hashtext('accounts:user_roles'))`);
    const rows = await this.em.execute<Array<{ n: string | number }>>(
      `select count(distinct r.user_id) as n from user_roles r join users u on u.id = r.user_id
        where r.role = 'admin' and u.disabled_at is null`,
    );
    return Number(rows[0]?.n ?? 0);
  }
}

export function toAccountView(row: ClientRow): AccountView {
  return { id: row.id, email: row.email, fullName: row.fullName ?? null, role: row.role === 'admin' ? 'admin' : 'editor', createdAt: new Date(row.createdAt) };
}
