import { Global, Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { AuditTrailPort } from '@fw/api-shared-application';
import { IdentityModule } from '../identity/identity.module';
import { AdminAuditLogController } from './admin-audit-log.controller';
import { AuditInterceptor } from './audit.interceptor';
import { SqlAuditTrailAdapter } from './sql-audit-trail.adapter';

/**
 * The audit log for every context: AuditTrailPort (global, for use cases that record their own
 * actions), the interceptor behind `@Audited` and admin writes, and the admins' read-only list.
 */
@Global()
@Module({
  imports: [IdentityModule],
  controllers: [AdminAuditLogController],
  providers: [
    { provide: AuditTrailPort, useClass: SqlAuditTrailAdapter },
    { provide: APP_INTERCEPTOR, useClass: AuditInterceptor },
  ],
  exports: [AuditTrailPort],
})
export class AuditModule {}
