/** One admin action, as the audit log keeps it. */
export interface AuditEntry {
  /** Who acted (null for the system itself). */
  actorId: string | null;
  actorEmail?: string | null;
  /** What was done, `resource.verb` in lower case: `client.disable`, `lead.close`. */
  action: string;
  /** The kind of record acted on (`client`, `order`) and its id. */
  targetType?: string | null;
  targetId?: string | null;
  /** The caller's address. */
  ip?: string | null;
  /** A small JSON of what mattered (never secrets); trimmed when large. */
  details?: Record<string, unknown>;
}

/**
 * The audit log, append-only. Admin routes are recorded by the `@Audited` interceptor; other code
 * (a use case of another context) records its own actions here. Inside a UnitOfWorkPort.run the
 * entry commits or rolls back with the work. Each call adds one entry; nothing edits or deletes one.
 */
export abstract class AuditTrailPort {
  abstract record(entry: AuditEntry): Promise<void>;
}
