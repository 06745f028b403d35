import { Injectable } from '@nestjs/common';
import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { QuestionnaireRepositoryPort } from '@fw/api-intake-application';
import { AnswerField, QuestionnaireSubmission } from '@fw/api-intake-domain';
import { camelCase, QUESTIONNAIRE_FIELDS } from '@fw/shared-questionnaire';
import { QuestionnaireSubmissionSchema } from './questionnaire-submission.schema';

/** What a progress save writes: every answer, the step, the version, the owner and the time. */
const PROGRESS_PROPERTIES: ReadonlyArray<keyof QuestionnaireSubmission> = [
  ...QUESTIONNAIRE_FIELDS.map((field) => camelCase(field.name) as AnswerField),
  'currentStep',
  'version',
  'clientId',
  'updatedAt',
];

@Injectable()
export class MikroOrmQuestionnaireRepository extends QuestionnaireRepositoryPort {
  constructor(private readonly em: EntityManager) {
    super();
  }

  findById(id: string): Promise<QuestionnaireSubmission | null> {
    return this.em.findOne(QuestionnaireSubmissionSchema, { id }, { populate: ['resumeTokenHash', 'reminderTokenHash'], disableIdentityMap: true });
  }

  findByIdForUpdate(id: string): Promise<QuestionnaireSubmission | null> {
    return this.em.findOne(
      QuestionnaireSubmissionSchema,
      { id },
      { populate: ['resumeTokenHash', 'reminderTokenHash'], lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true },
    );
  }

  findByUploadTokenHash(hash: string, forUpdate: boolean): Promise<QuestionnaireSubmission | null> {
    return forUpdate
      ? this.em.findOne(QuestionnaireSubmissionSchema, { uploadTokenHash: hash }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true })
      : this.em.findOne(QuestionnaireSubmissionSchema, { uploadTokenHash: hash }, { disableIdentityMap: true });
  }

  async saveProgress(submission: QuestionnaireSubmission, readVersion: number): Promise<boolean> {
    const progress = Object.fromEntries(PROGRESS_PROPERTIES.map((name) => [name, submission[name]])) as Partial<QuestionnaireSubmission>;
    const changed = await this.em.nativeUpdate(QuestionnaireSubmissionSchema, { id: submission.id, status: 'draft', version: readVersion }, progress);
    return changed > 0;
  }

  add(submission: QuestionnaireSubmission): void {
    this.em.persist(submission);
  }

  findLatestOwnedBy(clientId: string): Promise<QuestionnaireSubmission | null> {
    return this.em.findOne(
      QuestionnaireSubmissionSchema,
      { clientId, status: { $ne: 'expired' } },
      { orderBy: [{ completedAt: 'desc nulls last' }, { createdAt: 'desc' }, { id: 'asc' }], disableIdentityMap: true },
    );
  }

  async hasCompletedForClient(clientId: string): Promise<boolean> {
    const rows = await this.em.execute<Array<{ id: string }>>(`select id from questionnaire_submissions where client_id = ? and status = 'completed' limit 1`, [
      clientId,
    ]);
    return rows.length > 0;
  }

  async setClientIfUnset(id: string, clientId: string): Promise<boolean> {
    const changed = await this.em.nativeUpdate(QuestionnaireSubmissionSchema, { id, clientId: null }, { clientId });
    return changed > 0;
  }
}
