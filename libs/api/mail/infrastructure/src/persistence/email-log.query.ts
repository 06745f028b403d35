import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { EmailLog } from '@fw/api-mail-domain';
import { ListSpec, findPage } from '@fw/api-shared-infrastructure';
import { NotFoundError } from '@fw/api-shared-domain';

export const emailLogListSpec: ListSpec = {
  fields: {
    id: { path: 'id', type: 'uuid', filterable: true },
    created_at: { path: 'createdAt', type: 'date', sortable: true, filterable: true },
    status: { path: 'status', type: 'string', sortable: true, filterable: true },
    template: { path: 'template', type: 'string', filterable: true },
    submission_id: { path: 'submissionId', type: 'uuid', filterable: true },
    recipient_email: { path: 'recipientEmail', type: 'string', filterable: true, searchable: true },
    subject: { path: 'subject', type: 'string', searchable: true },
  },
  defaultSort: { field: 'created_at', order: 'desc' },
};

/** Admin read model of the outbox (list in simple-rest form, one by id). */
@Injectable()
export class EmailLogQuery {
  constructor(private readonly em: EntityManager) {}

  async list(query: Record<string, unknown>): Promise<{ items: EmailLog[]; total: number }> {
    return findPage(this.em.fork(), EmailLog, query, emailLogListSpec);
  }

  async get(id: string): Promise<EmailLog> {
    const log = await this.em.fork().findOne(EmailLog, { id });
    if (!log) throw new NotFoundError('MAIL.LOG_NOT_FOUND', 'E-mail log not found');
    return log;
  }
}
