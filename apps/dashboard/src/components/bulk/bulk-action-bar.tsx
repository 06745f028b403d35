import { useState } from 'react';
import { Alert, Button, List, Modal, Space, Typography } from 'antd';
import { requestUntyped } from '@fw/shared-api-client';
import { api } from '../../providers/api';
import { useNotificationApi } from '../../lib/toast';
import { summarizeBulk, type BulkRowResult } from './bulk-results';
import type { BulkAction } from './bulk-action';

/**
 * The actions for the selected rows of an admin list: each asks once, sends the selection in one
 * request and shows the answer row by row (the ones that were not done, with why).
 */
export function BulkActionBar({
  selectedIds,
  actions,
  describe,
  onDone,
}: {
  selectedIds: string[];
  actions: BulkAction[];
  /** How a row is named in the per-row answer (e-mail, name); falls back to the id. */
  describe?: (id: string) => string;
  onDone: () => void;
}) {
  const toast = useNotificationApi();
  const [modal, modalHolder] = Modal.useModal();
  const [busy, setBusy] = useState<string | null>(null);
  const [report, setReport] = useState<{ title: string; failed: BulkRowResult[] } | null>(null);
  const run = (action: BulkAction) =>
    modal.confirm({
      title: action.confirm(selectedIds.length),
      okText: action.label,
      okButtonProps: { danger: action.danger },
      onOk: async () => {
        setBusy(action.key);
        try {
          const { data } = await requestUntyped<{ results: BulkRowResult[] }>(api, 'POST', `/api${action.path}`, { body: { ids: selectedIds } });
          const summary = summarizeBulk(data.results, action.doneWord);
          if (summary.failed.length) setReport(summary);
          else toast.success({ message: 'Done', description: summary.title });
          onDone();
        } catch (error) {
          toast.error({ message: 'Error', description: (error as { message?: string }).message ?? 'The action failed' });
        } finally {
          setBusy(null);
        }
      },
    });

  return (
    <>
      {modalHolder}
      {selectedIds.length === 0 ? null : (
        <Alert
          type="info"
          style={{ marginBottom: 12 }}
          message={
            <Space wrap>
              <Typography.Text strong role="status">
                {selectedIds.length} selected
              </Typography.Text>
              {actions.map((action) => (
                <Button key={action.key} size="small" danger={action.danger} loading={busy === action.key} onClick={() => run(action)}>
                  {action.label}
                </Button>
              ))}
            </Space>
          }
        />
      )}
      <Modal
        open={report !== null}
        title={report?.title}
        onOk={() => setReport(null)}
        onCancel={() => setReport(null)}
        cancelButtonProps={{ style: { display: 'none' } }}
      >
        <List
          size="small"
          dataSource={report?.failed ?? []}
          renderItem={(row) => (
            <List.Item>
              <Typography.Text>
                {describe?.(row.id) ?? row.id}: {row.message}
              </Typography.Text>
            </List.Item>
          )}
        />
      </Modal>
    </>
  );
}
