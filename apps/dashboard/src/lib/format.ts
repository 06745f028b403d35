import { labelOf } from '@fw/shared-site-templates';

/**
 * A section's name as the editor shows it: the website's template's label ("Headline"); a section
 * the template lacks gets its key in words ("Menu highlights").
 */
export function sectionLabel(key: string, templateId: string | null | undefined): string {
  return labelOf(templateId ?? null, key);
}

export function formatCents(cents: number | null | undefined, currency = 'usd'): string {
  if (typeof cents !== 'number') return '';
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);
}
