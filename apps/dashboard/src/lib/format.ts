import dayjs from 'dayjs';

/** Spec date formats: 'MMM d, yyyy' and "MMM d, yyyy 'at' h:mm a" (date-fns notation). */
export function formatDate(value: string | null | undefined, fallback = ''): string {
  if (!value) return fallback;
  const d = dayjs(value);
  return d.isValid() ? d.format('MMM D, YYYY') : fallback;
}

export function formatDateTime(value: string | null | undefined, fallback = ''): string {
  if (!value) return fallback;
  const d = dayjs(value);
  return d.isValid() ? d.format('MMM D, YYYY [at] h:mm A') : fallback;
}

/** A section key as a field label: underscores to spaces, upper case. */
export function sectionLabel(key: string): string {
  return key.replace(/_/g, ' ').toUpperCase();
}

export function formatCents(cents: number | null | undefined, currency = 'usd'): string {
  if (typeof cents !== 'number') return '';
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);
}
