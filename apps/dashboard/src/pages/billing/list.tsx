import { Alert, Button, Skeleton, Space } from 'antd';
import type { BillingDto } from '@fw/shared-api-types';
import { useApiGet, useApiMutation } from '../../lib/use-api';
import { useToast } from '../../lib/toast';
import { Notice } from '../../components/notice';
import { PageHeader } from '../../components/page-header';
import { BillingPanel } from '../../components/billing/billing-panel';
import { CompleteHostingSetup, pendingHostingText } from '../../components/billing/hosting-setup';

/** The client's Billing page: orders, the hosting renewal and Cancel renewal. */
export default function BillingPage() {
  const toast = useToast();
  const billing = useApiGet<BillingDto>('/my/billing');
  const mutation = useApiMutation<unknown>();
  const cancel = async (orderId: string) => {
    try {
      await mutation.send('post', `/my/billing/subscriptions/${orderId}/cancel`);
      toast.success('Success!', 'Your hosting renewal is canceled. Nothing more will be charged.');
      await billing.refetch();
    } catch (error) {
      toast.error((error as { message?: string })?.message || 'Failed to cancel the hosting renewal. Please try again.');
      throw error;
    }
  };
  return (
    <div>
      <PageHeader title="Billing" subtitle="Your orders and your yearly hosting renewal" />
      {billing.isLoading ? (
        <Skeleton active />
      ) : billing.error || !billing.data ? (
        <Notice title="Billing could not be loaded">
          <p>Please try again in a moment.</p>
          <Button onClick={() => void billing.refetch()}>Try again</Button>
        </Notice>
      ) : (
        <Space direction="vertical" size={16} style={{ width: '100%' }}>
          {billing.data.pending_hosting.map((pending) => (
            <Alert
              key={pending.package_order_id}
              type="info"
              showIcon
              message="Hosting renewal not set up"
              description={
                <Space direction="vertical">
                  <span>{pendingHostingText(pending)}</span>
                  <CompleteHostingSetup pending={pending} />
                </Space>
              }
            />
          ))}
          <BillingPanel billing={billing.data} onCancel={cancel} />
        </Space>
      )}
    </div>
  );
}
