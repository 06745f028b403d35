import type { AddOnId, PackageId, TermYears } from '@fw/shared-catalog';
import { apiRequest, newIdempotencyKey } from '../../lib/api';

export const CHECKOUT_FAILURE = 'Failed to create checkout session';

export interface CheckoutRequest {
  package_id: PackageId;
  term_years: TermYears;
  add_on_ids: AddOnId[];
}

/** POST /api/checkout → 201 { url, session_id }. Throws ApiError (server message or spec §8 fallback). */
export async function createCheckout(request: CheckoutRequest): Promise<{ url: string; session_id: string }> {
  const answer = await apiRequest<{ url?: string; session_id: string }>('/api/checkout', {
    method: 'POST',
    body: request,
    headers: { 'Idempotency-Key': newIdempotencyKey() },
    fallbackMessage: CHECKOUT_FAILURE,
  });
  if (!answer?.url) throw new Error(CHECKOUT_FAILURE);
  return { url: answer.url, session_id: answer.session_id };
}
