import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { AuditEntry, AuditTrailPort } from '@fw/api-shared-application';
import { auditDetails } from './audit-details';

/** Appends to audit_log on the request's EntityManager, so an open transaction takes the row with it. */
@Injectable()
export class SqlAuditTrailAdapter extends AuditTrailPort {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async record(entry: AuditEntry): Promise<void> {
    await this.em
      .getContext()
      .execute(`insert into audit_log (id, actor_id, actor_email, action, target_type, target_id, ip, details) values (?, ?, ?, ?, ?, ?, ?, ?::jsonb)`, [
        randomUUID(),
        entry.actorId,
        entry.actorEmail ?? null,
        entry.action,
        entry.targetType ?? null,
        entry.targetId ?? null,
        entry.ip ?? null,
        JSON.stringify(auditDetails(entry.details ?? {})),
      ]);
  }
}
