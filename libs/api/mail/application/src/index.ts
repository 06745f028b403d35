export * from './ports/mail-outbox.port';
export * from './ports/mail-transport.port';
export * from './ports/outbox-store.port';
export * from './templates/mail-layout';
export * from './templates/render-mail';
export * from './use-cases/deliver-due-mail.use-case';
export * from './use-cases/retry-failed-email.use-case';
export * from './ports/email-log-submissions.port';
