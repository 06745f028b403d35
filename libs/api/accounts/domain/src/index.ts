export * from './account';
export * from './tokens';
export * from './password-policy';
export * from './accounts.errors';
