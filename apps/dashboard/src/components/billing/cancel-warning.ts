import type { HostingSubscriptionDto } from '@fw/shared-api-types';
import { formatBillingDate } from '@fw/shared-catalog';

/** The confirmation, addressed to whoever is canceling: the client about their own site, an admin about the client's. */
export function cancelWarning(subscription: Pick<HostingSubscriptionDto, 'next_charge_at'>, amount: string, forAdmin: boolean): string {
  const whose = forAdmin ? "the client's" : 'your';
  const charge = subscription.next_charge_at
    ? `The ${amount} charge on ${formatBillingDate(subscription.next_charge_at)} will not happen, and ${whose} website's hosting ends on that day.`
    : 'No further yearly charge will be made.';
  return forAdmin
    ? `${charge} The client and the business are told by e-mail; the client can set up hosting again from their Billing page.`
    : `${charge} You can set up hosting again later from your dashboard or by contacting us.`;
}
