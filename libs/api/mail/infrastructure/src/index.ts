export * from './config/mail.config';
export * from './persistence/email-log.schema';
export * from './persistence/email-log.query';
export * from './transport/smtp-errors';
export * from './worker/outbox-worker';
export * from './worker/email-body-retention.sweeper';
export * from './mail.module';
export * from './mail-admin.module';
export { failedEmailsStatement } from './persistence/sql-email-failures.adapter';
