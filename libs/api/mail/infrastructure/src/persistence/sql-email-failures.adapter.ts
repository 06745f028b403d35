import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { EmailFailuresPort } from '@fw/api-mail-application';
import { SqlReader, sqlStatement } from '@fw/api-shared-infrastructure';

/** The admin home's "failed e-mails" card, served by the log's status index. $1 is "now" as the API sees it. */
export const failedEmailsStatement = sqlStatement(
  'overview_failed_emails',
  `select count(*)::int as count from email_logs where status = 'failed' and $1::timestamptz is not null`,
);

/** Counts failed rows of the e-mail log per recipient, in one statement. */
@Injectable()
export class SqlEmailFailuresAdapter extends EmailFailuresPort {
  constructor(
    private readonly em: EntityManager,
    private readonly sql: SqlReader,
  ) {
    super();
  }

  async failedTotal(now: Date): Promise<number> {
    return (await this.sql.first<{ count: number }>(failedEmailsStatement, [now]))?.count ?? 0;
  }

  async failedCounts(recipients: readonly string[]): Promise<Map<string, number>> {
    if (!recipients.length) return new Map();
    const rows = await this.em.getConnection().execute<Array<{ email: string; failed: number }>>(
      `select r.email, (select count(*)::int from email_logs e where e.recipient_email = r.email and e.status = 'failed') as failed
         from jsonb_array_elements_text(?::jsonb) as r(email)`,
      [JSON.stringify(recipients)],
    );
    return new Map(rows.map((r) => [r.email, r.failed]));
  }
}
