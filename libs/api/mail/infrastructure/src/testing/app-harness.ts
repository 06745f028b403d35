// The test harness lives in the app (apps/api/test/support); tests reach it through this one file.
/* eslint-disable @nx/enforce-module-boundaries */
export { createTestApp } from '../../../../../../apps/api/test/support/test-app';
export type { TestApp } from '../../../../../../apps/api/test/support/test-app';
export { createApp } from '../../../../../../apps/api/src/app/create-app';
export { startBackgroundWorkers } from '../../../../../../apps/api/src/app/background-workers';
/* eslint-enable @nx/enforce-module-boundaries */
