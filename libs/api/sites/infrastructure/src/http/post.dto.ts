import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsInt, IsISO8601, IsOptional, IsString, Length, Matches, MaxLength, Min } from 'class-validator';
import { BlogPost, POST_CONTENT_MAX, POST_COVER_PATTERN, POST_TITLE_MAX } from '@fw/api-sites-domain';
import { IsOmittable } from './dto-helpers';

export class PostDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'uuid' }) website_id: string;
  @ApiProperty({ example: 'Our new sourdough schedule' }) title: string;
  @ApiProperty() content: string;
  @ApiProperty({ description: 'false = draft (or scheduled, with publish_at)' }) published: boolean;
  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'A draft with publish_at is public from that instant on (published itself stays false); null = not scheduled',
  })
  publish_at: string | null;
  @ApiProperty({
    example: 'image:6f1d2a44-0c3e-4b6a-9f57-1d2e3c4b5a69',
    description: "The cover: one of the website's library images as image:<id>; '' for none",
  })
  cover_image: string;
  @ApiProperty({
    type: String,
    nullable: true,
    description: "A public post's unpublished title (the editor's text); null: no draft, title is what the editor shows",
  })
  draft_title: string | null;
  @ApiProperty({ type: String, nullable: true, description: "A public post's unpublished content; null when there is no draft" })
  draft_content: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    description: "A public post's unpublished cover (image:<id> or ''); null when the draft keeps cover_image (or there is no draft)",
  })
  draft_cover_image: string | null;
  @ApiProperty({ type: 'integer', example: 1, description: 'Grows on every change; send it back when saving to detect concurrent edits' }) version: number;
  @ApiProperty({ format: 'date-time' }) created_at: string;
  @ApiProperty({ format: 'date-time' }) updated_at: string;
}

export function toPostDto(p: BlogPost): PostDto {
  return {
    id: p.id,
    website_id: p.websiteId,
    title: p.title,
    content: p.content,
    published: p.published,
    publish_at: p.publishAt ? p.publishAt.toISOString() : null,
    cover_image: p.coverImage,
    draft_title: p.draftTitle,
    draft_content: p.draftContent,
    draft_cover_image: p.draftCoverImage,
    version: p.version,
    created_at: p.createdAt.toISOString(),
    updated_at: p.updatedAt.toISOString(),
  };
}

/** A date-time that names its offset: without one, "9:00" would mean the server's zone. */
const DATE_TIME_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/i;
const publishAtMessage = 'publish_at must be an ISO 8601 date and time with an offset (e.g. 2026-12-01T09:00:00-05:00) or null';

function IsPublishAt(): PropertyDecorator {
  return (target, key) => {
    ApiPropertyOptional({
      type: String,
      format: 'date-time',
      nullable: true,
      example: '2026-12-01T09:00:00-05:00',
      description: 'Schedule: the post becomes public at this instant (ISO 8601 with Z or an offset); null clears the schedule',
    })(target, key);
    // null clears the schedule (IsOptional lets null and undefined through; the service tells them apart).
    IsOptional()(target, key);
    IsISO8601({ strict: true }, { message: publishAtMessage })(target, key);
    Matches(DATE_TIME_WITH_OFFSET, { message: publishAtMessage })(target, key);
  };
}

const coverMessage = 'cover_image must be an image from your library (image:<id>) or empty';

function IsCoverImage(): PropertyDecorator {
  return (target, key) => {
    ApiPropertyOptional({
      maxLength: 100,
      example: 'image:6f1d2a44-0c3e-4b6a-9f57-1d2e3c4b5a69',
      description: "One of the website's library images as image:<id>; '' removes the cover",
    })(target, key);
    IsOmittable()(target, key);
    IsString({ message: coverMessage })(target, key);
    Matches(POST_COVER_PATTERN, { message: coverMessage })(target, key);
  };
}

/** undefined: leave as is; null: clear; a string: the instant it names. */
export function toPublishAt(value: string | null | undefined): Date | null | undefined {
  return value === undefined ? undefined : value === null ? null : new Date(value);
}

export class CreatePostRequestDto {
  @ApiProperty({ minLength: 1, maxLength: POST_TITLE_MAX, description: 'Trimmed; 1 to 200 characters' })
  @IsString()
  @Length(1, POST_TITLE_MAX)
  title: string;

  @ApiPropertyOptional({ maxLength: POST_CONTENT_MAX, default: '', description: 'Up to 50,000 characters' })
  @IsOmittable()
  @IsString()
  @MaxLength(POST_CONTENT_MAX)
  content?: string;

  @ApiPropertyOptional({ default: false, description: 'New posts are drafts unless true' })
  @IsOmittable()
  @IsBoolean()
  published?: boolean;

  @IsPublishAt()
  publish_at?: string | null;

  @IsCoverImage()
  cover_image?: string;
}

export class UpdatePostRequestDto {
  @ApiPropertyOptional({ minLength: 1, maxLength: POST_TITLE_MAX })
  @IsOmittable()
  @IsString()
  @Length(1, POST_TITLE_MAX)
  title?: string;

  @ApiPropertyOptional({ maxLength: POST_CONTENT_MAX })
  @IsOmittable()
  @IsString()
  @MaxLength(POST_CONTENT_MAX)
  content?: string;

  @ApiPropertyOptional()
  @IsOmittable()
  @IsBoolean()
  published?: boolean;

  @IsPublishAt()
  publish_at?: string | null;

  @IsCoverImage()
  cover_image?: string;

  @ApiPropertyOptional({ type: 'integer', minimum: 1, description: 'When sent, must equal the stored version (409 SITES.STALE_POST otherwise)' })
  @IsOmittable()
  @IsInt()
  @Min(1)
  version?: number;
}

export class PostAtVersionRequestDto {
  @ApiProperty({ type: 'integer', minimum: 1, description: 'The version the post was read at: a post changed since is refused (409 SITES.STALE_POST)' })
  @IsInt()
  @Min(1)
  version: number;
}

export class PostReviewRequestDto extends PostAtVersionRequestDto {
  @IsPublishAt()
  publish_at?: string | null;
}
