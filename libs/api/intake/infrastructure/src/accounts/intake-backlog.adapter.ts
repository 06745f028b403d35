import { Injectable } from '@nestjs/common';
import { OVERVIEW_WINDOWS } from '@fw/api-accounts-domain';
import { IntakeBacklogPort } from '@fw/api-accounts-application';
import { SqlReader, sqlStatement } from '@fw/api-shared-infrastructure';

/** The admin home's questionnaire and lead cards: one statement each, served by an index of its table. $1 is "now" as the API sees it. */
export const intakeBacklogStatements = {
  newQuestionnaires: sqlStatement(
    'overview_new_questionnaires',
    `select count(*)::int as count from questionnaire_submissions
      where status = 'completed' and reviewed_at is null and completed_at >= $1::timestamptz - make_interval(days => ${OVERVIEW_WINDOWS.newQuestionnaireDays})`,
  ),
  abandonedDrafts: sqlStatement(
    'overview_abandoned_drafts',
    `select count(*)::int as count from questionnaire_submissions
      where status = 'draft' and updated_at < $1::timestamptz - make_interval(days => ${OVERVIEW_WINDOWS.abandonedDraftDays})`,
  ),
  newLeads: sqlStatement('overview_new_leads', `select count(*)::int as count from contact_messages where status = 'new' and $1::timestamptz is not null`),
};

@Injectable()
export class IntakeBacklogAdapter extends IntakeBacklogPort {
  constructor(private readonly sql: SqlReader) {
    super();
  }

  private async count(statement: ReturnType<typeof sqlStatement>, now: Date): Promise<number> {
    return (await this.sql.first<{ count: number }>(statement, [now]))?.count ?? 0;
  }

  newQuestionnaires(now: Date): Promise<number> {
    return this.count(intakeBacklogStatements.newQuestionnaires, now);
  }

  abandonedDrafts(now: Date): Promise<number> {
    return this.count(intakeBacklogStatements.abandonedDrafts, now);
  }

  newLeads(now: Date): Promise<number> {
    return this.count(intakeBacklogStatements.newLeads, now);
  }
}
