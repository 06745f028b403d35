export const AUDITED = 'fw:audited';

export interface AuditedOptions {
  /** The kind of record the route's `:id` (or the created record's id) names: `client`, `order`. */
  target?: string;
}

export interface AuditedMetadata extends AuditedOptions {
  action: string;
}
