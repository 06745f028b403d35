/** A row of the audit log as the admin list reads it. */
export class AuditLogEntry {
  id!: string;
  actorId!: string | null;
  actorEmail!: string | null;
  action!: string;
  targetType!: string | null;
  targetId!: string | null;
  ip!: string | null;
  details!: Record<string, unknown>;
  createdAt!: Date;
}
