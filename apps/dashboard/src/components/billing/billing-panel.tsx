import { useState } from 'react';
import { Button, Descriptions, Empty, Modal, Space, Table, Typography } from 'antd';
import type { BillingDto, BillingOrderDto, HostingSubscriptionDto } from '@fw/shared-api-types';
import { formatBillingDate } from '@fw/shared-catalog';
import { formatCents } from '../../lib/format';
import { useZonedDates } from '../../lib/use-business-time-zone';
import { formatDateInZone } from '../../lib/business-time';
import { Panel } from '../notice';
import { StatusTag, type Tone } from '../status-tag';
import { cancelWarning } from './cancel-warning';

export const CANCEL_RENEWAL = 'Cancel renewal';

/** antd's default label grey misses WCAG AA contrast on white; the same grey, darker. */
export const LABEL_STYLE = { color: '#595959' } as const;

const subscriptionTones: Record<HostingSubscriptionDto['status'], Tone> = { scheduled: 'info', active: 'success', past_due: 'warning', canceled: 'neutral' };
const subscriptionLabels: Record<HostingSubscriptionDto['status'], string> = {
  scheduled: 'Scheduled',
  active: 'Active',
  past_due: 'Payment failed',
  canceled: 'Canceled',
};
const orderTones: Record<string, Tone> = { paid: 'success', scheduled: 'info', failed: 'error' };
const kindLabels: Record<string, string> = { package: 'Website package', hosting: 'Hosting renewal set-up', 'hosting-renewal': 'Yearly hosting renewal' };

const termText = (order: BillingOrderDto) =>
  order.kind === 'package' ? (order.term_years ? `${order.term_years} ${order.term_years === 1 ? 'year' : 'years'}` : '—') : 'Yearly';
const orderDate = (order: BillingOrderDto, zone: string) => formatDateInZone(order.paid_at ?? order.created_at, zone);

/** One hosting renewal: status, yearly amount, next charge (or until when hosting runs once canceled). */
function Subscription({
  subscription,
  onCancel,
  forAdmin,
}: {
  subscription: HostingSubscriptionDto;
  onCancel?: (orderId: string) => Promise<unknown>;
  forAdmin: boolean;
}) {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const amount = `${formatCents(subscription.amount_cents, subscription.currency)}/year`;
  return (
    <section aria-label={subscription.name} style={{ padding: '12px 0', borderTop: '1px solid #f0f0f0' }}>
      <Space wrap align="center" style={{ justifyContent: 'space-between', width: '100%' }}>
        <Space wrap align="center">
          <Typography.Text strong>{subscription.name}</Typography.Text>
          <StatusTag tone={subscriptionTones[subscription.status]}>{subscriptionLabels[subscription.status]}</StatusTag>
        </Space>
        {onCancel && subscription.can_cancel ? (
          <Button danger onClick={() => setConfirming(true)}>
            {CANCEL_RENEWAL}
          </Button>
        ) : null}
      </Space>
      <Descriptions labelStyle={LABEL_STYLE} size="small" column={1} style={{ marginTop: 8 }}>
        <Descriptions.Item label="Amount">{amount}</Descriptions.Item>
        {subscription.next_charge_at ? <Descriptions.Item label="Next charge">{formatBillingDate(subscription.next_charge_at)}</Descriptions.Item> : null}
        {subscription.status === 'canceled' ? (
          <Descriptions.Item label="Hosting ends">
            {subscription.ends_at ? `${formatBillingDate(subscription.ends_at)}. Nothing more will be charged.` : 'Nothing more will be charged.'}
          </Descriptions.Item>
        ) : null}
      </Descriptions>
      <Modal
        open={confirming}
        title={forAdmin ? "Cancel the client's renewal?" : 'Cancel your hosting renewal?'}
        okText={CANCEL_RENEWAL}
        okButtonProps={{ danger: true, loading: busy }}
        cancelText="Keep renewal"
        onCancel={() => setConfirming(false)}
        onOk={async () => {
          setBusy(true);
          try {
            await onCancel?.(subscription.order_id);
            setConfirming(false);
          } finally {
            setBusy(false);
          }
        }}
      >
        <p>{cancelWarning(subscription, amount, forAdmin)}</p>
      </Modal>
    </section>
  );
}

function Receipt({ order, canceled, onClose }: { order: BillingOrderDto; canceled: boolean; onClose: () => void }) {
  const { zone } = useZonedDates();
  return (
    <Modal open title="Receipt" onCancel={onClose} footer={<Button onClick={onClose}>Close</Button>}>
      <Descriptions labelStyle={LABEL_STYLE} size="small" column={1} bordered>
        <Descriptions.Item label="Date">{orderDate(order, zone)}</Descriptions.Item>
        <Descriptions.Item label="Order">{kindLabels[order.kind] ?? order.kind}</Descriptions.Item>
        {order.items.map((item) => (
          <Descriptions.Item key={item.id} label={item.label}>
            {formatCents(item.amount_cents, order.currency)}
            {order.kind === 'hosting' ? '/year' : ''}
          </Descriptions.Item>
        ))}
        <Descriptions.Item label={order.kind === 'hosting' ? 'Charged' : 'Total'}>{formatCents(order.amount_total_cents, order.currency)}</Descriptions.Item>
        {order.renewal ? (
          <Descriptions.Item label="Hosting renewal">
            {canceled
              ? 'Canceled. Nothing more will be charged.'
              : `${formatCents(order.renewal.amount_cents, order.currency)}/year from ${formatBillingDate(order.renewal.starts_at)}`}
          </Descriptions.Item>
        ) : null}
        <Descriptions.Item label="Reference">{order.id}</Descriptions.Item>
      </Descriptions>
    </Modal>
  );
}

/**
 * The Billing page's content: hosting renewals (with Cancel renewal when `onCancel` is given) and
 * the orders (date, package, term, add-ons, total, receipt). Shared by the client's Billing page
 * and the admin's client and order views.
 */
export function BillingPanel({ billing, onCancel, whose = 'your' }: { billing: BillingDto; onCancel?: (orderId: string) => Promise<unknown>; whose?: string }) {
  const { zone } = useZonedDates();
  const [receipt, setReceipt] = useState<BillingOrderDto | null>(null);
  // A hosting set-up whose renewal was canceled reads as canceled in the orders too.
  const canceledSubscriptions = billing.subscriptions.filter((s) => s.status === 'canceled');
  const canceled = new Set(canceledSubscriptions.map((s) => s.order_id));
  // The package's receipt promises the renewal too: once canceled, it must not still quote the yearly price.
  const renewalCanceled = new Set(canceledSubscriptions.flatMap((s) => [s.order_id, ...(s.package_order_id ? [s.package_order_id] : [])]));
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Panel title="Hosting renewal">
        {billing.subscriptions.length ? (
          billing.subscriptions.map((subscription) => (
            <Subscription key={subscription.order_id} subscription={subscription} onCancel={onCancel} forAdmin={whose !== 'your'} />
          ))
        ) : (
          <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
            {billing.pending_hosting.length ? `The yearly hosting renewal is not set up yet for ${whose} website.` : 'No hosting renewal.'}
          </Typography.Paragraph>
        )}
      </Panel>
      <Panel title="Orders">
        <Table<BillingOrderDto>
          rowKey="id"
          dataSource={billing.orders}
          pagination={false}
          scroll={{ x: 720 }}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No orders yet" /> }}
        >
          <Table.Column<BillingOrderDto> title="Date" render={(_, order) => orderDate(order, zone)} />
          <Table.Column<BillingOrderDto>
            title="Package"
            render={(_, order) =>
              order.kind === 'package' ? (order.items[0]?.name ?? order.purchase) : `${kindLabels[order.kind]}: ${order.items[0]?.name ?? ''}`
            }
          />
          <Table.Column<BillingOrderDto> title="Term" render={(_, order) => termText(order)} />
          <Table.Column<BillingOrderDto> title="Add-ons" render={(_, order) => (order.add_ons.length ? order.add_ons.join(', ') : '—')} />
          <Table.Column<BillingOrderDto> title="Total" render={(_, order) => formatCents(order.amount_total_cents, order.currency)} />
          <Table.Column<BillingOrderDto>
            title="Status"
            render={(_, order) =>
              canceled.has(order.id) ? (
                <StatusTag tone="neutral">canceled</StatusTag>
              ) : (
                <StatusTag tone={orderTones[order.status] ?? 'neutral'}>{order.status}</StatusTag>
              )
            }
          />
          <Table.Column<BillingOrderDto>
            title="Receipt"
            render={(_, order) => (
              <Button size="small" onClick={() => setReceipt(order)} aria-label={`View receipt of ${order.purchase}, ${orderDate(order, zone)}`}>
                View
              </Button>
            )}
          />
        </Table>
      </Panel>
      {receipt ? <Receipt order={receipt} canceled={renewalCanceled.has(receipt.id)} onClose={() => setReceipt(null)} /> : null}
    </Space>
  );
}
