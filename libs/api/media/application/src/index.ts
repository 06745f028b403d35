export * from './ports/media-image.repository.port';
export * from './ports/media-quota.port';
export * from './ports/media-websites.port';
export * from './ports/image-tools.port';
export * from './services/media-library.service';
export * from './services/make-variants.use-case';
export * from './services/ready-images.service';
export { publicUrlOf } from './services/media-keys';
export { UnitOfWorkPort, ObjectStoragePort } from '@fw/api-shared-application';
