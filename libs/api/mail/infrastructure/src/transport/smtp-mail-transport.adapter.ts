import { Injectable } from '@nestjs/common';
import { MailerService } from '@nestjs-modules/mailer';
import { MailTransportPort, OutgoingMail } from '@fw/api-mail-application';
import { toDeliveryError } from './smtp-errors';

/** Sends through the SMTP server of SMTP_URL (pooled connections, set up in MailModule). */
@Injectable()
export class SmtpMailTransportAdapter extends MailTransportPort {
  constructor(private readonly mailer: MailerService) {
    super();
  }

  async send(mail: OutgoingMail): Promise<void> {
    try {
      await this.mailer.sendMail({
        messageId: mail.messageId,
        from: mail.from,
        to: mail.to,
        replyTo: mail.replyTo ?? undefined,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        // Never let the mailer interpolate {{...}} in user text: no context, no template.
        disableFileAccess: true,
        disableUrlAccess: true,
      });
    } catch (error) {
      throw toDeliveryError(error);
    }
  }
}
