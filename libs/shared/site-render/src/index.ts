export * from './site-render.types';
export * from './site-paths';
export * from './render-site-page';
export * from './site-files';
export * from './contact-form';
export { styleSheetFor } from './layout/site-styles';
export { IMAGE_REFERENCE } from './layout/picture';
export { faviconOf } from './layout/site-document';
export { imageIdsIn } from './image-references';
