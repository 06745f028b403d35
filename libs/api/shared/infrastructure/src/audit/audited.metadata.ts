export const AUDITED = 'fw:audited';

/** Methods that change nothing: recorded only when marked `@Audited` (their query is kept then). */
export const READ_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface AuditedOptions {
  /** The kind of record the route's `:id` (or the created record's id) names: `client`, `order`. */
  target?: string;
}

export interface AuditedMetadata extends AuditedOptions {
  action: string;
}
