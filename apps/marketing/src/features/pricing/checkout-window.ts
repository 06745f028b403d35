/**
 * Opens the tab for the checkout synchronously inside the click handler, before any await, so the
 * browser counts it as user-initiated and does not block it as a pop-up. Returns null when blocked.
 */
export function openCheckoutTab(): Window | null {
  let tab: Window | null = null;
  try {
    tab = window.open('', '_blank');
  } catch {
    return null;
  }
  if (!tab) return null;
  try {
    tab.document.title = 'Opening secure checkout…';
    tab.document.body.textContent = 'Opening secure checkout…';
    // The checkout page must not be able to script or navigate this page.
    tab.opener = null;
  } catch {
    // a cross-origin or closed tab: it is still usable as a navigation target
  }
  return tab;
}

/** Sends the prepared tab to the checkout, or this tab when the pop-up was blocked or closed. */
export function goToCheckout(tab: Window | null, url: string): void {
  if (tab && !tab.closed) {
    tab.location.href = url;
    return;
  }
  window.location.assign(url);
}
