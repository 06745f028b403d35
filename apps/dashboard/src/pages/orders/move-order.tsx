import { useState } from 'react';
import type { HttpError } from '@refinedev/core';
import { Button, Form, Input, List, Modal, Typography } from 'antd';
import { SwapOutlined } from '@ant-design/icons';
import type { OrderDto, OrderMoveDto } from '@fw/shared-api-types';
import { OwnerSelect } from '../../components/owner-select';
import { useApiGet, useApiMutation } from '../../lib/use-api';
import { useToast } from '../../lib/toast';
import { useZonedDates } from '../../lib/use-business-time-zone';
import { Panel } from '../../components/notice';
import { useDialogGuard } from '../../lib/use-dialog-guard';

const REASON_MAX = 500;

/**
 * "Move to another client": an order that landed on the wrong account (a typo in the checkout
 * e-mail) moves, with its hosting renewal, to the right client; the reason is required and kept.
 */
export function MoveOrderButton({ order, onMoved }: { order: Pick<OrderDto, 'id' | 'user_id' | 'purchase' | 'kind'>; onMoved: () => Promise<unknown> }) {
  const [open, setOpen] = useState(false);
  const [clientId, setClientId] = useState<string | undefined>();
  const [reason, setReason] = useState('');
  const [fieldErrors, setFieldErrors] = useState<Record<string, string[]>>({});
  const move = useApiMutation<void>();
  const toast = useToast();
  // The chosen client and the reason are lost on closing: Cancel, X, Escape and a click outside ask first.
  const guard = useDialogGuard(() => {
    setOpen(false);
    setClientId(undefined);
    setReason('');
    setFieldErrors({});
  });
  if (!order.user_id) return null;

  const submit = async () => {
    if (!clientId) return;
    if (!reason.trim()) return setFieldErrors({ reason: ['Say why the order moves.'] });
    try {
      await move.send('post', `/admin/clients/${clientId}/orders/move`, { order_id: order.id, reason: reason.trim() });
      toast.success('Order moved', `${order.purchase} now belongs to the chosen client. The reason is kept in the order's history.`);
      guard.saved();
      await onMoved();
    } catch (error) {
      const failure = error as HttpError & { errors?: Record<string, string[]> };
      if (failure.errors) setFieldErrors(failure.errors);
      toast.error(failure.message ?? 'Failed to move the order');
    }
  };

  return (
    <>
      <Button icon={<SwapOutlined />} onClick={() => setOpen(true)}>
        Move to another client
      </Button>
      <Modal
        open={open}
        title="Move order to another client"
        okText="Move order"
        onOk={submit}
        okButtonProps={{ disabled: !clientId, loading: move.isPending }}
        onCancel={guard.close}
        destroyOnHidden
      >
        <Typography.Paragraph>
          <Typography.Text strong>{order.purchase}</Typography.Text>
          {order.kind === 'package' ? ', with its hosting renewal,' : ''} leaves its current client and appears in the chosen client&apos;s Billing. The move
          and its reason are kept.
        </Typography.Paragraph>
        <Form layout="vertical">
          <Form.Item label="New client" htmlFor="order-move-client">
            <OwnerSelect
              id="order-move-client"
              value={clientId}
              onChange={(value: string | undefined) => {
                setClientId(value);
                guard.onValuesChange();
              }}
              placeholder="Select a client"
            />
          </Form.Item>
          <Form.Item
            label="Reason"
            htmlFor="order-move-reason"
            required
            validateStatus={fieldErrors.reason ? 'error' : undefined}
            help={fieldErrors.reason?.join(' ')}
          >
            <Input.TextArea
              id="order-move-reason"
              value={reason}
              maxLength={REASON_MAX}
              rows={3}
              placeholder="e.g. Typo in the checkout e-mail"
              onChange={(event) => {
                setReason(event.target.value);
                setFieldErrors({});
                guard.onValuesChange();
              }}
            />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}

/** The order's moves between clients, with who moved it, when and why. */
export function OrderMoves({ orderId }: { orderId: string }) {
  const moves = useApiGet<OrderMoveDto[]>(`/admin/orders/${encodeURIComponent(orderId)}/moves`, { silent: true });
  const { dateTime } = useZonedDates();
  if (!moves.data?.length) return null;
  return (
    <Panel title="Moves between clients">
      <List
        dataSource={moves.data}
        renderItem={(move) => (
          <List.Item>
            <div>
              <Typography.Text strong>{dateTime(move.moved_at)}</Typography.Text>
              <div>Reason: {move.reason}</div>
            </div>
          </List.Item>
        )}
      />
    </Panel>
  );
}
