import { Module } from '@nestjs/common';
import { MailerService } from '@nestjs-modules/mailer';
import { DeliverDueMailUseCase, MailTransportPort } from '@fw/api-mail-application';
import { mailConfig, MailConfig } from './config/mail.config';
import { SmtpMailTransportAdapter } from './transport/smtp-mail-transport.adapter';
import { CaptureMailTransportAdapter } from './transport/capture-mail-transport.adapter';
import { OutboxWorker } from './worker/outbox-worker';
import { EmailBodyRetentionSweeper } from './worker/email-body-retention.sweeper';

/**
 * The transport and the delivery worker. Deliberately not global: Nest destroys non-global modules
 * before global ones, so the worker stops (finishing its batch) before the mailer's global module
 * closes the SMTP pool.
 */
@Module({
  providers: [
    {
      provide: MailTransportPort,
      inject: [mailConfig.KEY, MailerService],
      useFactory: (config: MailConfig, mailer: MailerService) =>
        config.smtpUrl ? new SmtpMailTransportAdapter(mailer) : new CaptureMailTransportAdapter(config),
    },
    DeliverDueMailUseCase,
    OutboxWorker,
    EmailBodyRetentionSweeper,
  ],
  exports: [OutboxWorker, EmailBodyRetentionSweeper],
})
export class MailDeliveryModule {}
