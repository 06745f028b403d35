import { useState } from 'react';
import { useInvalidate, useOne, type HttpError } from '@refinedev/core';
import { Button, Form, Modal, Typography } from 'antd';
import { LinkOutlined } from '@ant-design/icons';
import type { Client, Order } from '../../interfaces';
import { OwnerSelect, ownerLabel } from '../../components/owner-select';
import { useApiMutation } from '../../lib/use-api';
import { useToast } from '../../lib/toast';
import { useDialogGuard } from '../../lib/use-dialog-guard';

/**
 * The order's client, or "Link to client" for an order nobody could claim (bought with an e-mail
 * that is not a client's confirmed one). A linked order is corrected with "Move to another client"
 * on its page, which asks for a reason.
 */
export function OrderClient({ order }: { order: Order }) {
  if (order.user_id) return <LinkedClient id={order.user_id} />;
  // Only a checkout that went through can be linked (the API refuses the others); a pending one
  // becomes its buyer's when it is paid.
  if (order.status !== 'paid' && order.status !== 'scheduled') return <Typography.Text type="secondary">—</Typography.Text>;
  return <LinkToClient order={order} />;
}

function LinkedClient({ id }: { id: string }) {
  const { result, query } = useOne<Client, HttpError>({ resource: 'clients', id, errorNotification: false });
  if (query.isLoading) return <Typography.Text type="secondary">…</Typography.Text>;
  return <Typography.Text>{ownerLabel(result) || 'Client'}</Typography.Text>;
}

function LinkToClient({ order }: { order: Order }) {
  const [open, setOpen] = useState(false);
  const [clientId, setClientId] = useState<string | undefined>();
  const link = useApiMutation<void>();
  const invalidate = useInvalidate();
  const toast = useToast();
  const buyer = order.buyer_email || 'this order';

  // The chosen client is lost on closing: Cancel, X, Escape and a click outside ask first.
  const guard = useDialogGuard(() => {
    setOpen(false);
    setClientId(undefined);
  });

  const submit = async () => {
    if (!clientId) return;
    try {
      await link.send('post', `/admin/clients/${clientId}/orders`, { order_id: order.id });
      toast.success('Success!', `The order of ${buyer} is linked to the client.`);
      guard.saved();
      await invalidate({ resource: 'orders', invalidates: ['list', 'detail'] });
    } catch (error) {
      toast.error((error as HttpError).message ?? 'Failed to link the order');
      await invalidate({ resource: 'orders', invalidates: ['list'] });
    }
  };

  return (
    <>
      <Button size="small" icon={<LinkOutlined />} onClick={() => setOpen(true)} aria-label={`Link to client: order of ${buyer}`}>
        Link to client
      </Button>
      <Modal
        open={open}
        title="Link order to client"
        okText="Link"
        onOk={submit}
        okButtonProps={{ disabled: !clientId, loading: link.isPending }}
        onCancel={guard.close}
        destroyOnHidden
      >
        <Typography.Paragraph>
          The order of <Typography.Text strong>{buyer}</Typography.Text> will appear in the chosen client&apos;s account. If it is the wrong client, the
          order&apos;s page can move it later, with a reason.
        </Typography.Paragraph>
        <Form layout="vertical">
          <Form.Item label="Client" htmlFor="order-link-client">
            <OwnerSelect
              id="order-link-client"
              value={clientId}
              onChange={(value: string | undefined) => {
                setClientId(value);
                guard.onValuesChange();
              }}
              placeholder="Select a client"
            />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
