export * from './ports/password-hasher.port';
