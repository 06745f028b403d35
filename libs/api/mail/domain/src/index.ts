export * from './email-log';
export * from './delivery-policy';
