import { useState } from 'react';
import { Button, List, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import type { ReceivedFileDto } from '@fw/shared-api-types';
import { requestUntyped } from '@fw/shared-api-client';
import { api } from '../../providers/api';
import { useApiGet } from '../../lib/use-api';
import { useToast } from '../../lib/toast';
import { useZonedDates } from '../../lib/use-business-time-zone';

const sizeOf = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);

/** Saves a downloaded file under its own name (the API sends it only with the admin's bearer token, so no plain link). */
function saveBlob(data: Blob, fileName: string) {
  const url = URL.createObjectURL(data);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}

/** The files the visitor sent through the upload link e-mailed after submitting, each downloadable. */
export function SubmissionFiles({ submissionId }: { submissionId: string }) {
  const { data: files, isLoading } = useApiGet<ReceivedFileDto[]>(`/admin/submissions/${submissionId}/files`);
  const { dateTime } = useZonedDates();
  const toast = useToast();
  const [downloading, setDownloading] = useState<string | null>(null);

  const download = async (file: ReceivedFileDto) => {
    setDownloading(file.id);
    try {
      const response = await requestUntyped<Blob>(api, 'GET', `/api/admin/submissions/${submissionId}/files/${file.id}`, { parseAs: 'blob' });
      saveBlob(response.data as Blob, file.file_name);
    } catch {
      toast.error(`${file.file_name} could not be downloaded. Please try again.`, 'Download failed');
    } finally {
      setDownloading(null);
    }
  };

  if (!isLoading && !files?.length) return <Typography.Text type="secondary">No files received yet.</Typography.Text>;
  return (
    <List
      size="small"
      loading={isLoading}
      dataSource={files ?? []}
      renderItem={(file) => (
        <List.Item
          actions={[
            <Button
              key="download"
              size="small"
              icon={<DownloadOutlined />}
              loading={downloading === file.id}
              onClick={() => download(file)}
              aria-label={`Download ${file.file_name}`}
            >
              Download
            </Button>,
          ]}
        >
          <List.Item.Meta
            title={<span style={{ overflowWrap: 'anywhere' }}>{file.file_name}</span>}
            description={`${sizeOf(file.size_bytes)} · ${file.content_type} · ${dateTime(file.created_at)}`}
          />
        </List.Item>
      )}
    />
  );
}
