import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { RecipientEmailsPort, RecipientEmailSummary } from '@fw/api-mail-application';

/** The e-mail log of one recipient, in SQL on the caller's transaction. */
@Injectable()
export class SqlRecipientEmailsAdapter extends RecipientEmailsPort {
  constructor(private readonly em: EntityManager) {
    super();
  }

  summariesFor(email: string): Promise<RecipientEmailSummary[]> {
    return this.em.execute(`select id, template, subject, status, created_at from email_logs where recipient_email = ? order by created_at, id`, [email]);
  }

  async deleteFor(email: string): Promise<void> {
    await this.em.execute(`delete from email_logs where recipient_email = ?`, [email]);
  }
}
