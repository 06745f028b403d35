import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { EmailLog } from '@fw/api-mail-domain';
import { BUSINESS_INBOX, MailOutboxPort, MailRequest, oneLine, renderMail, TEMPLATES_INVITING_REPLY } from '@fw/api-mail-application';
import { ValidationError } from '@fw/api-shared-domain';
import { EmailAddress } from '@fw/shared-field-limits';
import { mailConfig, MailConfig } from '../config/mail.config';

/**
 * Renders and stores the e-mail as an email_logs row through the caller's current MikroORM
 * context (the transaction's fork inside `em.transactional`, so it commits or rolls back with the
 * caller's change). Outside a transaction the row is flushed at once.
 */
@Injectable()
export class MikroOrmMailOutboxAdapter extends MailOutboxPort {
  constructor(
    private readonly em: EntityManager,
    @Inject(mailConfig.KEY) private readonly config: MailConfig,
  ) {
    super();
  }

  async enqueue(request: MailRequest): Promise<{ id: string }> {
    const recipient = request.to === BUSINESS_INBOX ? this.config.businessEmail : request.to.trim();
    const replyTo = request.replyTo?.trim() || (TEMPLATES_INVITING_REPLY.has(request.template) ? this.config.replyTo : null);
    if (!EmailAddress.isValid(recipient)) {
      throw new ValidationError('MAIL.INVALID_RECIPIENT', 'The e-mail recipient is not a valid address', { to: ['must be an e-mail address'] });
    }
    if (replyTo && !EmailAddress.isValid(replyTo)) {
      throw new ValidationError('MAIL.INVALID_RECIPIENT', 'The reply-to address is not valid', { replyTo: ['must be an e-mail address'] });
    }
    const rendered = renderMail(request.template, request.data as never, { name: this.config.brandName, publicUrl: this.config.publicUrl });
    const log = new EmailLog();
    log.id = randomUUID();
    log.template = request.template;
    log.subject = oneLine(rendered.subject, 300);
    log.status = 'queued';
    log.recipientEmail = recipient;
    log.senderEmail = this.config.fromAddress;
    log.replyTo = replyTo;
    log.body = rendered.html;
    log.textBody = rendered.text;
    log.metadata = { ...(request.metadata ?? {}) };
    log.submissionId = request.submissionId ?? null;
    log.attempts = 0;
    log.nextAttemptAt = new Date();
    log.messageId = `<${log.id}@${this.config.fromAddress.split('@')[1]}>`;
    const current = this.em.getContext(false);
    // No transaction and no request context (a script or a worker): write through a fork of its own.
    const em = current === this.em ? this.em.fork() : current;
    em.persist(log);
    if (!em.isInTransaction()) await em.flush();
    return { id: log.id };
  }
}
