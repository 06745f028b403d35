import { Injectable } from '@nestjs/common';
import { ListSpec, PageColumns, PlainFields, SqlReader, sqlStatement } from '@fw/api-shared-infrastructure';
import { Lead, LeadNotFoundError } from '@fw/api-intake-domain';
import { LeadSchema } from './questionnaire-submission.schema';

export const leadsListSpec: ListSpec = {
  fields: {
    id: { path: 'id', type: 'uuid', filterable: true },
    created_at: { path: 'createdAt', type: 'date', sortable: true, filterable: true },
    status: { path: 'status', type: 'string', sortable: true, filterable: true },
    name: { path: 'name', type: 'string', sortable: true, searchable: true },
    email: { path: 'email', type: 'string', filterable: true, searchable: true },
    subject: { path: 'subject', type: 'string', searchable: true },
    message: { path: 'message', type: 'string', searchable: true },
  },
  defaultSort: { field: 'created_at', order: 'desc' },
};

export interface LeadLinks {
  /** The questionnaire with the same business e-mail (a completed one first, then the newest). */
  submission: { id: string; businessName: string | null; status: string } | null;
  /** The account with the same e-mail. */
  client: { id: string; fullName: string | null; email: string } | null;
}

export interface LeadWithLinks {
  lead: PlainFields<Lead>;
  links: LeadLinks;
}

// Correlated subqueries (indexes: lower(business_email), profiles' unique citext e-mail): one
// statement per page, links included.
const linkColumns = (table: string) =>
  `(select json_build_object('id', s.id, 'businessName', s.business_name, 'status', s.status) from questionnaire_submissions s ` +
  `where lower(s.business_email) = lower(${table}."email") order by (s.status = 'completed') desc, s.created_at desc limit 1) as "__submission", ` +
  `(select json_build_object('id', p.id, 'fullName', p.full_name, 'email', p.email) from profiles p where p.email = ${table}."email"::citext) as "__client"`;

const withLinks: PageColumns<Lead, LeadWithLinks> = {
  columns: linkColumns,
  read: (lead, row) => ({
    lead,
    links: { submission: (row['__submission'] as LeadLinks['submission']) ?? null, client: (row['__client'] as LeadLinks['client']) ?? null },
  }),
};

const leadById = sqlStatement(
  'intake_lead_by_id',
  `select l.id, l.name, l.email, l.subject, l.message, l.status, l.created_at, l.updated_at, ${linkColumns('l')} from contact_messages l where l.id = $1`,
);

/** Admin read model of leads: the simple-rest list and one lead, each with its links. */
@Injectable()
export class LeadsAdminQuery {
  constructor(private readonly sql: SqlReader) {}

  list(query: Record<string, unknown>): Promise<{ items: LeadWithLinks[]; total: number }> {
    return this.sql.page(LeadSchema, query, leadsListSpec, { also: withLinks });
  }

  /** Throws LeadNotFoundError. */
  async get(id: string): Promise<LeadWithLinks> {
    const row = await this.sql.first<Record<string, unknown>>(leadById, [id]);
    if (!row) throw new LeadNotFoundError();
    return {
      lead: {
        id: row['id'] as string,
        name: row['name'] as string,
        email: row['email'] as string,
        subject: row['subject'] as string,
        message: row['message'] as string,
        status: row['status'] as Lead['status'],
        createdAt: row['created_at'] as Date,
        updatedAt: row['updated_at'] as Date,
      },
      links: { submission: (row['__submission'] as LeadLinks['submission']) ?? null, client: (row['__client'] as LeadLinks['client']) ?? null },
    };
  }
}
