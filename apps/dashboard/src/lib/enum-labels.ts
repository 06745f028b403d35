import type { EmailLogDto, LeadDto, OrderDto } from '@fw/shared-api-types';
import { BUDGET_RANGES, questionnaireField, type BudgetRange, type ChoiceFieldDescriptor } from '@fw/shared-questionnaire';

/**
 * The API's enum values as the dashboard shows them, in one place: lists, filters and details all
 * say "Hosting renewal", never "hosting-renewal". Typed by the generated contract, so a new value
 * in the API fails the type check here until it has its words.
 */
export const LEAD_STATUS_LABELS: Record<LeadDto['status'], string> = { new: 'New', replied: 'Replied', closed: 'Closed' };

export const ORDER_KIND_LABELS: Record<OrderDto['kind'], string> = {
  package: 'Website package',
  hosting: 'Hosting set-up',
  'hosting-renewal': 'Hosting renewal',
};

export const ORDER_STATUS_LABELS: Record<OrderDto['status'], string> = {
  pending: 'Awaiting payment',
  paid: 'Paid',
  scheduled: 'Scheduled',
  failed: 'Failed',
  canceled: 'Canceled',
  expired: 'Expired',
};

export const EMAIL_STATUS_LABELS: Record<EmailLogDto['status'], string> = { queued: 'Queued', sending: 'Sending', sent: 'Sent', failed: 'Failed' };

/** The questionnaire's own words for its budget choices ("Under $2,000"). */
const budgetField = questionnaireField('budget_range') as ChoiceFieldDescriptor;
export const BUDGET_LABELS = Object.fromEntries(BUDGET_RANGES.map((value) => [value, budgetField.optionLabels[value] ?? value])) as Record<BudgetRange, string>;

/** The words for `value`, or the value itself with its dashes and underscores as spaces. */
export function enumLabel<T extends string>(labels: Record<T, string>, value: T | null | undefined): string {
  if (value === null || value === undefined) return '';
  return labels[value] ?? String(value).replace(/[-_]/g, ' ');
}

export const optionsOf = <T extends string>(labels: Record<T, string>) => (Object.keys(labels) as T[]).map((value) => ({ value, label: labels[value] }));
