import { EmailFailuresPort } from '@fw/api-mail-application';
import { IntakeBacklogPort, OrderBacklogPort, ReviewBacklogPort } from './admin-overview.ports';
import { AdminOverviewService } from './admin-overview.service';

class FixedIntake extends IntakeBacklogPort {
  asOf: Date[] = [];
  newQuestionnaires = async (now: Date) => (this.asOf.push(now), 1);
  abandonedDrafts = async () => 2;
  newLeads = async () => 3;
}
class FixedOrders extends OrderBacklogPort {
  waitingForBuild = async () => 4;
  renewalsDue = async () => 6;
}
class FixedReviews extends ReviewBacklogPort {
  reviewsWaiting = async () => 7;
}
class FixedFailures extends EmailFailuresPort {
  failedCounts = async () => new Map<string, number>();
  failedTotal = async () => 5;
}

describe('AdminOverviewService', () => {
  it("asks each card's count of the context that owns its rows, as of one moment, with the filters of its list", async () => {
    const intake = new FixedIntake();
    const service = new AdminOverviewService(intake, new FixedOrders(), new FixedReviews(), new FixedFailures());
    const now = new Date('2026-11-20T12:00:00.000Z');

    const cards = await service.cards(now);

    expect(cards.map((c) => [c.key, c.count])).toEqual([
      ['new_questionnaires', 1],
      ['abandoned_drafts', 2],
      ['new_leads', 3],
      ['orders_waiting_for_build', 4],
      ['failed_emails', 5],
      ['renewals_due', 6],
      ['reviews_waiting', 7],
    ]);
    expect(intake.asOf).toEqual([now]);
    expect(cards.find((c) => c.key === 'abandoned_drafts')?.filters).toEqual({ status: 'draft', updated_at_lte: '2026-11-17T12:00:00.000Z' });
    expect(cards.find((c) => c.key === 'renewals_due')?.filters).toEqual({
      kind: 'hosting',
      next_charge_at_gte: '2026-11-20T12:00:00.000Z',
      next_charge_at_lte: '2026-12-20T12:00:00.000Z',
    });
  });
});
