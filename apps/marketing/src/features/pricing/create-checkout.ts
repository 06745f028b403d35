import type { AddOnId, PackageId, TermYears } from '@fw/shared-catalog';
import { apiRequest, newIdempotencyKey } from '../../lib/api';
import { readQuestionnaireProof } from '../../lib/questionnaire-proof';

export const CHECKOUT_FAILURE = 'Failed to create checkout session';

export interface CheckoutRequest {
  package_id: PackageId;
  term_years: TermYears;
  add_on_ids: AddOnId[];
}

/**
 * POST /api/checkout → 201 { url, session_id }, presenting this browser's questionnaire (its resume
 * token) so the paid package is linked to it. Throws ApiError (server message or docs/product.md §8 fallback).
 */
export async function createCheckout(request: CheckoutRequest): Promise<{ url: string; session_id: string }> {
  const proof = readQuestionnaireProof();
  const answer = await apiRequest<{ url?: string; session_id: string }>('/api/checkout', {
    method: 'POST',
    body: proof ? { ...request, questionnaire_id: proof.id } : request,
    headers: { 'Idempotency-Key': newIdempotencyKey(), ...(proof ? { 'X-Resume-Token': proof.token } : {}) },
    fallbackMessage: CHECKOUT_FAILURE,
  });
  if (!answer?.url) throw new Error(CHECKOUT_FAILURE);
  return { url: answer.url, session_id: answer.session_id };
}
