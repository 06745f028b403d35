export * from './account';
export * from './tokens';
export * from './abandoned-sign-up';
export * from './password-policy';
export * from './accounts.errors';
export * from './email-change';
export * from './client-erasure';
export * from './client-merge';
