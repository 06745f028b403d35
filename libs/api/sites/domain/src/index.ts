export * from './sites.errors';
export * from './website.entity';
export * from './content-section.entity';
export * from './blog-post.entity';
export * from './activity-entry.entity';
export * from './revision.entity';
export * from './template-sections';
