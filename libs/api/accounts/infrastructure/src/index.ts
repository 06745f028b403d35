export * from './security/argon2-password-hasher.adapter';
export * from './persistence/account.schemas';
export * from './config/auth.config';
export * from './auth/auth.decorators';
export * from './auth/auth.guards';
export * from './auth/access-token.service';
export * from './accounts.module';
