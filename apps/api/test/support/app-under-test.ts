// Jest setup file of the API's integration tests: hands the composition root to the shared harness
// (@fw/api-testing may not import an app). Loaded lazily, when a test first boots the app.
import { provideAppUnderTest } from '@fw/api-testing';

provideAppUnderTest(async () => {
  const [{ createApp }, { entitySchemas }, { startBackgroundWorkers }, { buildOpenApiDocument }] = await Promise.all([
    import('../../src/app/create-app'),
    import('../../src/app/contexts'),
    import('../../src/app/background-workers'),
    import('../../src/app/openapi'),
  ]);
  return { createApp, entitySchemas, startBackgroundWorkers, buildOpenApiDocument };
});
