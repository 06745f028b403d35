import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { SecurityEvent, SecurityEventsPort } from '@fw/api-accounts-application';

/** Rows in account_security_events, in the caller's transaction; the audit log reads them. */
@Injectable()
export class TableSecurityEventsAdapter extends SecurityEventsPort {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async record(event: SecurityEvent): Promise<void> {
    await this.em.execute(`insert into account_security_events (id, action, actor_id, subject_id, ip) values (?, ?, ?, ?, ?)`, [
      randomUUID(),
      event.action,
      event.actorId,
      event.subjectId,
      event.ip,
    ]);
  }
}
