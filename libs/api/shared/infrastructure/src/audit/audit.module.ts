import { Global, Module } from '@nestjs/common';
import { AuditTrailPort } from '@fw/api-shared-application';
import { IdentityModule } from '../identity/identity.module';
import { AdminAuditLogController } from './admin-audit-log.controller';
import { AuditInterceptor } from './audit.interceptor';
import { SqlAuditTrailAdapter } from './sql-audit-trail.adapter';

/**
 * The audit log for every context: AuditTrailPort (global, for use cases that record their own
 * actions), the interceptor behind `@Audited` and admin writes (put on routes by `@Audited`, `@Auth`
 * and `@OptionalAuth`), and the admins' read-only list.
 */
@Global()
@Module({
  imports: [IdentityModule],
  controllers: [AdminAuditLogController],
  providers: [{ provide: AuditTrailPort, useClass: SqlAuditTrailAdapter }, AuditInterceptor],
  exports: [AuditTrailPort, AuditInterceptor],
})
export class AuditModule {}
