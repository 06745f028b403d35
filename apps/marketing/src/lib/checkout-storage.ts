/**
 * docs/product.md §3: planName and pendingHosting live in session storage between the pricing page and the
 * payment-success page. pendingHosting holds the package id whose yearly hosting renewal is offered
 * after the one-time payment. Storage can be unavailable (privacy modes): every access is guarded.
 */
export const PLAN_NAME_KEY = 'planName';
export const PENDING_HOSTING_KEY = 'pendingHosting';

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}

export function rememberCheckout(planName: string, hostingPackageId: string): void {
  const s = storage();
  try {
    s?.setItem(PLAN_NAME_KEY, planName);
    s?.setItem(PENDING_HOSTING_KEY, hostingPackageId);
  } catch {
    // quota or disabled storage: the success page then simply shows the plain success mode
  }
}

export function readCheckout(): { planName: string | null; pendingHosting: string | null } {
  const s = storage();
  try {
    return { planName: s?.getItem(PLAN_NAME_KEY) ?? null, pendingHosting: s?.getItem(PENDING_HOSTING_KEY) ?? null };
  } catch {
    return { planName: null, pendingHosting: null };
  }
}

export function clearCheckout(): void {
  const s = storage();
  try {
    s?.removeItem(PLAN_NAME_KEY);
    s?.removeItem(PENDING_HOSTING_KEY);
  } catch {
    // nothing to clear
  }
}
