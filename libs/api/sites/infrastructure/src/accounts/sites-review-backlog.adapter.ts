import { Injectable } from '@nestjs/common';
import { ReviewBacklogPort } from '@fw/api-accounts-application';
import { SqlReader, sqlStatement } from '@fw/api-shared-infrastructure';
import { reviewWaiting } from '../persistence/sql-content-review.repository';

/** The admin home's "reviews waiting" card, counted by the same condition as the review list. $1 is "now" as the API sees it. */
export const reviewsWaitingStatement = sqlStatement(
  'overview_reviews_waiting',
  `select count(*)::int as count from content_reviews r where ${reviewWaiting('r')} and $1::timestamptz is not null`,
);

@Injectable()
export class SitesReviewBacklogAdapter extends ReviewBacklogPort {
  constructor(private readonly sql: SqlReader) {
    super();
  }

  async reviewsWaiting(now: Date): Promise<number> {
    return (await this.sql.first<{ count: number }>(reviewsWaitingStatement, [now]))?.count ?? 0;
  }
}
