export * from './template-manifest';
export * from './template-registry';
export * from './section-validation';
export * from './template-change';
