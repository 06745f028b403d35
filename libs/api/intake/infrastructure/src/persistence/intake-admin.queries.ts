import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { KnownTotal, ListSpec, PlainFields, SqlReader } from '@fw/api-shared-infrastructure';
import { QuestionnaireSubmission, SubmissionNotFoundError } from '@fw/api-intake-domain';
import { ClientProfilesPort } from '@fw/api-intake-application';
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

/** Unfiltered, or filtered by status alone: the trigger-kept counts (migration SubmissionCounts). */
const keptTotal: KnownTotal = (plan, param) => {
  const [only, ...more] = plan.conditions;
  if (!only) return `select coalesce(sum(n), 0)::int from questionnaire_submission_counts`;
  const byStatusAlone = !more.length && only.kind === 'compare' && only.op === 'eq' && only.field === submissionsListSpec.fields['status'];
  return byStatusAlone ? `select coalesce(sum(n), 0)::int from questionnaire_submission_counts where status = ${param(only.value)}` : null;
};

/** Admin read model: submissions with their client's profile, and submission labels for e-mail logs. */
@Injectable()
export class IntakeAdminQueries {
  constructor(
    private readonly em: EntityManager,
    private readonly sql: SqlReader,
    private readonly clients: ClientProfilesPort,
  ) {}

  /** In plain SQL (the admin's most used list, see SqlReader); the page's client profiles asked of the accounts context in one read. */
  async listSubmissions(query: Record<string, unknown>): Promise<{ items: SubmissionWithProfile[]; total: number }> {
    const page = await this.sql.page(QuestionnaireSubmissionSchema, query, submissionsListSpec, { knownTotal: keptTotal });
    const profiles = await this.clients.byIds(page.items.flatMap((s) => (s.clientId ? [s.clientId] : [])));
    return { items: page.items.map((submission) => ({ submission, profile: profileOf(profiles, submission.clientId) })), total: page.total };
  }

  async getSubmission(id: string): Promise<SubmissionWithProfile> {
    const row = await this.em.findOne(QuestionnaireSubmissionSchema, { id }, { disableIdentityMap: true });
    if (!row) throw new SubmissionNotFoundError();
    const profiles = await this.clients.byIds(row.clientId ? [row.clientId] : []);
    return { submission: row, profile: profileOf(profiles, row.clientId) };
  }
}

function profileOf(profiles: Map<string, { fullName: string | null; email: string }>, clientId: string | null): SubmissionProfile | null {
  const profile = clientId ? profiles.get(clientId) : undefined;
  return profile ? { fullName: profile.fullName, email: profile.email } : null;
}
