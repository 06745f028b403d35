import { useApiMutation } from './use-api';
import { useToast } from './toast';

/** useApiMutation's cancel for an admin, with the page's toasts; refetches on success. */
export function useAdminCancelRenewal(refetch: () => Promise<unknown>) {
  const toast = useToast();
  const mutation = useApiMutation<unknown>();
  return async (orderId: string) => {
    try {
      await mutation.send('post', `/admin/orders/${orderId}/cancel-renewal`);
      toast.success('Success!', 'The hosting renewal is canceled. Nothing more will be charged.');
      await refetch();
    } catch (error) {
      toast.error((error as { message?: string })?.message || 'Failed to cancel the hosting renewal. Please try again.');
      throw error;
    }
  };
}
