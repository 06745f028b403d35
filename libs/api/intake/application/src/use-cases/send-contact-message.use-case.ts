import { Injectable } from '@nestjs/common';
import { MailOutboxPort } from '@fw/api-mail-application';
import { UnitOfWorkPort } from '../ports/unit-of-work.port';

export interface ContactMessage {
  name: string;
  email: string;
  subject: string;
  message: string;
}

/**
 * A visitor's contact message: the business gets it (Reply-To the visitor) and the visitor gets
 * an acknowledgement promising a reply within 24 hours. Both e-mails are queued together or not at all.
 */
@Injectable()
export class SendContactMessageUseCase {
  constructor(
    private readonly uow: UnitOfWorkPort,
    private readonly outbox: MailOutboxPort,
  ) {}

  async execute(input: ContactMessage): Promise<void> {
    const message = { name: input.name.trim(), email: input.email.trim(), subject: input.subject.trim(), message: input.message.trim() };
    await this.uow.run(async () => {
      await this.outbox.enqueue({
        template: 'contact-notification',
        to: 'business',
        replyTo: message.email,
        data: message,
        metadata: { source: 'contact-form' },
      });
      await this.outbox.enqueue({
        template: 'contact-acknowledgement',
        to: message.email,
        data: {},
        metadata: { source: 'contact-form' },
      });
    });
  }
}
