export * from './domain-error';
export * from './uuid';
export * from './identity';
