export * from './field-limits';
export * from './email-address';
