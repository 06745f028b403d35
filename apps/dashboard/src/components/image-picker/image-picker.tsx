import { useState } from 'react';
import { Button, Empty, Modal, Space, Spin, Typography } from 'antd';
import { DeleteOutlined, PictureOutlined, UploadOutlined } from '@ant-design/icons';
import { canBeChosen, imageIdOf, imageReference, previewUrl, type Image } from '../../lib/image-library-api';

export const LIBRARY_PAGE = '/dashboard/images';

interface ImagePickerProps {
  /** The slot's name in the editor ("About photo"): it names the buttons and the dialog. */
  label: string;
  /** The website's library; undefined while it loads. */
  images: readonly Image[] | undefined;
  /** A gallery: one image per line, up to `maxItems`. */
  multiple?: boolean;
  maxItems?: number;
  readOnly?: boolean;
  disabled?: boolean;
  /** Called as the dialog opens, so images uploaded in another tab show up. */
  onOpen?: () => void;
  // Given by Form.Item:
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
}

const referencesIn = (value: string | undefined) =>
  (value ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

/** Why an image cannot be chosen yet, in the words of the library page. */
function notChoosableReason(image: Image): string | null {
  if (image.status === 'processing') return 'Still being prepared';
  if (image.status === 'failed') return 'Could not be prepared';
  return image.alt_text?.trim() ? null : 'Needs a description (alt text)';
}

/**
 * An image slot of the website's template: the chosen image (or images, for a gallery) from the
 * website's library, a dialog to choose from its thumbnails, and Remove. The value is what the
 * section stores: `image:<id>`, one per line for a gallery, '' for none. Only images with alt text
 * whose web sizes are made can be chosen; uploading happens on the library page.
 */
export function ImagePicker({ label, images, multiple = false, maxItems = 1, readOnly, disabled, onOpen, id, value, onChange }: ImagePickerProps) {
  const chosen = referencesIn(value);
  const [open, setOpen] = useState(false);
  /** A gallery's choice while the dialog is open: applied with Done. */
  const [picking, setPicking] = useState<string[]>([]);
  const byId = new Map((images ?? []).map((image) => [image.id, image]));
  const locked = readOnly || disabled;
  const limit = multiple ? maxItems : 1;

  const openDialog = () => {
    setPicking(chosen);
    onOpen?.();
    setOpen(true);
  };
  const pick = (image: Image) => {
    const reference = imageReference(image.id);
    if (!multiple) {
      onChange?.(reference);
      setOpen(false);
      return;
    }
    setPicking((now) => (now.includes(reference) ? now.filter((r) => r !== reference) : now.length < limit ? [...now, reference] : now));
  };
  const remove = (reference: string) => onChange?.(chosen.filter((r) => r !== reference).join('\n'));

  const shown = chosen.map((reference) => {
    const imageId = imageIdOf(reference);
    const image = imageId ? byId.get(imageId) : undefined;
    const name = image?.alt_text || image?.filename || (imageId ? 'An image no longer in your library' : 'An image from another address');
    const src = image ? previewUrl(image, 320) : undefined;
    return (
      <li key={reference} style={{ width: 168 }}>
        <div
          style={{ width: 168, height: 112, borderRadius: 6, overflow: 'hidden', background: '#f0f2f5', display: 'grid', placeItems: 'center' }}
          aria-hidden={!src}
        >
          {src ? (
            <img src={src} alt={image?.alt_text ?? ''} style={{ width: '100%', height: '100%', objectFit: 'cover' }} />
          ) : (
            <PictureOutlined style={{ fontSize: 28, color: '#8c8c8c' }} />
          )}
        </div>
        <Typography.Text type="secondary" ellipsis={{ tooltip: name }} style={{ display: 'block', width: 168, marginTop: 4 }}>
          {name}
        </Typography.Text>
        {locked ? null : (
          <Button
            size="small"
            danger
            type="link"
            icon={<DeleteOutlined />}
            onClick={() => remove(reference)}
            style={{ paddingInline: 0 }}
            aria-label={`Remove ${name} from ${label}`}
          >
            Remove
          </Button>
        )}
      </li>
    );
  });

  return (
    <div id={id} role="group" aria-label={label}>
      {chosen.length ? (
        <ul style={{ listStyle: 'none', margin: '0 0 8px', padding: 0, display: 'flex', flexWrap: 'wrap', gap: 12 }}>{shown}</ul>
      ) : (
        <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
          No image chosen.
        </Typography.Paragraph>
      )}
      {locked ? null : (
        <Button icon={<PictureOutlined />} onClick={openDialog}>
          {multiple ? `Choose photos for ${label}` : chosen.length ? `Change ${label}` : `Choose ${label}`}
        </Button>
      )}
      <Modal
        title={multiple ? `Choose photos: ${label}` : `Choose an image: ${label}`}
        open={open}
        onCancel={() => setOpen(false)}
        width={760}
        footer={
          multiple ? (
            <Space>
              <Button onClick={() => setOpen(false)}>Cancel</Button>
              <Button
                type="primary"
                onClick={() => {
                  onChange?.(picking.join('\n'));
                  setOpen(false);
                }}
              >
                Use {picking.length} {picking.length === 1 ? 'photo' : 'photos'}
              </Button>
            </Space>
          ) : null
        }
        destroyOnHidden
      >
        <Typography.Paragraph type="secondary">
          Only images with a description (alt text) can be chosen.{' '}
          <a href={LIBRARY_PAGE} target="_blank" rel="noopener">
            <UploadOutlined /> Upload or describe images
          </a>{' '}
          (opens in a new tab; come back here and reopen this list).
          {multiple ? ` Up to ${limit} photos.` : ''}
        </Typography.Paragraph>
        {images === undefined ? (
          <Spin />
        ) : images.length === 0 ? (
          <Empty description="Your library has no images yet." />
        ) : (
          <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 12, gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))' }}>
            {images.map((image) => {
              const reason = notChoosableReason(image);
              const selected = (multiple ? picking : chosen).includes(imageReference(image.id));
              const src = previewUrl(image, 320);
              return (
                <li key={image.id}>
                  <button
                    type="button"
                    onClick={() => pick(image)}
                    disabled={!canBeChosen(image)}
                    aria-pressed={selected}
                    aria-label={reason ? `${image.filename}: ${reason}` : image.alt_text!}
                    style={{
                      width: '100%',
                      padding: 4,
                      borderRadius: 8,
                      border: selected ? '3px solid #1677ff' : '1px solid #d9d9d9',
                      background: '#fff',
                      cursor: reason ? 'not-allowed' : 'pointer',
                      opacity: reason ? 0.55 : 1,
                      textAlign: 'left',
                    }}
                  >
                    <span style={{ display: 'block', height: 100, borderRadius: 4, overflow: 'hidden', background: '#f0f2f5' }}>
                      {src ? <img src={src} alt="" style={{ width: '100%', height: '100%', objectFit: 'cover' }} /> : null}
                    </span>
                    <span style={{ display: 'block', fontSize: 12, marginTop: 4, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                      {reason ?? image.alt_text}
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </Modal>
    </div>
  );
}
