import { EntitySchema } from '@mikro-orm/core';
import { ActivityEntry, BlogPost, ContentSection, Website } from '@fw/api-sites-domain';

export const WebsiteSchema = new EntitySchema<Website>({
  class: Website,
  tableName: 'websites',
  properties: {
    id: { type: 'uuid', primary: true },
    name: { type: 'string', length: 200 },
    slug: { type: 'string', length: 63, nullable: true, unique: true },
    domain: { type: 'string', columnType: 'citext', nullable: true, unique: true },
    domainStatus: { type: 'string', length: 20, fieldName: 'domain_status', nullable: true },
    domainStatusReason: { type: 'string', length: 300, fieldName: 'domain_status_reason', nullable: true },
    domainCheckedAt: { type: 'Date', fieldName: 'domain_checked_at', columnType: 'timestamptz', nullable: true },
    template: { type: 'string', length: 100, nullable: true },
    ownerId: { type: 'uuid', fieldName: 'owner_id', nullable: true },
    status: { type: 'string', length: 30, default: 'live' },
    requiresReview: { type: 'boolean', fieldName: 'requires_review', default: false },
    orderId: { type: 'uuid', fieldName: 'order_id', nullable: true },
    submissionId: { type: 'uuid', fieldName: 'submission_id', nullable: true },
    createdAt: { type: 'Date', fieldName: 'created_at', onCreate: () => new Date() },
    updatedAt: { type: 'Date', fieldName: 'updated_at', onCreate: () => new Date(), onUpdate: () => new Date() },
  },
});

export const ContentSectionSchema = new EntitySchema<ContentSection>({
  class: ContentSection,
  tableName: 'website_content',
  properties: {
    id: { type: 'uuid', primary: true },
    websiteId: { type: 'uuid', fieldName: 'website_id' },
    sectionKey: { type: 'string', length: 100, fieldName: 'section_key' },
    contentType: { type: 'string', length: 30, fieldName: 'content_type' },
    contentValue: { type: 'text', fieldName: 'content_value' },
    draftValue: { type: 'text', fieldName: 'draft_value', nullable: true },
    isLocked: { type: 'boolean', fieldName: 'is_locked' },
    // Incremented by conditional SQL updates (see MikroOrmContentSectionRepository), not by the ORM.
    version: { type: 'integer' },
    createdAt: { type: 'Date', fieldName: 'created_at', onCreate: () => new Date() },
    updatedAt: { type: 'Date', fieldName: 'updated_at', onCreate: () => new Date(), onUpdate: () => new Date() },
  },
});

export const BlogPostSchema = new EntitySchema<BlogPost>({
  class: BlogPost,
  tableName: 'blog_posts',
  properties: {
    id: { type: 'uuid', primary: true },
    websiteId: { type: 'uuid', fieldName: 'website_id' },
    title: { type: 'string', length: 200 },
    content: { type: 'text' },
    published: { type: 'boolean' },
    publishAt: { type: 'Date', fieldName: 'publish_at', columnType: 'timestamptz', nullable: true },
    coverImage: { type: 'string', fieldName: 'cover_image', length: 100 },
    draftTitle: { type: 'string', length: 200, fieldName: 'draft_title', nullable: true },
    draftCoverImage: { type: 'string', length: 100, fieldName: 'draft_cover_image', nullable: true },
    draftContent: { type: 'text', fieldName: 'draft_content', nullable: true },
    version: { type: 'integer' },
    // The database clock (microseconds) orders posts written in the same millisecond.
    createdAt: { type: 'Date', fieldName: 'created_at', defaultRaw: 'now()' },
    updatedAt: { type: 'Date', fieldName: 'updated_at', defaultRaw: 'now()', onUpdate: () => new Date() },
  },
});

export const ActivityEntrySchema = new EntitySchema<ActivityEntry>({
  class: ActivityEntry,
  tableName: 'activity_logs',
  properties: {
    id: { type: 'uuid', primary: true },
    userId: { type: 'uuid', fieldName: 'user_id' },
    websiteId: { type: 'uuid', fieldName: 'website_id', nullable: true },
    action: { type: 'string', length: 300 },
    details: { type: 'json', columnType: 'jsonb' },
    createdAt: { type: 'Date', fieldName: 'created_at', defaultRaw: 'now()' },
  },
});

export const sitesEntitySchemas = [WebsiteSchema, ContentSectionSchema, BlogPostSchema, ActivityEntrySchema] as EntitySchema[];
