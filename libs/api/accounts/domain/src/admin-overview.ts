/** The windows of the admin home's cards: what counts as new, abandoned or due. */
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

const DAY = 24 * 3600 * 1000;

/** The filters (simple-rest query parameters) of the list a card links to: the same rows the card counts. */
export function overviewFilters(key: OverviewCardKey, now: Date): Record<string, string> {
  const days = (n: number) => new Date(now.getTime() + n * DAY).toISOString();
  switch (key) {
    case 'new_questionnaires':
      return { status: 'completed', reviewed_at_null: 'true', completed_at_gte: days(-OVERVIEW_WINDOWS.newQuestionnaireDays) };
    case 'abandoned_drafts':
      return { status: 'draft', updated_at_lte: days(-OVERVIEW_WINDOWS.abandonedDraftDays) };
    case 'new_leads':
      return { status: 'new' };
    case 'orders_waiting_for_build':
      return { kind: 'package', status: 'paid', waiting_for_build: 'true' };
    case 'failed_emails':
      return { status: 'failed' };
    case 'reviews_waiting':
      return { status: 'pending' };
    case 'renewals_due':
      return { kind: 'hosting', next_charge_at_gte: now.toISOString(), next_charge_at_lte: days(OVERVIEW_WINDOWS.renewalsDueDays) };
  }
}
