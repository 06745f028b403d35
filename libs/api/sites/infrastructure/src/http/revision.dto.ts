import { applyDecorators } from '@nestjs/common';
import { ApiExtraModels, ApiOkResponse, ApiProperty, ApiPropertyOptional, getSchemaPath } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsISO8601, IsUUID, Max, Min } from 'class-validator';
import type { RevisionView, TimelineEntry } from '@fw/api-sites-application';
import { REVIEW_STEP_KINDS, REVISION_ACTIONS, REVISION_ITEM_TYPES } from '@fw/api-sites-domain';
import type { ReviewStepKind } from '@fw/api-sites-domain';
import type { RevisionAction, RevisionItemType } from '@fw/api-sites-domain';
import { IsOmittable, MAX_INT } from './dto-helpers';
import { PostDto } from './post.dto';
import { SectionDto } from './section.dto';

export class RevisionAuthorDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: 'Jane Doe', description: 'Full name, or the e-mail address when no name is set' }) name: string;
}

const snapshotDoc = {
  type: 'object',
  nullable: true,
  additionalProperties: true,
  description: "The item's editable fields: a section's { content_value, is_locked }, a post's { title, content, published, publish_at }",
  example: { content_value: 'Baked fresh every morning', is_locked: false },
} as const;

export class RevisionDto {
  @ApiProperty({ enum: ['revision'], description: 'A change of the item (a history also holds review steps: kind review)' }) kind: 'revision';
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'uuid' }) website_id: string;
  @ApiProperty({ enum: REVISION_ITEM_TYPES }) item_type: RevisionItemType;
  @ApiProperty({ format: 'uuid' }) item_id: string;
  @ApiProperty({ example: 'hero_title', description: 'section_key of a section, title of a post, at the time of the change' }) item_label: string;
  @ApiProperty({ enum: REVISION_ACTIONS }) action: RevisionAction;
  @ApiProperty({ type: 'integer', nullable: true, description: "The item's version after the change; null for a delete" }) version: number | null;
  @ApiProperty({ format: 'date-time' }) changed_at: string;
  @ApiProperty({ type: RevisionAuthorDto, nullable: true, description: 'null when unknown or since deleted' }) changed_by: RevisionAuthorDto | null;
  @ApiProperty({ ...snapshotDoc, description: `Before the change (null for a create). ${snapshotDoc.description}` }) previous: Record<string, unknown> | null;
  @ApiProperty({ ...snapshotDoc, description: `After the change (null for a delete). ${snapshotDoc.description}` }) next: Record<string, unknown> | null;
}

function toRevisionDto({ revision: r, changedBy }: RevisionView): RevisionDto {
  return {
    kind: 'revision',
    id: r.id,
    website_id: r.websiteId,
    item_type: r.itemType,
    item_id: r.itemId,
    item_label: r.itemLabel,
    action: r.action,
    version: r.version,
    changed_at: r.changedAt.toISOString(),
    changed_by: changedBy,
    previous: r.previous as Record<string, unknown> | null,
    next: r.next as Record<string, unknown> | null,
  };
}

export class ReviewStepDto {
  @ApiProperty({ enum: ['review'], description: 'A step of a review of the item' }) kind: 'review';
  @ApiProperty({ example: '3f0c…:9a1d…:sent_back', description: 'Unique in the history: the review, the item and the step' }) id: string;
  @ApiProperty({ format: 'uuid' }) review_id: string;
  @ApiProperty({
    enum: REVIEW_STEP_KINDS,
    description: 'requested: the client sent the item for review; sent_back: the admin asked for changes (comment); approved: the admin published it',
  })
  step: ReviewStepKind;
  @ApiProperty({ format: 'uuid' }) website_id: string;
  @ApiProperty({ enum: REVISION_ITEM_TYPES }) item_type: RevisionItemType;
  @ApiProperty({ format: 'uuid' }) item_id: string;
  @ApiProperty({ example: 'hero_title', description: "section_key of a section, a post's title (now)" }) item_label: string;
  @ApiProperty({ format: 'date-time', description: 'When the step was taken' }) changed_at: string;
  @ApiProperty({ type: RevisionAuthorDto, nullable: true, description: 'Who took the step; null when unknown or since deleted' })
  changed_by: RevisionAuthorDto | null;
  @ApiProperty({ type: 'string', nullable: true, description: "The admin's words on a send-back; null for the other steps" }) comment: string | null;
  @ApiProperty({ type: 'integer', description: "The item's version that was sent for review" }) version: number;
  @ApiProperty({
    type: 'string',
    format: 'uuid',
    nullable: true,
    description: 'approved: the revision that published the version sent (a revision of this history); null for the other steps',
  })
  revision_id: string | null;
}

/** A history's lines: revisions and review steps, told apart by `kind`. */
export type TimelineEntryDto = RevisionDto | ReviewStepDto;

export function toTimelineEntryDto(entry: TimelineEntry): TimelineEntryDto {
  if (entry.kind === 'revision') return toRevisionDto(entry.revision);
  const { step, itemLabel, actor, revisionId } = entry.review;
  return {
    kind: 'review',
    id: `${step.reviewId}:${step.itemId}:${step.kind}`,
    review_id: step.reviewId,
    step: step.kind,
    website_id: step.websiteId,
    item_type: step.itemType,
    item_id: step.itemId,
    item_label: itemLabel,
    changed_at: step.at.toISOString(),
    changed_by: actor,
    comment: step.comment,
    version: step.version,
    revision_id: revisionId,
  };
}

/** 200 with a history: an array of revisions and review steps, newest first. */
export const ApiTimelineResponse = () =>
  applyDecorators(
    ApiExtraModels(RevisionDto, ReviewStepDto),
    ApiOkResponse({
      schema: {
        type: 'array',
        items: {
          oneOf: [{ $ref: getSchemaPath(RevisionDto) }, { $ref: getSchemaPath(ReviewStepDto) }],
          discriminator: { propertyName: 'kind', mapping: { revision: getSchemaPath(RevisionDto), review: getSchemaPath(ReviewStepDto) } },
        },
      },
    }),
  );

export class DeletedPostDto {
  @ApiProperty({ format: 'uuid', description: 'The id of the deleted post (restored under the same id)' }) id: string;
  @ApiProperty({ description: 'Title when it was deleted' }) title: string;
  @ApiProperty({ format: 'date-time' }) deleted_at: string;
  @ApiProperty({ type: RevisionAuthorDto, nullable: true }) deleted_by: RevisionAuthorDto | null;
  @ApiProperty({ format: 'uuid', description: 'The delete revision' }) revision_id: string;
}

export function toDeletedPostDto({ revision: r, changedBy }: RevisionView): DeletedPostDto {
  return { id: r.itemId, title: r.itemLabel, deleted_at: r.changedAt.toISOString(), deleted_by: changedBy, revision_id: r.id };
}

export class RestoreRequestDto {
  @ApiProperty({ type: 'integer', minimum: 1, description: "The item's current version as the client saw it (409 when it changed since)" })
  @IsInt()
  @Min(1)
  @Max(MAX_INT)
  version: number;
}

export class AdminRestoreRequestDto {
  @ApiPropertyOptional({ type: 'integer', minimum: 1, description: "When sent, must equal the item's current version (409 otherwise)" })
  @IsOmittable()
  @IsInt()
  @Min(1)
  @Max(MAX_INT)
  version?: number;
}

export class RestoreSectionResponseDto {
  @ApiProperty({ type: SectionDto }) section: SectionDto;
}

export class AdminRestoreResponseDto {
  @ApiProperty({ enum: REVISION_ITEM_TYPES }) item_type: RevisionItemType;
  @ApiPropertyOptional({ type: SectionDto, description: 'The section after the restore (item_type section)' }) section?: SectionDto;
  @ApiPropertyOptional({ type: PostDto, description: 'The post after the restore (item_type post)' }) post?: PostDto;
}

export class TimelineQueryDto {
  @ApiPropertyOptional({ format: 'uuid', description: 'Only changes by this user' })
  @IsOmittable()
  @IsUUID('all')
  changed_by?: string;

  @ApiPropertyOptional({ example: '2026-11-20', description: 'From this date (a whole UTC day) or date-time, inclusive' })
  @IsOmittable()
  @IsISO8601({ strict: true })
  from?: string;

  @ApiPropertyOptional({ example: '2026-11-23', description: 'Up to this date (a whole UTC day) or date-time, inclusive' })
  @IsOmittable()
  @IsISO8601({ strict: true })
  to?: string;

  @ApiPropertyOptional({ type: 'integer', minimum: 0, default: 0 })
  @IsOmittable()
  @Type(() => Number)
  @IsInt()
  @Min(0)
  @Max(MAX_INT)
  _start?: number;

  @ApiPropertyOptional({ type: 'integer', minimum: 0, default: 10, description: 'At most 100 rows per page' })
  @IsOmittable()
  @Type(() => Number)
  @IsInt()
  @Min(0)
  @Max(MAX_INT)
  _end?: number;
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 24 * 60 * 60 * 1000;

/** `from` inclusive; `to` inclusive (a date: through its whole UTC day), as an exclusive bound. */
export function timelineBounds(query: TimelineQueryDto): { from?: Date; before?: Date } {
  const from = query.from ? new Date(DATE_ONLY.test(query.from) ? `${query.from}T00:00:00Z` : query.from) : undefined;
  const to = query.to ? (DATE_ONLY.test(query.to) ? new Date(Date.parse(`${query.to}T00:00:00Z`) + DAY_MS) : new Date(Date.parse(query.to) + 1)) : undefined;
  return { from, before: to };
}
