import { EntitySchema } from '@mikro-orm/core';
import { AuditLogEntry } from './audit-log.entry';

/** Read-only mapping: entries are written by SqlAuditTrailAdapter and never changed. */
export const AuditLogEntrySchema = new EntitySchema<AuditLogEntry>({
  class: AuditLogEntry,
  tableName: 'audit_log',
  readonly: true,
  properties: {
    id: { type: 'uuid', primary: true },
    actorId: { type: 'uuid', nullable: true },
    actorEmail: { type: 'text', nullable: true },
    action: { type: 'text' },
    targetType: { type: 'text', nullable: true },
    targetId: { type: 'text', nullable: true },
    ip: { type: 'text', nullable: true },
    details: { type: 'json' },
    createdAt: { type: 'Date', columnType: 'timestamptz' },
  },
});

export const auditEntitySchemas = [AuditLogEntrySchema];
