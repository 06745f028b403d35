import { EntitySchema } from '@mikro-orm/core';
import { MediaImage } from '@fw/api-media-domain';

export const MediaImageSchema = new EntitySchema<MediaImage>({
  class: MediaImage,
  tableName: 'media_images',
  properties: {
    id: { type: 'uuid', primary: true },
    websiteId: { type: 'uuid', fieldName: 'website_id' },
    filename: { type: 'string', length: 200 },
    mimeType: { type: 'string', length: 40, fieldName: 'mime_type' },
    sourceKey: { type: 'string', length: 300, fieldName: 'source_key' },
    sourceBytes: { type: 'integer', columnType: 'bigint', fieldName: 'source_bytes' },
    width: { type: 'integer' },
    height: { type: 'integer' },
    altText: { type: 'string', length: 300, fieldName: 'alt_text', nullable: true },
    focalX: { type: 'double', fieldName: 'focal_x' },
    focalY: { type: 'double', fieldName: 'focal_y' },
    status: { type: 'string', length: 20 },
    revision: { type: 'integer' },
    contentHash: { type: 'string', length: 64, fieldName: 'content_hash', nullable: true },
    placeholder: { type: 'string', length: 200, nullable: true },
    variants: { type: 'json' },
    createdAt: { type: 'Date', fieldName: 'created_at', columnType: 'timestamptz', onCreate: () => new Date() },
    updatedAt: { type: 'Date', fieldName: 'updated_at', columnType: 'timestamptz', onCreate: () => new Date(), onUpdate: () => new Date() },
  },
});

export const mediaEntitySchemas = [MediaImageSchema];
