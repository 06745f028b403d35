export * from './domain-error';
export * from './uuid';
