/** A section key as a field label: underscores to spaces, upper case. */
export function sectionLabel(key: string): string {
  return key.replace(/_/g, ' ').toUpperCase();
}

export function formatCents(cents: number | null | undefined, currency = 'usd'): string {
  if (typeof cents !== 'number') return '';
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);
}
