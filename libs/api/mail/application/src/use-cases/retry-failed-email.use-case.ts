import { Injectable } from '@nestjs/common';
import { ConflictError, NotFoundError } from '@fw/api-shared-domain';
import { OutboxStorePort } from '../ports/outbox-store.port';

/** An admin puts a failed e-mail back in the queue (fresh attempts, same Message-ID). */
@Injectable()
export class RetryFailedEmailUseCase {
  constructor(private readonly store: OutboxStorePort) {}

  async execute(input: { id: string; requestedBy: string | null }): Promise<void> {
    const result = await this.store.requeueFailed(input.id, input.requestedBy);
    if (result === 'not_found') throw new NotFoundError('MAIL.LOG_NOT_FOUND', 'E-mail log not found');
    if (result === 'not_failed') throw new ConflictError('MAIL.NOT_FAILED', 'Only a failed e-mail can be retried');
  }
}
