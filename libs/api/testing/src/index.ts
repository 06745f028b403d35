// The API's shared test harness (type:testing): only tests and other testing code may import it.
// The Jest global setup and teardown (global-setup.ts, global-teardown.ts) are not exported: Jest
// loads them by path, outside the test runtime.
export * from './app-under-test';
export * from './fake-stripe-server';
export * from './free-port';
export * from './mailed-token';
export * from './refresh-cookie';
export * from './openapi-responses';
export * from './own-postgres';
export * from './session-token';
export * from './test-app';
export * from './test-database';
export * from './test-smtp-server';
export * from './test-user';
export * from './test-s3-server';
export * from './admin-and-client';
