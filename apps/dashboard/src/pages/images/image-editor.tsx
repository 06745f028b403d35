import { useEffect, useState } from 'react';
import { Alert, Button, Drawer, Form, Input, Modal, Progress, Space, Typography, Upload } from 'antd';
import { DeleteOutlined, SwapOutlined } from '@ant-design/icons';
import type { HttpError } from '@refinedev/core';
import { useApiMutation } from '../../lib/use-api';
import { useToast } from '../../lib/toast';
import { sectionLabel } from '../../lib/format';
import { FocalPointPicker } from './focal-point-picker';
import { libraryPath, previewUrl, sendImageFile, usedInOf, type Image } from '../../lib/image-library-api';

interface Props {
  websiteId: string;
  /** The website's template: names the sections an image is used in as its editor does. */
  templateId: string | null;
  image: Image | null;
  onClose: () => void;
  onChanged: () => void;
}

/** One image: alt text, focal point, Replace (same image, new file) and Delete (asks first when pages use it). */
export function ImageEditor({ websiteId, templateId, image, onClose, onChanged }: Props) {
  const save = useApiMutation<Image>();
  const remove = useApiMutation<void>();
  const toast = useToast();
  const [altText, setAltText] = useState('');
  const [focal, setFocal] = useState({ x: 0.5, y: 0.5 });
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [replacing, setReplacing] = useState<number | null>(null);

  useEffect(() => {
    setAltText(image?.alt_text ?? '');
    setFocal({ x: image?.focal_x ?? 0.5, y: image?.focal_y ?? 0.5 });
    setFieldError(null);
  }, [image?.id, image?.alt_text, image?.focal_x, image?.focal_y]);

  if (!image) return null;
  const path = `${libraryPath(websiteId)}/${image.id}`;
  const src = previewUrl(image, 640);

  const onSave = async () => {
    if (!altText.trim()) {
      setFieldError('Describe the image for people who cannot see it (e.g. "Fresh sourdough loaves on the counter").');
      return;
    }
    try {
      await save.send('patch', path, { alt_text: altText, focal_x: focal.x, focal_y: focal.y });
      toast.success('Image saved');
      onChanged();
    } catch (error) {
      const e = error as HttpError;
      setFieldError(e.errors?.alt_text?.toString() ?? e.message);
    }
  };

  const deleteImage = async (confirm: boolean) => {
    await remove.send('delete', confirm ? `${path}?confirm=true` : path);
    toast.success('Image deleted');
    onChanged();
    onClose();
  };

  const onDelete = async () => {
    try {
      await deleteImage(false);
    } catch (error) {
      const usedIn = usedInOf(error);
      if (!usedIn) return toast.error((error as HttpError).message);
      Modal.confirm({
        title: 'This image is in use',
        content: (
          <div>
            <p>It is shown in:</p>
            <ul>
              {usedIn.map((place) => (
                <li key={place}>{sectionLabel(place, templateId)}</li>
              ))}
            </ul>
            <p>Deleting it removes it from those places too.</p>
          </div>
        ),
        okText: 'Delete anyway',
        okButtonProps: { danger: true },
        onOk: () => deleteImage(true).catch((e: HttpError) => toast.error(e.message)),
      });
    }
  };

  const onReplace = async (file: File) => {
    setReplacing(0);
    try {
      await sendImageFile(websiteId, file, setReplacing, image.id);
      toast.success('Image replaced: every page that shows it will show the new one');
      onChanged();
    } catch (error) {
      toast.error((error as HttpError).message);
    } finally {
      setReplacing(null);
    }
  };

  return (
    <Drawer open title={image.filename} onClose={onClose} width={Math.min(560, window.innerWidth)} destroyOnClose>
      <Space direction="vertical" size="large" style={{ width: '100%' }}>
        {image.status === 'processing' ? <Alert type="info" showIcon message="Making web sizes of this image…" /> : null}
        {image.status === 'failed' ? <Alert type="error" showIcon message="This image could not be processed. Try Replace with another copy of it." /> : null}
        {src ? (
          <div>
            <Typography.Text strong>Focal point</Typography.Text>
            <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
              Click the part that must stay in view when the image is cropped to fit a page.
            </Typography.Paragraph>
            <FocalPointPicker src={src} alt={altText || image.filename} x={focal.x} y={focal.y} onChange={setFocal} />
          </div>
        ) : null}
        <Form layout="vertical" onFinish={onSave}>
          <Form.Item
            label="Alt text"
            htmlFor="image-alt-text"
            required
            validateStatus={fieldError ? 'error' : undefined}
            help={fieldError ?? 'Required before the image can be used on your website.'}
          >
            <Input.TextArea id="image-alt-text" value={altText} maxLength={300} autoSize={{ minRows: 2 }} onChange={(e) => setAltText(e.target.value)} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            Save
          </Button>
        </Form>
        <Space wrap>
          <Upload accept="image/jpeg,image/png,image/webp,image/avif,image/gif" showUploadList={false} beforeUpload={(file) => (void onReplace(file), false)}>
            <Button icon={<SwapOutlined />} loading={replacing !== null}>
              Replace
            </Button>
          </Upload>
          <Button danger icon={<DeleteOutlined />} onClick={onDelete} loading={remove.isPending}>
            Delete
          </Button>
        </Space>
        {replacing !== null ? <Progress percent={Math.round(replacing * 100)} size="small" /> : null}
        <Typography.Text type="secondary">
          {image.width} × {image.height} px · {image.mime_type.replace('image/', '').toUpperCase()}
        </Typography.Text>
      </Space>
    </Drawer>
  );
}
