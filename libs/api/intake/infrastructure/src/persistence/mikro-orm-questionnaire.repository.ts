import { Injectable } from '@nestjs/common';
import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { DraftSaveGuard, QuestionnaireRepositoryPort } from '@fw/api-intake-application';
import { QuestionnaireAnswers, QuestionnaireSubmission } from '@fw/api-intake-domain';
import { QuestionnaireSubmissionSchema } from './questionnaire-submission.schema';

/** Columns a progress save answers with: all but the token hashes (never read back). */
const SECRET_COLUMNS = new Set(['resume_token_hash', 'reminder_token_hash']);

/**
 * A saved row as a QuestionnaireSubmission the caller only reads (it answers the autosave), mapped
 * through the schema's own column names. Not em.map: that merges the row into the identity map,
 * snapshotting every property for a flush that never comes (about 7% of an autosave's CPU). pg
 * already gives the JS values (Date for timestamptz, arrays for json).
 */
function detached(props: ReadonlyArray<{ name: string; fieldNames?: string[] }>, row: Record<string, unknown>): QuestionnaireSubmission {
  const submission = new QuestionnaireSubmission() as unknown as Record<string, unknown>;
  for (const prop of props) {
    const column = prop.fieldNames?.length === 1 ? prop.fieldNames[0] : undefined;
    if (column !== undefined && column in row) submission[prop.name] = row[column];
  }
  return submission as unknown as QuestionnaireSubmission;
}

@Injectable()
export class MikroOrmQuestionnaireRepository extends QuestionnaireRepositoryPort {
  constructor(private readonly em: EntityManager) {
    super();
  }

  findById(id: string): Promise<QuestionnaireSubmission | null> {
    return this.em.findOne(QuestionnaireSubmissionSchema, { id }, { populate: ['resumeTokenHash', 'reminderTokenHash'], disableIdentityMap: true });
  }

  findByIdForUpdate(id: string): Promise<QuestionnaireSubmission | null> {
    return this.em.findOne(QuestionnaireSubmissionSchema, { id }, { populate: ['resumeTokenHash', 'reminderTokenHash'], lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
  }

  async saveDraftProgress(id: string, guard: DraftSaveGuard, answers: Partial<QuestionnaireAnswers>, currentStep?: number): Promise<QuestionnaireSubmission | null> {
    const meta = this.em.getMetadata().get(QuestionnaireSubmission.name);
    const sets: string[] = [];
    const values: unknown[] = [];
    for (const [field, value] of Object.entries(answers)) {
      if (value === undefined) continue;
      const prop = meta.properties[field as keyof QuestionnaireSubmission];
      // Lists are json columns; every other answer is a scalar the driver sends as it is.
      sets.push(`"${prop.fieldNames[0]}" = ?${Array.isArray(value) ? '::json' : ''}`);
      values.push(Array.isArray(value) ? JSON.stringify(value) : value);
    }
    if (currentStep !== undefined) {
      sets.push('current_step = ?');
      values.push(currentStep);
    }
    sets.push('version = version + 1', 'updated_at = now()', 'client_id = coalesce(client_id, ?::uuid)');
    values.push(guard.userId);
    const returned = meta.props.flatMap((p) => (p.fieldNames?.length === 1 && !SECRET_COLUMNS.has(p.fieldNames[0]) ? [`"${p.fieldNames[0]}"`] : []));
    const rows = await this.em.execute<Array<Record<string, unknown>>>(
      `update questionnaire_submissions set ${sets.join(', ')}
        where id = ? and status = 'draft' and updated_at > ?
          and (resume_token_hash = ? or reminder_token_hash = ? or client_id = ?::uuid)
          ${guard.version === undefined ? '' : 'and version = ?'}
        returning ${returned.join(', ')}`,
      [...values, id, guard.savedAfter, guard.tokenHash, guard.tokenHash, guard.userId, ...(guard.version === undefined ? [] : [guard.version])],
    );
    return rows.length ? detached(meta.props, rows[0]) : null;
  }

  add(submission: QuestionnaireSubmission): void {
    this.em.persist(submission);
  }

  async findLatestByBusinessEmail(email: string): Promise<QuestionnaireSubmission | null> {
    // lower(business_email) is indexed (leads link to questionnaires the same way).
    // em.execute runs in the caller's transaction when there is one.
    const rows = await this.em.execute<Array<{ id: string }>>(
        `select id from questionnaire_submissions
          where lower(business_email) = lower(?) and status <> 'expired'
          order by (status = 'completed') desc, created_at desc, id limit 1`,
        [email.trim()],
      );
    return rows.length ? this.findById(rows[0].id) : null;
  }

  async hasCompletedForClient(clientId: string): Promise<boolean> {
    const rows = await this.em.execute<Array<{ id: string }>>(
      `select id from questionnaire_submissions where client_id = ? and status = 'completed' limit 1`,
      [clientId],
    );
    return rows.length > 0;
  }

  async setClientIfUnset(id: string, clientId: string): Promise<boolean> {
    const changed = await this.em.nativeUpdate(QuestionnaireSubmissionSchema, { id, clientId: null }, { clientId });
    return changed > 0;
  }
}
