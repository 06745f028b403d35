import { Global, Module } from '@nestjs/common';
import { MailerModule, MailerOptions } from '@nestjs-modules/mailer';
import { EmailFailuresPort, MailOutboxPort, OutboxStorePort, RecipientEmailsPort, RetryFailedEmailUseCase } from '@fw/api-mail-application';
import { SqlReader } from '@fw/api-shared-infrastructure';
import { mailConfig, MailConfig } from './config/mail.config';
import { MikroOrmMailOutboxAdapter } from './persistence/mikro-orm-mail-outbox.adapter';
import { PostgresOutboxStoreAdapter } from './persistence/postgres-outbox-store.adapter';
import { EmailLogQuery } from './persistence/email-log.query';
import { SqlEmailFailuresAdapter } from './persistence/sql-email-failures.adapter';
import { SqlRecipientEmailsAdapter } from './persistence/sql-recipient-emails.adapter';
import { MailDeliveryModule } from './mail-delivery.module';

/**
 * The outbox (MailOutboxPort, global so every context can enqueue), the admin read side and the
 * failed-e-mail counts other contexts show (EmailFailuresPort), a recipient's e-mails for their data
 * export and deletion (RecipientEmailsPort), and the
 * delivery worker with the transport chosen by configuration: SMTP when SMTP_URL is set,
 * otherwise .eml files in DATA_DIR/mail.
 */
@Global()
@Module({
  imports: [
    MailerModule.forRootAsync({
      inject: [mailConfig.KEY],
      useFactory: (config: MailConfig): MailerOptions => ({
        // Without SMTP_URL the mailer is idle (the capture adapter is bound instead).
        transport: config.smtpUrl
          ? {
              url: config.smtpUrl,
              pool: true,
              maxConnections: config.smtp.poolConnections,
              connectionTimeout: config.smtp.connectionTimeoutMs,
              greetingTimeout: config.smtp.connectionTimeoutMs,
              socketTimeout: config.smtp.socketTimeoutMs,
            }
          : { jsonTransport: true },
      }),
    }),
    MailDeliveryModule,
  ],
  providers: [
    { provide: MailOutboxPort, useClass: MikroOrmMailOutboxAdapter },
    { provide: OutboxStorePort, useClass: PostgresOutboxStoreAdapter },
    RetryFailedEmailUseCase,
    EmailLogQuery,
    { provide: EmailFailuresPort, useClass: SqlEmailFailuresAdapter },
    { provide: RecipientEmailsPort, useClass: SqlRecipientEmailsAdapter },
    SqlReader,
  ],
  exports: [MailOutboxPort, OutboxStorePort, EmailLogQuery, EmailFailuresPort, RecipientEmailsPort, RetryFailedEmailUseCase, MailDeliveryModule],
})
export class MailModule {}
