import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsInt, IsString, Length, MaxLength, Min } from 'class-validator';
import { BlogPost, POST_CONTENT_MAX, POST_TITLE_MAX } from '@fw/api-sites-domain';
import { IsOmittable } from './dto-helpers';

export class PostDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'uuid' }) website_id: string;
  @ApiProperty({ example: 'Our new sourdough schedule' }) title: string;
  @ApiProperty() content: string;
  @ApiProperty({ description: 'false = draft' }) published: boolean;
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
    version: p.version,
    created_at: p.createdAt.toISOString(),
    updated_at: p.updatedAt.toISOString(),
  };
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

  @ApiPropertyOptional({ type: 'integer', minimum: 1, description: 'When sent, must equal the stored version (409 SITES.STALE_POST otherwise)' })
  @IsOmittable()
  @IsInt()
  @Min(1)
  version?: number;
}
