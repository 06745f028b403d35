export * from './security/argon2-password-hasher.adapter';
