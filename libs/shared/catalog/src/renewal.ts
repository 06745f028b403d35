import { formatUsd, type TermYears } from './catalog';

/**
 * The first hosting renewal charge: the end of the prepaid term, counted from the day the package
 * was paid (same calendar day, UTC; Feb 29 rolls to Mar 1). Never the purchase day itself.
 */
export function renewalStartDate(packagePaidAt: Date, termYears: TermYears | number): Date {
  const start = new Date(packagePaidAt.getTime());
  start.setUTCFullYear(start.getUTCFullYear() + termYears);
  return start;
}

/** 'Nov 23, 2027' (UTC, so the API, the e-mails and the browser agree on the day). */
export function formatBillingDate(date: Date | string): string {
  return new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(new Date(date));
}

/** 'First charge of $378 on Nov 23, 2027': the one sentence every page and e-mail uses. */
export function firstChargeText(amountCents: number, startsAt: Date | string): string {
  return `First charge of ${formatUsd(amountCents)} on ${formatBillingDate(startsAt)}`;
}
