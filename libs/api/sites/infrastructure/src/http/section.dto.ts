import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsInt, IsString, IsUUID, Matches, Max, MaxLength, Min } from 'class-validator';
import { CONTENT_TYPE_PATTERN, CONTENT_VALUE_MAX, SECTION_KEY_PATTERN } from '@fw/api-sites-domain';
import type { SectionView } from '@fw/api-sites-application';
import { IsOmittable, MAX_INT } from './dto-helpers';

export class SectionDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'uuid' }) website_id: string;
  @ApiProperty({ example: 'hero_title', pattern: SECTION_KEY_PATTERN.source }) section_key: string;
  @ApiProperty({ example: 'text', description: "'text' is a single line; any other type (e.g. 'textarea') is long text" }) content_type: string;
  @ApiProperty({ example: 'Baked fresh every morning', description: 'The published text: what visitors see' }) content_value: string;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'The unpublished draft the editor shows instead of content_value; null when there is none. Never shown to visitors.',
  })
  draft_value: string | null;
  @ApiProperty({ description: 'Locked sections can only be changed by an admin' }) is_locked: boolean;
  @ApiProperty({ type: 'integer', example: 1, description: 'Grows on every change; send it back when saving to detect concurrent edits' }) version: number;
  @ApiProperty({ format: 'date-time' }) updated_at: string;
}

export function toSectionDto(s: SectionView): SectionDto {
  return {
    id: s.id,
    website_id: s.websiteId,
    section_key: s.sectionKey,
    content_type: s.contentType,
    content_value: s.contentValue,
    draft_value: s.draftValue,
    is_locked: s.isLocked,
    version: s.version,
    updated_at: s.updatedAt.toISOString(),
  };
}

const keyMessage = 'section_key must be 1 to 100 lower-case letters, digits or underscores';
const typeMessage = 'content_type must be a short lower-case word such as text or textarea';

export class CreateSectionRequestDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all')
  website_id: string;

  @ApiProperty({ pattern: SECTION_KEY_PATTERN.source, example: 'hero_title', description: 'Unique per website' })
  @IsString()
  @Matches(SECTION_KEY_PATTERN, { message: keyMessage })
  section_key: string;

  @ApiProperty({ pattern: CONTENT_TYPE_PATTERN.source, example: 'text' })
  @IsString()
  @Matches(CONTENT_TYPE_PATTERN, { message: typeMessage })
  content_type: string;

  @ApiPropertyOptional({ maxLength: CONTENT_VALUE_MAX, default: '' })
  @IsOmittable()
  @IsString()
  @MaxLength(CONTENT_VALUE_MAX)
  content_value?: string;

  @ApiPropertyOptional({ default: false })
  @IsOmittable()
  @IsBoolean()
  is_locked?: boolean;
}

export class UpdateSectionRequestDto {
  @ApiPropertyOptional({ pattern: SECTION_KEY_PATTERN.source })
  @IsOmittable()
  @IsString()
  @Matches(SECTION_KEY_PATTERN, { message: keyMessage })
  section_key?: string;

  @ApiPropertyOptional({ pattern: CONTENT_TYPE_PATTERN.source })
  @IsOmittable()
  @IsString()
  @Matches(CONTENT_TYPE_PATTERN, { message: typeMessage })
  content_type?: string;

  @ApiPropertyOptional({ maxLength: CONTENT_VALUE_MAX })
  @IsOmittable()
  @IsString()
  @MaxLength(CONTENT_VALUE_MAX)
  content_value?: string;

  @ApiPropertyOptional()
  @IsOmittable()
  @IsBoolean()
  is_locked?: boolean;

  @ApiPropertyOptional({ type: 'integer', minimum: 1, description: 'When sent, must equal the stored version (409 SITES.STALE_SECTION otherwise)' })
  @IsOmittable()
  @IsInt()
  @Min(1)
  @Max(MAX_INT)
  version?: number;
}
