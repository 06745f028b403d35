import { applyDecorators, SetMetadata, UseGuards } from '@nestjs/common';
import { AuditMarkGuard } from './audit-mark.guard';
import { AUDITED, AuditedMetadata, AuditedOptions } from './audited.metadata';

/**
 * Records the handler's successful calls in the audit log (AuditMarkGuard, AuditRecorder) under `action`
 * (`client.disable`). Admin-only writes are recorded even without it, under a name made from the
 * route; name them here. Reads that matter (exports, view as client) opt in with it.
 */
export const Audited = (action: string, options: AuditedOptions = {}) =>
  applyDecorators(SetMetadata(AUDITED, { action, ...options } satisfies AuditedMetadata), UseGuards(AuditMarkGuard));
