import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { EmailFailuresPort } from '@fw/api-mail-application';

/** Counts failed rows of the e-mail log per recipient, in one statement. */
@Injectable()
export class SqlEmailFailuresAdapter extends EmailFailuresPort {
  constructor(private readonly em: EntityManager) {
    super();
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
