import { Injectable } from '@nestjs/common';
import { OVERVIEW_CARD_KEYS, overviewFilters, OverviewCardKey } from '@fw/api-accounts-domain';
import { EmailFailuresPort } from '@fw/api-mail-application';
import { IntakeBacklogPort, OrderBacklogPort, ReviewBacklogPort } from './admin-overview.ports';

export interface OverviewCard {
  key: OverviewCardKey;
  count: number;
  filters: Record<string, string>;
}

/** The admin home: what waits for an admin, one count per card, each asked of the context that owns the rows. */
@Injectable()
export class AdminOverviewService {
  constructor(
    private readonly intake: IntakeBacklogPort,
    private readonly orders: OrderBacklogPort,
    private readonly reviews: ReviewBacklogPort,
    private readonly emails: EmailFailuresPort,
  ) {}

  async cards(now: Date): Promise<OverviewCard[]> {
    const counts: Record<OverviewCardKey, (now: Date) => Promise<number>> = {
      new_questionnaires: (at) => this.intake.newQuestionnaires(at),
      abandoned_drafts: (at) => this.intake.abandonedDrafts(at),
      new_leads: (at) => this.intake.newLeads(at),
      orders_waiting_for_build: (at) => this.orders.waitingForBuild(at),
      failed_emails: (at) => this.emails.failedTotal(at),
      renewals_due: (at) => this.orders.renewalsDue(at),
      reviews_waiting: (at) => this.reviews.reviewsWaiting(at),
    };
    return Promise.all(OVERVIEW_CARD_KEYS.map(async (key) => ({ key, count: await counts[key](now), filters: overviewFilters(key, now) })));
  }
}
