import type { OrderDto } from '@fw/shared-api-types';
import { formatBillingDate } from '@fw/shared-catalog';
import { formatCents } from '../../lib/format';
import type { Tone } from '../../components/status-tag';

type OrderState = Pick<OrderDto, 'kind' | 'status' | 'currency' | 'renewal' | 'hosting_state' | 'hosting_paid_until'>;

const statusTones: Record<string, Tone> = { paid: 'success', scheduled: 'info', pending: 'warning', failed: 'error', canceled: 'neutral', expired: 'neutral' };

/** The status an admin reads: a hosting renewal canceled by its client (or an admin) says so, whatever its payment status. */
export function orderStatus(order: OrderState): { label: string; tone: Tone } {
  if (order.kind === 'hosting' && order.hosting_state === 'canceled') return { label: 'renewal canceled', tone: 'neutral' };
  return { label: order.status, tone: statusTones[order.status] ?? 'neutral' };
}

/** The "Hosting renewal" cell: the yearly charge ahead, or, once canceled, the day hosting ends. */
export function renewalText(order: OrderState): string {
  if (order.hosting_state === 'canceled')
    return order.hosting_paid_until ? `Canceled: hosting ends ${formatBillingDate(order.hosting_paid_until)}` : 'Canceled';
  return order.renewal ? `${formatCents(order.renewal.amount_cents, order.currency)}/year from ${formatBillingDate(order.renewal.starts_at)}` : '—';
}
