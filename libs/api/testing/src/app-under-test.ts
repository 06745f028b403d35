import type { INestApplication } from '@nestjs/common';
import type { EntitySchema } from '@mikro-orm/core';
import type { OpenAPIObject } from '@nestjs/swagger';

/**
 * What the harness needs from the API's composition root. A library may not import an app, so the
 * app hands these over itself: apps/api/test/support/app-under-test.ts calls `provideAppUnderTest`
 * from the integration tests' Jest setup, and the harness asks for them when a test boots the app.
 */
export interface AppUnderTest {
  /** The whole API on one database, initialised by the caller, not listening. */
  createApp(options: { databaseUrl: string; serveWeb?: boolean }): Promise<INestApplication>;
  /** Every context's entity schemas (the template database is migrated with them). */
  entitySchemas: EntitySchema[];
  /** The mail outbox worker and the other timers `npm start` runs (createApp does not). */
  startBackgroundWorkers(app: INestApplication): Promise<void>;
  /** The OpenAPI document of a booted app, as /api/docs serves it. */
  buildOpenApiDocument(app: INestApplication): OpenAPIObject;
}

let load: (() => Promise<AppUnderTest>) | undefined;

/** Called once per test file by the app's Jest setup file; `loader` is only run when a test needs the app. */
export function provideAppUnderTest(loader: () => Promise<AppUnderTest>): void {
  load = loader;
}

export function appUnderTest(): Promise<AppUnderTest> {
  if (!load) {
    throw new Error('No app under test: run integration tests through jest.config.js or jest.integration.config.js (their setup file provides it)');
  }
  return load();
}
