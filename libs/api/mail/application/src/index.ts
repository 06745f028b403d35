export * from './ports/mail-outbox.port';
