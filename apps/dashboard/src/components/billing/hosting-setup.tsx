import { useState } from 'react';
import { Button } from 'antd';
import type { PendingHostingDto } from '@fw/shared-api-types';
import { firstChargeText, formatBillingDate } from '@fw/shared-catalog';
import { api } from '../../providers/api';
import { useToast } from '../../lib/toast';

/** docs/product.md §8: the hosting failure's fallback text. */
export const HOSTING_FAILURE = 'Failed to create hosting subscription';

/** What the pending hosting step says: the same first-charge sentence as the payment-success page. */
export function pendingHostingText(pending: PendingHostingDto): string {
  return (
    `Hosting for ${pending.purchase} is included until ${formatBillingDate(pending.renewal.starts_at)}. ` +
    `Save a payment method now so your website stays online after that: ${firstChargeText(pending.renewal.amount_cents, pending.renewal.starts_at)}. Nothing is charged today.`
  );
}

/**
 * 'Complete Hosting Setup' for a paid package whose renewal was skipped or lost: the same
 * POST /api/checkout/hosting as the payment-success page, then on to the checkout.
 */
export function CompleteHostingSetup({ pending }: { pending: PendingHostingDto }) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      type="primary"
      loading={busy}
      onClick={async () => {
        setBusy(true);
        try {
          const { data } = await api.POST('/api/checkout/hosting', {
            body: { package_session_id: pending.package_session_id },
            headers: { 'Idempotency-Key': `hosting-${pending.package_order_id}-${Date.now()}` },
          });
          if (!data?.url) throw new Error(HOSTING_FAILURE);
          window.location.assign(data.url);
        } catch (error) {
          toast.error((error as { message?: string })?.message || HOSTING_FAILURE);
          setBusy(false);
        }
      }}
    >
      {busy ? 'Loading...' : 'Complete Hosting Setup'}
    </Button>
  );
}
