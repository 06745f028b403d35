import { Injectable } from '@nestjs/common';
import { LockMode, QueryResult } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { QuestionnaireRepositoryPort } from '@fw/api-intake-application';
import { AnswerField, QuestionnaireSubmission } from '@fw/api-intake-domain';
import { camelCase, isListField, QUESTIONNAIRE_FIELDS } from '@fw/shared-questionnaire';
import { QuestionnaireSubmissionSchema } from './questionnaire-submission.schema';

/**
 * What a progress save writes, column by column: every answer (its column is the descriptor's
 * name, as in the schema; lists are json), the step, the version, the owner and the time.
 */
const PROGRESS_COLUMNS: ReadonlyArray<{ column: string; property: keyof QuestionnaireSubmission; json: boolean }> = [
  ...QUESTIONNAIRE_FIELDS.map((field) => ({ column: field.name, property: camelCase(field.name) as AnswerField, json: isListField(field) })),
  { column: 'current_step', property: 'currentStep', json: false },
  { column: 'version', property: 'version', json: false },
  { column: 'client_id', property: 'clientId', json: false },
  { column: 'updated_at', property: 'updatedAt', json: false },
];

// Both texts are fixed, so no query is built per request: a profile of the autosave showed the
// query builder mapping some forty properties to columns on every save as its largest cost.
const FIND_BY_ID = 'select * from questionnaire_submissions where id = ?';
const SAVE_PROGRESS = `update questionnaire_submissions set ${PROGRESS_COLUMNS.map(({ column }) => `"${column}" = ?`).join(', ')}
 where id = ? and status = 'draft' and version = ?`;

@Injectable()
export class MikroOrmQuestionnaireRepository extends QuestionnaireRepositoryPort {
  constructor(private readonly em: EntityManager) {
    super();
  }

  /**
   * The row with its token hashes, as an entity outside the identity map: the autosave writes it
   * back with saveProgress, never through a flush, so a managed copy would only cost a snapshot.
   */
  async findById(id: string): Promise<QuestionnaireSubmission | null> {
    const [row] = await this.em.execute<Array<Record<string, unknown>>>(FIND_BY_ID, [id]);
    if (!row) return null;
    const data = this.em.getDriver().mapResult(row, this.em.getMetadata(QuestionnaireSubmission));
    return this.em.getEntityFactory().create(QuestionnaireSubmissionSchema, data!, { merge: false, refresh: true });
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
    const values = PROGRESS_COLUMNS.map(({ property, json }) => (json ? JSON.stringify(submission[property]) : submission[property]));
    const result = await this.em.execute<QueryResult>(SAVE_PROGRESS, [...values, submission.id, readVersion], 'run');
    return result.affectedRows > 0;
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
