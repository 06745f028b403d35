import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsInt, IsString, IsUUID, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import { ContentReview, REVIEW_COMMENT_MAX, REVIEW_STATUSES, type ReviewStatus } from '@fw/api-sites-domain';
import type { PostFace, ReviewedPost, ReviewView } from '@fw/api-sites-application';
import { MAX_INT } from './dto-helpers';
import { SAVE_CONTENT_MAX_SECTIONS } from './my-website.dto';
import { SectionDto } from './section.dto';
import { PostDto } from './post.dto';

export class SectionAtVersionDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all')
  id: string;

  @ApiProperty({ type: 'integer', minimum: 1, description: 'The version the draft was read at: a draft changed since is not published' })
  @IsInt()
  @Min(1)
  @Max(MAX_INT)
  version: number;
}

export class DraftSectionsRequestDto {
  @ApiProperty({
    type: [SectionAtVersionDto],
    minItems: 1,
    maxItems: SAVE_CONTENT_MAX_SECTIONS,
    description: 'Sections whose draft to act on; each id at most once',
  })
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(SAVE_CONTENT_MAX_SECTIONS)
  @ValidateNested({ each: true })
  @Type(() => SectionAtVersionDto)
  sections: SectionAtVersionDto[];
}

export class DraftActionResponseDto {
  @ApiProperty({ type: [SectionDto], description: 'Every section of the website afterwards, sorted by section_key' }) sections: SectionDto[];
  @ApiProperty({ type: [String], example: ['hero_title'], description: 'Keys of the sections published (or discarded), sorted' }) keys: string[];
  @ApiPropertyOptional({ type: PostDto, description: "An approved post's review: the post afterwards" }) post?: PostDto;
}

export class ContentReviewDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'uuid' }) website_id: string;
  @ApiProperty({ enum: REVIEW_STATUSES }) status: ReviewStatus;
  @ApiProperty({ format: 'date-time' }) requested_at: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) decided_at: string | null;
  @ApiProperty({ type: String, nullable: true, description: "The admin's comment when sent back" }) comment: string | null;
}

export class MyReviewResponseDto {
  @ApiProperty({ type: ContentReviewDto, nullable: true, description: "The website's newest review, null when none was ever requested" })
  review: ContentReviewDto | null;
}

export class PostReviewStateDto {
  @ApiProperty({ format: 'uuid' }) post_id: string;
  @ApiProperty({ type: ContentReviewDto, description: "The post's newest review" }) review: ContentReviewDto;
}

export class ReviewedSectionDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: 'hero_title' }) section_key: string;
  @ApiProperty({ description: 'What visitors see now' }) published: string;
  @ApiProperty({ description: 'The draft waiting to go live' }) draft: string;
  @ApiProperty({ type: 'integer', description: 'The version sent for review' }) version: number;
  @ApiProperty({ description: 'false when the client changed the draft after sending it: approving would be refused (409)' }) unchanged_since_request: boolean;
}

export class ReviewedPostFaceDto {
  @ApiProperty() title: string;
  @ApiProperty() content: string;
  @ApiProperty({ description: "A library image (image:<id>) or ''" }) cover_image: string;
  @ApiProperty({ description: 'The address under /blog/' }) slug: string;
}

export class ReviewedPostDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ type: ReviewedPostFaceDto, nullable: true, description: 'What visitors see now; null for a post not public yet' })
  live: ReviewedPostFaceDto | null;
  @ApiProperty({ type: ReviewedPostFaceDto, description: 'What goes live on approval' }) draft: ReviewedPostFaceDto;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When it should go live; null: on approval' })
  publish_at: string | null;
  @ApiProperty({ description: 'false when the client changed the post after sending it: approving would be refused (409)' })
  unchanged_since_request: boolean;
}

export class ReviewDetailsDto extends ContentReviewDto {
  @ApiProperty({ example: 'Sunshine Bakery' }) website_name: string;
  @ApiProperty({ type: String, nullable: true }) template: string | null;
  @ApiProperty({ type: [ReviewedSectionDto], description: 'Sorted by section_key; empty for a post' }) sections: ReviewedSectionDto[];
  @ApiProperty({ type: ReviewedPostDto, nullable: true, description: 'The post sent for review; null for sections' }) post: ReviewedPostDto | null;
}

export class SendBackRequestDto {
  @ApiProperty({ maxLength: REVIEW_COMMENT_MAX, description: 'What the client should change (required)' })
  @IsString()
  @MaxLength(REVIEW_COMMENT_MAX)
  comment: string;
}

export function toReviewDto(r: ContentReview): ContentReviewDto {
  return {
    id: r.id,
    website_id: r.websiteId,
    status: r.status,
    requested_at: r.requestedAt.toISOString(),
    decided_at: r.decidedAt ? r.decidedAt.toISOString() : null,
    comment: r.comment,
  };
}

export function toReviewDetailsDto(v: ReviewView): ReviewDetailsDto {
  return {
    ...toReviewDto(v.review),
    website_name: v.websiteName,
    template: v.template,
    sections: v.sections.map((s) => ({
      id: s.id,
      section_key: s.sectionKey,
      published: s.published,
      draft: s.draft,
      version: s.version,
      unchanged_since_request: s.version === s.currentVersion,
    })),
    post: v.post ? toReviewedPostDto(v.post) : null,
  };
}

const toFace = (f: PostFace): ReviewedPostFaceDto => ({ title: f.title, content: f.content, cover_image: f.coverImage, slug: f.slug });

function toReviewedPostDto(p: ReviewedPost): ReviewedPostDto {
  return {
    id: p.id,
    live: p.live ? toFace(p.live) : null,
    draft: toFace(p.draft),
    publish_at: p.publishAt ? p.publishAt.toISOString() : null,
    unchanged_since_request: p.version === p.currentVersion,
  };
}
