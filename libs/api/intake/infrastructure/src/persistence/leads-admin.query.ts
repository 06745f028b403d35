import { Injectable } from '@nestjs/common';
import { ListSpec, PageColumns, PlainFields, SqlReader, sqlStatement } from '@fw/api-shared-infrastructure';
import { Lead, LeadNotFoundError } from '@fw/api-intake-domain';
import { ClientProfilesPort } from '@fw/api-intake-application';
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

// The questionnaire through a correlated subquery (index: lower(business_email)): one statement per
// page. The account is the accounts context's: asked of it for the whole page in one read.
const linkColumns = (table: string) =>
  `(select json_build_object('id', s.id, 'businessName', s.business_name, 'status', s.status) from questionnaire_submissions s ` +
  `where lower(s.business_email) = lower(${table}."email") order by (s.status = 'completed') desc, s.created_at desc limit 1) as "__submission"`;

const withSubmission: PageColumns<Lead, { lead: PlainFields<Lead>; submission: LeadLinks['submission'] }> = {
  columns: linkColumns,
  read: (lead, row) => ({ lead, submission: (row['__submission'] as LeadLinks['submission']) ?? null }),
};

const leadById = sqlStatement(
  'intake_lead_by_id',
  `select l.id, l.name, l.email, l.subject, l.message, l.status, l.created_at, l.updated_at, ${linkColumns('l')} from contact_messages l where l.id = $1`,
);

/** Admin read model of leads: the simple-rest list and one lead, each with its links. */
@Injectable()
export class LeadsAdminQuery {
  constructor(
    private readonly sql: SqlReader,
    private readonly clients: ClientProfilesPort,
  ) {}

  async list(query: Record<string, unknown>): Promise<{ items: LeadWithLinks[]; total: number }> {
    const page = await this.sql.page(LeadSchema, query, leadsListSpec, { also: withSubmission });
    const accounts = await this.clients.byEmails(page.items.map((i) => i.lead.email));
    return {
      items: page.items.map(({ lead, submission }) => ({ lead, links: { submission, client: accounts.get(lead.email.toLowerCase()) ?? null } })),
      total: page.total,
    };
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
      links: {
        submission: (row['__submission'] as LeadLinks['submission']) ?? null,
        client: (await this.clients.byEmails([row['email'] as string])).get((row['email'] as string).toLowerCase()) ?? null,
      },
    };
  }
}
