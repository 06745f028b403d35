import { sqlStatement } from '@fw/api-shared-infrastructure';
import { reviewWaiting } from '@fw/api-sites-infrastructure';

/**
 * The admin home's cards: one statement each, counting what waits for an admin. This is the one
 * read that spans contexts (questionnaires, leads, orders and websites, e-mails), so it lives in
 * the composition root, read-only; each statement is served by an index of its table (see the
 * plans in admin-overview.e2e-spec.ts). $1 is "now" as the API sees it.
 */
export const OVERVIEW_WINDOWS = {
  /** A questionnaire is new for a week after it was submitted, until an admin opens it. */
  newQuestionnaireDays: 7,
  /** A draft untouched this long is abandoned. */
  abandonedDraftDays: 3,
  /** Renewals charged within this many days. */
  renewalsDueDays: 30,
} as const;

export const OVERVIEW_CARD_KEYS = [
  'new_questionnaires',
  'abandoned_drafts',
  'new_leads',
  'orders_waiting_for_build',
  'failed_emails',
  'renewals_due',
  'reviews_waiting',
] as const;
export type OverviewCardKey = (typeof OVERVIEW_CARD_KEYS)[number];

/**
 * A paid package whose buyer has no website that is built: none yet (unclaimed, or a client without
 * a site), or only the record provisioning made, still 'waiting_for_build'. The card counts with it
 * and the Orders list filters with it (`waiting_for_build=true`), so the two cannot disagree.
 */
export const orderWaitingForBuild = (o: string) =>
  `(${o}.user_id is null or not exists (select 1 from websites w where w.owner_id = ${o}.user_id and w.status <> 'waiting_for_build'))`;

export const OVERVIEW_STATEMENTS: Record<OverviewCardKey, ReturnType<typeof sqlStatement>> = {
  new_questionnaires: sqlStatement(
    'overview_new_questionnaires',
    `select count(*)::int as count from questionnaire_submissions
      where status = 'completed' and reviewed_at is null and completed_at >= $1::timestamptz - make_interval(days => ${OVERVIEW_WINDOWS.newQuestionnaireDays})`,
  ),
  abandoned_drafts: sqlStatement(
    'overview_abandoned_drafts',
    `select count(*)::int as count from questionnaire_submissions
      where status = 'draft' and updated_at < $1::timestamptz - make_interval(days => ${OVERVIEW_WINDOWS.abandonedDraftDays})`,
  ),
  new_leads: sqlStatement('overview_new_leads', `select count(*)::int as count from contact_messages where status = 'new' and $1::timestamptz is not null`),
  orders_waiting_for_build: sqlStatement(
    'overview_orders_waiting_for_build',
    `select count(*)::int as count from orders o
      where o.kind = 'package' and o.status = 'paid' and $1::timestamptz is not null and ${orderWaitingForBuild('o')}`,
  ),
  failed_emails: sqlStatement(
    'overview_failed_emails',
    `select count(*)::int as count from email_logs where status = 'failed' and $1::timestamptz is not null`,
  ),
  reviews_waiting: sqlStatement(
    'overview_reviews_waiting',
    `select count(*)::int as count from content_reviews r where ${reviewWaiting('r')} and $1::timestamptz is not null`,
  ),
  renewals_due: sqlStatement(
    'overview_renewals_due',
    `select count(*)::int as count from orders
      where kind = 'hosting' and next_charge_at is not null
        and next_charge_at >= $1::timestamptz and next_charge_at < $1::timestamptz + make_interval(days => ${OVERVIEW_WINDOWS.renewalsDueDays})`,
  ),
};
