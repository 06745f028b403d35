import { Global, Module } from '@nestjs/common';
import { MailerModule, MailerOptions, MailerService } from '@nestjs-modules/mailer';
import {
  DeliverDueMailUseCase,
  MailOutboxPort,
  MailTransportPort,
  OutboxStorePort,
  RetryFailedEmailUseCase,
} from '@fw/api-mail-application';
import { mailConfig, MailConfig } from './config/mail.config';
import { MikroOrmMailOutboxAdapter } from './persistence/mikro-orm-mail-outbox.adapter';
import { PostgresOutboxStoreAdapter } from './persistence/postgres-outbox-store.adapter';
import { EmailLogQuery } from './persistence/email-log.query';
import { SmtpMailTransportAdapter } from './transport/smtp-mail-transport.adapter';
import { CaptureMailTransportAdapter } from './transport/capture-mail-transport.adapter';
import { OutboxWorker } from './worker/outbox-worker';

/**
 * The outbox (MailOutboxPort, global so every context can enqueue), its delivery worker and the
 * transport chosen by configuration: SMTP when SMTP_URL is set, otherwise .eml files in DATA_DIR/mail.
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
  ],
  providers: [
    { provide: MailOutboxPort, useClass: MikroOrmMailOutboxAdapter },
    { provide: OutboxStorePort, useClass: PostgresOutboxStoreAdapter },
    {
      provide: MailTransportPort,
      inject: [mailConfig.KEY, MailerService],
      useFactory: (config: MailConfig, mailer: MailerService) =>
        config.smtpUrl ? new SmtpMailTransportAdapter(mailer) : new CaptureMailTransportAdapter(config),
    },
    DeliverDueMailUseCase,
    RetryFailedEmailUseCase,
    EmailLogQuery,
    OutboxWorker,
  ],
  exports: [MailOutboxPort, EmailLogQuery, RetryFailedEmailUseCase, OutboxWorker],
})
export class MailModule {}
