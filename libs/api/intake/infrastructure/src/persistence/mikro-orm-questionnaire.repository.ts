import { Injectable } from '@nestjs/common';
import { EntityProperty, LockMode, ReferenceKind, TransactionContext } from '@mikro-orm/core';
import { EntityManager, Knex } from '@mikro-orm/postgresql';
import { pgTimestamp } from '@fw/api-shared-infrastructure';
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

// Fixed texts, sent as named statements with bound values: each pooled connection parses and
// plans them once, and no text is built or quoted per request (a profile of the autosave showed
// MikroORM's query building, then its inlining of every value into the text, as large costs).
const SAVE_PROGRESS = {
  name: 'questionnaire_save_progress',
  text: `update questionnaire_submissions set ${PROGRESS_COLUMNS.map(({ column }) => `"${column}" = ?`).join(', ')}
 where id = ? and status = 'draft' and version = ?`,
};

/** The stored columns of a questionnaire (token hashes included) and how a row becomes the domain entity. */
class StoredQuestionnaire {
  readonly findById: { name: string; text: string };
  private readonly dates: string[];

  constructor(props: EntityProperty[]) {
    const columns = props.filter((p) => p.kind === ReferenceKind.SCALAR && p.persist !== false && p.fieldNames?.length === 1);
    this.findById = {
      name: 'questionnaire_find_by_id',
      text: `select ${columns.map((p) => `"${p.fieldNames[0]}" as "${p.name}"`).join(', ')} from questionnaire_submissions where id = ?`,
    };
    this.dates = columns.filter((p) => p.runtimeType === 'Date').map((p) => p.name);
  }

  /**
   * A plain domain object, outside the ORM: nothing flushes it (the autosave writes with
   * SAVE_PROGRESS), so MikroORM's factory, its hydration and the change-tracking accessors it
   * defines on every instance would be work for nothing.
   */
  toEntity(row: Record<string, unknown>): QuestionnaireSubmission {
    for (const name of this.dates) {
      const value = row[name];
      if (typeof value === 'string') row[name] = pgTimestamp(value);
    }
    return Object.assign(new QuestionnaireSubmission(), row);
  }
}

@Injectable()
export class MikroOrmQuestionnaireRepository extends QuestionnaireRepositoryPort {
  constructor(private readonly em: EntityManager) {
    super();
  }

  private stored?: StoredQuestionnaire;

  /** The row with its token hashes, as a plain entity (see StoredQuestionnaire). */
  async findById(id: string): Promise<QuestionnaireSubmission | null> {
    this.stored ??= new StoredQuestionnaire(this.em.getMetadata(QuestionnaireSubmission).props);
    const { rows } = await this.run<Record<string, unknown>>(this.stored.findById, [id]);
    return rows[0] ? this.stored.toEntity(rows[0]) : null;
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
    const { rowCount } = await this.run(SAVE_PROGRESS, [...values, submission.id, readVersion]);
    return (rowCount ?? 0) > 0;
  }

  /**
   * A named statement through knex's public raw query (its `options` reach node-postgres, which
   * prepares a named statement once per connection), inside the unit of work's transaction when
   * one is running. No EntityManager fork is made for it.
   */
  private run<R>(statement: { name: string; text: string }, values: unknown[]): Promise<{ rows: R[]; rowCount: number | null }> {
    const query = this.em
      .getKnex()
      .raw(statement.text, values as Knex.RawBinding[])
      .options({ name: statement.name });
    const transaction = TransactionContext.getEntityManager(this.em.name)?.getTransactionContext<Knex.Transaction>();
    if (transaction) query.transacting(transaction);
    return query as unknown as Promise<{ rows: R[]; rowCount: number | null }>;
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
