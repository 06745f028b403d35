export * from './field-limits';
