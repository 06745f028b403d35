export * from './media.module';
export * from './config/media.config';
export * from './persistence/media.schemas';
export * from './jobs/media-jobs.worker';
export * from './http/media-serving';
export * from './http/images.controller';
export * from './media-reads.module';
