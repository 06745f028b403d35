import { DynamicModule, Module, Type } from '@nestjs/common';
import { IdentityModule } from '@fw/api-shared-infrastructure';
import { AdminEmailLogsController } from './http/admin-email-logs.controller';

export interface MailAdminModuleOptions {
  /**
   * The module that exports EmailLogSubmissionsPort (intake's, in the application): named by the
   * composition root, since mail sits below intake and never imports it.
   */
  submissionsFrom: Type<unknown> | DynamicModule;
}

/**
 * The admin e-mail log endpoints (/api/admin/email-logs), admin only through the shared identity
 * guards. The outbox, EmailLogQuery and RetryFailedEmailUseCase come from the global MailModule.
 */
@Module({})
export class MailAdminModule {
  static register({ submissionsFrom }: MailAdminModuleOptions): DynamicModule {
    return { module: MailAdminModule, imports: [IdentityModule, submissionsFrom], controllers: [AdminEmailLogsController] };
  }
}
