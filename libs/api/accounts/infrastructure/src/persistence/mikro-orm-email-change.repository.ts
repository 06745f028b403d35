import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { EmailChange } from '@fw/api-accounts-domain';
import { EmailChangeRecord, EmailChangeRepositoryPort } from '@fw/api-accounts-application';

interface EmailChangeRow {
  id: string;
  user_id: string;
  old_email: string;
  new_email: string;
  token_hash: string;
  requested_by: string | null;
  requested_at: Date;
  expires_at: Date;
  confirmed_at: Date | null;
}

const toEntity = (row: EmailChangeRow): EmailChange =>
  Object.assign(new EmailChange(), {
    id: row.id,
    userId: row.user_id,
    oldEmail: row.old_email,
    newEmail: row.new_email,
    tokenHash: row.token_hash,
    requestedBy: row.requested_by,
    requestedAt: new Date(row.requested_at),
    expiresAt: new Date(row.expires_at),
    confirmedAt: row.confirmed_at ? new Date(row.confirmed_at) : null,
  });

@Injectable()
export class MikroOrmEmailChangeRepository extends EmailChangeRepositoryPort {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async insert(change: EmailChange): Promise<void> {
    await this.em.execute(
      `insert into email_changes (id, user_id, old_email, new_email, token_hash, requested_by, requested_at, expires_at) values (?, ?, ?, ?, ?, ?, ?, ?)`,
      [change.id, change.userId, change.oldEmail, change.newEmail, change.tokenHash, change.requestedBy, change.requestedAt, change.expiresAt],
    );
  }

  async findByTokenHashForUpdate(tokenHash: string): Promise<EmailChange | null> {
    const rows = await this.em.execute<EmailChangeRow[]>(`select * from email_changes where token_hash = ? for update`, [tokenHash]);
    return rows[0] ? toEntity(rows[0]) : null;
  }

  async markConfirmed(id: string, at: Date): Promise<void> {
    await this.em.execute(`update email_changes set confirmed_at = ? where id = ?`, [at, id]);
  }

  async listForUser(userId: string): Promise<EmailChangeRecord[]> {
    const rows = await this.em.execute<Array<EmailChangeRow & { requested_by_email: string | null }>>(
      `select c.*, u.email as requested_by_email from email_changes c left join users u on u.id = c.requested_by
        where c.user_id = ? order by c.requested_at desc, c.id`,
      [userId],
    );
    return rows.map((row) => {
      const change = toEntity(row);
      return {
        id: change.id,
        oldEmail: change.oldEmail,
        newEmail: change.newEmail,
        requestedBy: row.requested_by && row.requested_by_email ? { id: row.requested_by, email: row.requested_by_email } : null,
        requestedAt: change.requestedAt,
        expiresAt: change.expiresAt,
        confirmedAt: change.confirmedAt,
      };
    });
  }
}
