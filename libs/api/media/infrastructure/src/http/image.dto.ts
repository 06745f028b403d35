import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsNumber, IsString, Max, MaxLength, Min } from 'class-validator';
import type { MediaImage } from '@fw/api-media-domain';
import { IsOmittable } from '@fw/api-shared-infrastructure';
import { publicUrlOf } from '@fw/api-media-application';
import { MEDIA_LIMITS } from '@fw/shared-field-limits';

export class ImageVariantDto {
  @ApiProperty({ enum: ['avif', 'webp', 'jpeg'] }) format: 'avif' | 'webp' | 'jpeg';
  @ApiProperty({ type: 'integer' }) width: number;
  @ApiProperty({ type: 'integer' }) height: number;
  @ApiProperty({ type: 'integer' }) bytes: number;
  @ApiProperty({ description: 'Content-hashed address, served with Cache-Control: immutable', example: '/media/…/…/3f2a…/w640.avif' }) url: string;
}

export class ImageDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'uuid' }) website_id: string;
  @ApiProperty({ example: 'storefront.jpg' }) filename: string;
  @ApiProperty({ enum: MEDIA_LIMITS.acceptedTypes }) mime_type: string;
  @ApiProperty({ type: 'integer', description: 'As displayed (orientation applied)' }) width: number;
  @ApiProperty({ type: 'integer' }) height: number;
  @ApiProperty({ type: 'integer', description: 'Bytes counted against the quota' }) bytes: number;
  @ApiProperty({ type: String, nullable: true, description: 'Required before the image can be placed on a page' }) alt_text: string | null;
  @ApiProperty({ minimum: 0, maximum: 1, description: 'Focal point, fraction of the width from the left' }) focal_x: number;
  @ApiProperty({ minimum: 0, maximum: 1, description: 'Focal point, fraction of the height from the top' }) focal_y: number;
  @ApiProperty({ enum: ['processing', 'ready', 'failed'] }) status: 'processing' | 'ready' | 'failed';
  @ApiProperty({ type: 'integer', description: 'Grows with each Replace' }) revision: number;
  @ApiProperty({ type: String, nullable: true, description: 'thumbhash (base64) to show while the image loads' }) placeholder: string | null;
  @ApiProperty({ type: [ImageVariantDto] }) variants: ImageVariantDto[];
  @ApiProperty({ format: 'date-time' }) created_at: string;
  @ApiProperty({ format: 'date-time' }) updated_at: string;
}

export class ImageLibraryDto {
  @ApiProperty({ type: [ImageDto] }) images: ImageDto[];
  @ApiProperty({ type: 'integer' }) used_bytes: number;
  @ApiProperty({ type: 'integer' }) quota_bytes: number;
  @ApiProperty({ type: 'integer', example: MEDIA_LIMITS.maxUploadBytes }) max_upload_bytes: number;
}

/** Each field may be left out (it keeps its value); none may be null: alt text is required once given, and the focal point always has a place. */
export class UpdateImageRequestDto {
  @ApiPropertyOptional({ maxLength: MEDIA_LIMITS.altText, example: 'Fresh sourdough loaves on the counter' })
  @IsOmittable()
  @IsString()
  @MaxLength(MEDIA_LIMITS.altText)
  alt_text?: string;

  @ApiPropertyOptional({ minimum: 0, maximum: 1 })
  @IsOmittable()
  @IsNumber({ allowNaN: false, allowInfinity: false })
  @Min(0)
  @Max(1)
  focal_x?: number;

  @ApiPropertyOptional({ minimum: 0, maximum: 1 })
  @IsOmittable()
  @IsNumber({ allowNaN: false, allowInfinity: false })
  @Min(0)
  @Max(1)
  focal_y?: number;
}

export function toImageDto(image: MediaImage): ImageDto {
  return {
    id: image.id,
    website_id: image.websiteId,
    filename: image.filename,
    mime_type: image.mimeType,
    width: image.width,
    height: image.height,
    bytes: Number(image.sourceBytes),
    alt_text: image.altText,
    focal_x: image.focalX,
    focal_y: image.focalY,
    status: image.status,
    revision: image.revision,
    placeholder: image.placeholder,
    variants: image.variants.map((v) => ({ format: v.format, width: v.width, height: v.height, bytes: v.bytes, url: publicUrlOf(v.key) })),
    created_at: image.createdAt.toISOString(),
    updated_at: image.updatedAt.toISOString(),
  };
}
