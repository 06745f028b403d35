import { Global, Module } from '@nestjs/common';
import { AuditTrailPort } from '@fw/api-shared-application';
import { IdentityModule } from '../identity/identity.module';
import { AdminAuditLogController } from './admin-audit-log.controller';
import { AuditMarkGuard } from './audit-mark.guard';
import { AuditRecorder } from './audit-recorder';
import { SqlAuditTrailAdapter } from './sql-audit-trail.adapter';

/**
 * The audit log for every context: AuditTrailPort (global, for use cases that record their own
 * actions), the guard that marks `@Audited` routes' and admin writes' requests (put on routes by
 * `@Audited`, `@Auth` and `@OptionalAuth`) and the recorder of the marked ones (a Fastify hook,
 * registered by the app), and the admins' read-only list.
 */
@Global()
@Module({
  imports: [IdentityModule],
  controllers: [AdminAuditLogController],
  providers: [{ provide: AuditTrailPort, useClass: SqlAuditTrailAdapter }, AuditMarkGuard, AuditRecorder],
  exports: [AuditTrailPort, AuditMarkGuard, AuditRecorder],
})
export class AuditModule {}
