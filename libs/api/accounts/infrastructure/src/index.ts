export * from './security/argon2-password-hasher.adapter';
export * from './persistence/account.schemas';
export * from './config/auth.config';
export * from './auth/access-token.service';
export * from './http/refresh-cookie';
export * from './accounts.module';
export * from './jobs/abandoned-sign-up.sweeper';
export * from './persistence/contexts-client-facts.adapter';
