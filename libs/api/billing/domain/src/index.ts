export * from './billing.errors';
export * from './order';
