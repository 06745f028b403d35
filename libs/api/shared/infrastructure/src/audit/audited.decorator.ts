import { SetMetadata } from '@nestjs/common';

export const AUDITED = 'fw:audited';

export interface AuditedOptions {
  /** The kind of record the route's `:id` (or the created record's id) names: `client`, `order`. */
  target?: string;
}

export interface AuditedMetadata extends AuditedOptions {
  action: string;
}

/**
 * Records the handler's successful calls in the audit log (AuditInterceptor) under `action`
 * (`client.disable`). Admin-only writes are recorded even without it, under a name made from the
 * route; name them here. Reads that matter (exports, view as client) opt in with it.
 */
export const Audited = (action: string, options: AuditedOptions = {}) => SetMetadata(AUDITED, { action, ...options } satisfies AuditedMetadata);
