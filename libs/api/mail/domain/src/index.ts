export * from './email-log';
export * from './delivery-policy';
export * from './redact-secrets';
