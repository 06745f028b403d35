export * from './auth-user';
export * from './ports/password-hasher.port';
