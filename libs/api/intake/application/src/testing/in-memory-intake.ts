import type { Lead, QuestionnaireSubmission } from '@fw/api-intake-domain';
import { MailOutboxPort, MailRequest } from '@fw/api-mail-application';
import { IntakeSettings } from '../ports/intake-settings';
import { LeadRepositoryPort } from '../ports/lead.repository.port';
import { QuestionnaireRepositoryPort } from '../ports/questionnaire.repository.port';
import { UnitOfWorkPort } from '../ports/unit-of-work.port';

/**
 * Submissions, the outbox and a unit of work in memory. A unit of work that throws discards what
 * was added or changed in it (rows are copied in at commit), like a real transaction.
 */
export class InMemoryIntake {
  readonly committed = new Map<string, QuestionnaireSubmission>();
  readonly committedLeads = new Map<string, Lead>();
  readonly settings: IntakeSettings = { draftExpiryDays: 90, reminderIntervalHours: 24, startUrl: 'https://fw.example/start' };
  readonly mails: MailRequest[] = [];
  /** Makes the next commit fail (after the work ran), e.g. to simulate the e-mail row failing. */
  failNextCommitIf: ((pendingMails: MailRequest[]) => boolean) | null = null;
  private pending: { rows: Map<string, QuestionnaireSubmission>; leads: Map<string, Lead>; mails: MailRequest[] } | null = null;

  readonly leads: LeadRepositoryPort = {
    add: (lead) => {
      if (!this.pending) throw new Error('add outside a unit of work');
      this.pending.leads.set(lead.id, lead);
    },
    findByIdForUpdate: async (id) => {
      if (!this.pending) throw new Error('findByIdForUpdate outside a unit of work');
      const row = this.committedLeads.get(id);
      if (!row) return null;
      const copy = Object.assign(Object.create(Object.getPrototypeOf(row)), row) as Lead;
      this.pending.leads.set(id, copy);
      return copy;
    },
  };

  readonly repository: QuestionnaireRepositoryPort = {
    findById: async (id) =>
      this.committed.has(id) ? Object.assign(Object.create(Object.getPrototypeOf(this.committed.get(id))), this.committed.get(id)) : null,
    findByIdForUpdate: async (id) => {
      if (!this.pending) throw new Error('findByIdForUpdate outside a unit of work');
      const row = this.committed.get(id);
      if (!row) return null;
      const copy = Object.assign(Object.create(Object.getPrototypeOf(row)), row) as QuestionnaireSubmission;
      this.pending.rows.set(id, copy);
      return copy;
    },
    findByUploadTokenHash: async (hash, forUpdate) => {
      const row = [...this.committed.values()].find((s) => s.uploadTokenHash === hash);
      if (!row) return null;
      const copy = Object.assign(Object.create(Object.getPrototypeOf(row)), row) as QuestionnaireSubmission;
      if (forUpdate) {
        if (!this.pending) throw new Error('findByUploadTokenHash for update outside a unit of work');
        this.pending.rows.set(copy.id, copy);
      }
      return copy;
    },
    add: (submission) => {
      if (!this.pending) throw new Error('add outside a unit of work');
      this.pending.rows.set(submission.id, submission);
    },
    saveProgress: async (submission, readVersion) => {
      const row = this.committed.get(submission.id);
      if (!row || row.status !== 'draft' || row.version !== readVersion) return false;
      this.committed.set(submission.id, Object.assign(Object.create(Object.getPrototypeOf(submission)), submission));
      return true;
    },
    findLatestOwnedBy: async (clientId) => {
      const mine = [...this.committed.values()].filter((s) => s.status !== 'expired' && s.clientId === clientId);
      mine.sort((a, b) => Number(b.status === 'completed') - Number(a.status === 'completed') || b.createdAt.getTime() - a.createdAt.getTime());
      return mine[0] ?? null;
    },
    hasCompletedForClient: async (clientId) => [...this.committed.values()].some((s) => s.clientId === clientId && s.status === 'completed'),
    setClientIfUnset: async (id, clientId) => {
      const row = this.committed.get(id);
      if (!row || row.clientId) return false;
      row.clientId = clientId;
      return true;
    },
  };

  readonly uow: UnitOfWorkPort = {
    run: async <T>(work: () => Promise<T>): Promise<T> => {
      this.pending = { rows: new Map(), leads: new Map(), mails: [] };
      try {
        const result = await work();
        if (this.failNextCommitIf?.(this.pending.mails)) {
          this.failNextCommitIf = null;
          throw new Error('commit failed');
        }
        for (const [id, row] of this.pending.rows) this.committed.set(id, row);
        for (const [id, lead] of this.pending.leads) this.committedLeads.set(id, lead);
        this.mails.push(...this.pending.mails);
        return result;
      } finally {
        this.pending = null;
      }
    },
  };

  readonly outbox: MailOutboxPort & { failWith?: Error } = {
    enqueue: async (request: MailRequest) => {
      if (this.outbox.failWith) throw this.outbox.failWith;
      if (!this.pending) throw new Error('enqueue outside a unit of work');
      this.pending.mails.push(request);
      return { id: `mail-${this.mails.length + this.pending.mails.length}` };
    },
  };
}
