import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useGetIdentity } from '@refinedev/core';
import { Alert, Card, Col, Empty, List, Progress, Row, Select, Skeleton, Space, Tag, Typography, Upload } from 'antd';
import { InboxOutlined, PictureOutlined } from '@ant-design/icons';
import { MEDIA_LIMITS } from '@fw/shared-field-limits';
import { PageHeader } from '../../components/page-header';
import { useApiGet } from '../../lib/use-api';
import type { MyWebsite, Website } from '../../interfaces';
import type { Me } from '../../providers/session';
import { ImageEditor } from './image-editor';
import { formatBytes, libraryPath, previewUrl, sendImageFile, type Image, type ImageLibrary } from '../../lib/image-library-api';

interface Transfer {
  key: string;
  name: string;
  progress: number;
  error?: string;
}

const ACCEPT = MEDIA_LIMITS.acceptedTypes.join(',');
const MAX_MB = MEDIA_LIMITS.maxUploadBytes / 1024 / 1024;

/** Which website's library: a client's own; an admin picks any website. */
function useLibraryWebsite(): { websiteId: string | undefined; templateId: string | null; picker: ReactNode; loading: boolean } {
  const { data: me } = useGetIdentity<Me>();
  const isAdmin = me?.role === 'admin';
  const mine = useApiGet<MyWebsite>('/my/website', { enabled: me !== undefined && !isAdmin, silent: true });
  const all = useApiGet<Website[]>('/admin/websites?_start=0&_end=500&_sort=name&_order=asc', { enabled: isAdmin });
  const [picked, setPicked] = useState<string | undefined>();
  if (!isAdmin)
    return { websiteId: mine.data?.website?.id, templateId: mine.data?.website?.template ?? null, picker: null, loading: me === undefined || mine.isLoading };
  const options = (all.data ?? []).map((w) => ({ value: w.id, label: w.name }));
  const picker = (
    <Select
      showSearch
      optionFilterProp="label"
      placeholder="Choose a website"
      aria-label="Website"
      style={{ minWidth: 260 }}
      value={picked}
      onChange={setPicked}
      options={options}
      loading={all.isLoading}
    />
  );
  return { websiteId: picked, templateId: all.data?.find((w) => w.id === picked)?.template ?? null, picker, loading: false };
}

export default function ImagesPage() {
  const { websiteId, templateId, picker, loading } = useLibraryWebsite();
  const library = useApiGet<ImageLibrary>(websiteId ? libraryPath(websiteId) : '/', { enabled: Boolean(websiteId) });
  const [transfers, setTransfers] = useState<Transfer[]>([]);
  const [openId, setOpenId] = useState<string | null>(null);
  const images = useMemo(() => library.data?.images ?? [], [library.data]);
  const processing = images.some((i) => i.status === 'processing');

  // Web sizes are made in the background: look again until they are all there.
  useEffect(() => {
    if (!processing) return;
    const timer = setInterval(() => void library.refetch(), 1500);
    return () => clearInterval(timer);
  }, [processing, library]);

  const update = (key: string, change: Partial<Transfer>) => setTransfers((all) => all.map((t) => (t.key === key ? { ...t, ...change } : t)));

  const uploadOne = async (file: File) => {
    if (!websiteId) return;
    const key = `${file.name}-${file.size}-${Math.random()}`;
    setTransfers((all) => [...all, { key, name: file.name, progress: 0 }]);
    if (file.size > MEDIA_LIMITS.maxUploadBytes) return update(key, { error: `Larger than ${MAX_MB} MB` });
    try {
      await sendImageFile(websiteId, file, (progress) => update(key, { progress }));
      update(key, { progress: 1 });
      setTimeout(() => setTransfers((all) => all.filter((t) => t.key !== key)), 1500);
      void library.refetch();
    } catch (error) {
      update(key, { error: (error as { message?: string }).message ?? 'Upload failed' });
    }
  };

  const open = images.find((i) => i.id === openId) ?? null;
  const used = library.data?.used_bytes ?? 0;
  const quota = library.data?.quota_bytes ?? 1;

  return (
    <div>
      <PageHeader title="Images" subtitle="Photos and pictures for your website" extra={picker} />
      {loading || (websiteId && library.isLoading) ? (
        <Skeleton active />
      ) : !websiteId ? (
        <Card>
          <Empty
            image={<PictureOutlined style={{ fontSize: 48, color: '#9ca3af' }} />}
            description={picker ? 'Choose a website to see its images.' : 'No website is set up for your account yet.'}
          />
        </Card>
      ) : (
        <Space direction="vertical" size="large" style={{ width: '100%' }}>
          <Card>
            <Upload.Dragger
              multiple
              accept={ACCEPT}
              showUploadList={false}
              beforeUpload={(file) => {
                void uploadOne(file);
                return false;
              }}
            >
              <p className="ant-upload-drag-icon">
                <InboxOutlined />
              </p>
              <p className="ant-upload-text">Drop photos here, or click to choose them</p>
              <p className="ant-upload-hint">JPEG, PNG, WebP, AVIF or GIF · up to {MAX_MB} MB each · several at once</p>
            </Upload.Dragger>
            {transfers.length > 0 ? (
              <List
                size="small"
                style={{ marginTop: 12 }}
                dataSource={transfers}
                renderItem={(t) => (
                  <List.Item key={t.key}>
                    <div style={{ width: '100%' }}>
                      <Typography.Text ellipsis style={{ maxWidth: '100%' }}>
                        {t.name}
                      </Typography.Text>
                      {t.error ? (
                        <Alert type="error" showIcon message={t.error} style={{ marginTop: 4 }} />
                      ) : (
                        <Progress percent={Math.round(t.progress * 100)} size="small" aria-label={`Uploading ${t.name}`} />
                      )}
                    </div>
                  </List.Item>
                )}
              />
            ) : null}
            <div style={{ marginTop: 16 }}>
              <Typography.Text type="secondary">
                {formatBytes(used)} of {formatBytes(quota)} used
              </Typography.Text>
              <Progress percent={Math.min(100, Math.round((used / quota) * 100))} showInfo={false} status={used / quota > 0.9 ? 'exception' : 'normal'} />
            </div>
          </Card>
          {images.length === 0 ? (
            <Card>
              <Empty description="No images yet. Upload your first photos above." />
            </Card>
          ) : (
            <Row gutter={[16, 16]}>
              {images.map((image) => (
                <Col key={image.id} xs={12} sm={8} md={6} xl={4}>
                  <ImageCard image={image} onOpen={() => setOpenId(image.id)} />
                </Col>
              ))}
            </Row>
          )}
        </Space>
      )}
      {websiteId ? (
        <ImageEditor websiteId={websiteId} templateId={templateId} image={open} onClose={() => setOpenId(null)} onChanged={() => void library.refetch()} />
      ) : null}
    </div>
  );
}

function ImageCard({ image, onOpen }: { image: Image; onOpen: () => void }) {
  const src = previewUrl(image, 320);
  return (
    <Card
      hoverable
      size="small"
      onClick={onOpen}
      role="button"
      tabIndex={0}
      aria-label={`Edit ${image.filename}`}
      onKeyDown={(e) => (e.key === 'Enter' || e.key === ' ') && (e.preventDefault(), onOpen())}
      cover={
        <div style={{ aspectRatio: '4 / 3', background: '#f3f4f6', display: 'grid', placeItems: 'center', overflow: 'hidden' }}>
          {src ? (
            <img
              src={src}
              alt={image.alt_text ?? ''}
              loading="lazy"
              style={{ width: '100%', height: '100%', objectFit: 'cover', objectPosition: `${image.focal_x * 100}% ${image.focal_y * 100}%` }}
            />
          ) : (
            <Typography.Text type="secondary">{image.status === 'failed' ? 'Could not process' : 'Processing…'}</Typography.Text>
          )}
        </div>
      }
    >
      <Typography.Text ellipsis style={{ display: 'block' }}>
        {image.filename}
      </Typography.Text>
      {image.alt_text ? <Tag color="green">Alt text set</Tag> : <Tag color="orange">Needs alt text</Tag>}
    </Card>
  );
}
