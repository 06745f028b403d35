import type { OverviewCardKey } from '@fw/api-accounts-domain';
import { orderBacklogStatements } from '@fw/api-billing-infrastructure';
import { intakeBacklogStatements } from '@fw/api-intake-infrastructure';
import { failedEmailsStatement } from '@fw/api-mail-infrastructure';
import { ownerHasNoBuiltWebsite, reviewsWaitingStatement } from '@fw/api-sites-infrastructure';

export { OVERVIEW_CARD_KEYS } from '@fw/api-accounts-domain';

const orders = orderBacklogStatements({ ownerHasNoBuiltWebsite });

/** The statement behind each card of the admin home, gathered from the contexts that count them (for their query plans). */
export const OVERVIEW_STATEMENTS: Record<OverviewCardKey, { text: string }> = {
  new_questionnaires: intakeBacklogStatements.newQuestionnaires,
  abandoned_drafts: intakeBacklogStatements.abandonedDrafts,
  new_leads: intakeBacklogStatements.newLeads,
  orders_waiting_for_build: orders.waitingForBuild,
  failed_emails: failedEmailsStatement,
  renewals_due: orders.renewalsDue,
  reviews_waiting: reviewsWaitingStatement,
};
