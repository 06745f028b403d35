export * from './media.errors';
export * from './media-image.entity';
