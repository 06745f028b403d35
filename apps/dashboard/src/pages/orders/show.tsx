import { useState } from 'react';
import { Descriptions, Skeleton, Space } from 'antd';
import { Link, useParams } from 'react-router';
import type { AdminOrderBillingDto } from '@fw/shared-api-types';
import { useApiGet } from '../../lib/use-api';
import { formatCents } from '../../lib/format';
import { useZonedDates } from '../../lib/use-business-time-zone';
import { Notice, Panel } from '../../components/notice';
import { PageHeader } from '../../components/page-header';
import { useRecordTitle } from '../../lib/record-title';
import { BillingPanel, LABEL_STYLE } from '../../components/billing/billing-panel';
import { useAdminCancelRenewal } from '../../lib/use-admin-cancel-renewal';
import { StatusTag } from '../../components/status-tag';
import { orderStatus, renewalText } from './order-state';
import { MoveOrderButton, OrderMoves } from './move-order';

/** Admin → an order: the order, and the Billing page of its client (or of its buyer, unclaimed). */
export default function OrderShow() {
  const { dateTime: formatDateTime } = useZonedDates();
  const { orderId = '' } = useParams();
  const found = useApiGet<AdminOrderBillingDto>(`/admin/orders/${encodeURIComponent(orderId)}/billing`);
  const cancel = useAdminCancelRenewal(found.refetch);
  const order = found.data?.order;
  useRecordTitle(order ? `Order: ${order.purchase}` : null);
  const [moves, setMoves] = useState(0);
  const afterMove = async () => {
    setMoves((n) => n + 1);
    await found.refetch();
  };
  return (
    <div>
      <PageHeader
        title={order ? order.purchase : 'Order'}
        subtitle="Order and the client's billing"
        extra={<Link to="/dashboard/admin/orders">Back to orders</Link>}
      />
      {found.isLoading ? (
        <Skeleton active />
      ) : found.error || !found.data || !order ? (
        <Notice title="Order not found">This order does not exist or could not be loaded.</Notice>
      ) : (
        <Space direction="vertical" size={16} style={{ width: '100%' }}>
          <Panel title="Order">
            <Descriptions labelStyle={LABEL_STYLE} size="small" column={{ xs: 1, md: 2 }}>
              <Descriptions.Item label="Kind">{order.kind}</Descriptions.Item>
              <Descriptions.Item label="Status">
                <StatusTag tone={orderStatus(order).tone}>{orderStatus(order).label}</StatusTag>
              </Descriptions.Item>
              <Descriptions.Item label="Buyer">{order.buyer_email || '—'}</Descriptions.Item>
              <Descriptions.Item label="Client">
                {order.user_id ? <Link to={`/dashboard/admin/clients/${order.user_id}`}>Open client</Link> : 'Not linked to a client'}
              </Descriptions.Item>
              <Descriptions.Item label="Total">{formatCents(order.amount_total, order.currency)}</Descriptions.Item>
              <Descriptions.Item label="Created">{formatDateTime(order.created_at)}</Descriptions.Item>
              <Descriptions.Item label="Paid">{formatDateTime(order.paid_at, '—')}</Descriptions.Item>
              <Descriptions.Item label="Hosting renewal">{renewalText(order)}</Descriptions.Item>
              <Descriptions.Item label="Provider">{`${order.provider} · ${order.checkout_session_id}`}</Descriptions.Item>
            </Descriptions>
            <div style={{ marginTop: 12 }}>
              <MoveOrderButton order={order} onMoved={afterMove} />
            </div>
          </Panel>
          <OrderMoves key={moves} orderId={order.id} />
          <BillingPanel billing={found.data.billing} onCancel={cancel} whose="the client's" />
        </Space>
      )}
    </div>
  );
}
