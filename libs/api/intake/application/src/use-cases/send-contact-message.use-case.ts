import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { MailOutboxPort } from '@fw/api-mail-application';
import { Lead } from '@fw/api-intake-domain';
import { LeadRepositoryPort } from '../ports/lead.repository.port';
import { UnitOfWorkPort } from '../ports/unit-of-work.port';

export interface ContactMessage {
  name: string;
  email: string;
  subject: string;
  message: string;
}

/**
 * A visitor's contact message: the business gets it (Reply-To the visitor) and the visitor gets
 * an acknowledgement promising a reply within 24 hours (Reply-To the business, and none of the
 * typed text: the address is unverified). The message is kept as a lead (status new) for the admin
 * list; the lead and both e-mails are stored together or not at all.
 */
@Injectable()
export class SendContactMessageUseCase {
  constructor(
    private readonly uow: UnitOfWorkPort,
    private readonly outbox: MailOutboxPort,
    private readonly leads: LeadRepositoryPort,
  ) {}

  async execute(input: ContactMessage): Promise<void> {
    const message = { name: input.name.trim(), email: input.email.trim(), subject: input.subject.trim(), message: input.message.trim() };
    await this.uow.run(async () => {
      const lead = Object.assign(new Lead(), { id: randomUUID(), ...message });
      this.leads.add(lead);
      await this.outbox.enqueue({
        template: 'contact-notification',
        to: 'business',
        replyTo: message.email,
        data: message,
        metadata: { source: 'contact-form', leadId: lead.id },
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
