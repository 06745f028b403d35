import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { KnownTotal, ListSpec, PageColumns, PlainFields, SqlReader, sqlStatement } from '@fw/api-shared-infrastructure';
import { QuestionnaireSubmission, SubmissionNotFoundError } from '@fw/api-intake-domain';
import { QuestionnaireSubmissionSchema } from './questionnaire-submission.schema';

export const submissionsListSpec: ListSpec = {
  fields: {
    id: { path: 'id', type: 'uuid', filterable: true },
    created_at: { path: 'createdAt', type: 'date', sortable: true, filterable: true },
    completed_at: { path: 'completedAt', type: 'date', sortable: true, nullable: true, filterable: true },
    reviewed_at: { path: 'reviewedAt', type: 'date', nullable: true, filterable: true },
    updated_at: { path: 'updatedAt', type: 'date', sortable: true, filterable: true },
    business_name: { path: 'businessName', type: 'string', sortable: true, nullable: true, filterable: true, searchable: true },
    business_email: { path: 'businessEmail', type: 'string', filterable: true, searchable: true },
    industry: { path: 'industry', type: 'string', filterable: true, searchable: true },
    status: { path: 'status', type: 'string', sortable: true, filterable: true },
    budget_range: { path: 'budgetRange', type: 'string', filterable: true },
    client_id: { path: 'clientId', type: 'uuid', filterable: true },
  },
  defaultSort: { field: 'created_at', order: 'desc' },
};

export interface SubmissionProfile {
  fullName: string | null;
  email: string;
}

export interface SubmissionWithProfile {
  submission: PlainFields<QuestionnaireSubmission>;
  profile: SubmissionProfile | null;
}

const profileById = sqlStatement('intake_profile_by_id', `select full_name, email from profiles where id = $1`);

/** Unfiltered, or filtered by status alone: the trigger-kept counts (migration SubmissionCounts). */
const keptTotal: KnownTotal = (plan, param) => {
  const [only, ...more] = plan.conditions;
  if (!only) return `select coalesce(sum(n), 0)::int from questionnaire_submission_counts`;
  const byStatusAlone = !more.length && only.kind === 'compare' && only.op === 'eq' && only.field === submissionsListSpec.fields['status'];
  return byStatusAlone ? `select coalesce(sum(n), 0)::int from questionnaire_submission_counts where status = ${param(only.value)}` : null;
};

/** Each row's client profile (or null) through a correlated subquery: the page stays one statement. */
const withProfileColumn: PageColumns<QuestionnaireSubmission, SubmissionWithProfile> = {
  columns: (table) => `(select json_build_object('fullName', p.full_name, 'email', p.email) from profiles p where p.id = ${table}."client_id") as "__profile"`,
  read: (submission, row) => ({ submission, profile: (row['__profile'] as SubmissionProfile | null) ?? null }),
};

/** Admin read model: submissions with their client's profile, and submission labels for e-mail logs. */
@Injectable()
export class IntakeAdminQueries {
  constructor(
    private readonly em: EntityManager,
    private readonly sql: SqlReader,
  ) {}

  /** In plain SQL, the profiles included: the admin's most used list (see SqlReader). */
  async listSubmissions(query: Record<string, unknown>): Promise<{ items: SubmissionWithProfile[]; total: number }> {
    return this.sql.page(QuestionnaireSubmissionSchema, query, submissionsListSpec, { knownTotal: keptTotal, also: withProfileColumn });
  }

  async getSubmission(id: string): Promise<SubmissionWithProfile> {
    const row = await this.em.findOne(QuestionnaireSubmissionSchema, { id }, { disableIdentityMap: true });
    if (!row) throw new SubmissionNotFoundError();
    return { submission: row, profile: await this.profileOf(row.clientId) };
  }

  /** One submission's client profile (the list reads them with its page instead). */
  private async profileOf(clientId: string | null): Promise<SubmissionProfile | null> {
    if (!clientId) return null;
    const profile = await this.sql.first<{ full_name: string | null; email: string }>(profileById, [clientId]);
    return profile ? { fullName: profile.full_name, email: profile.email } : null;
  }
}
