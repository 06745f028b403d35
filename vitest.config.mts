import { defineConfig } from 'vitest/config';

// Every front-end (and toolchain) unit test in one Vitest run (what `npm test` runs); per app: `nx run <app>:test`.
export default defineConfig({
  test: { projects: ['apps/dashboard/vitest.config.mts', 'apps/marketing/vitest.config.mts', 'tools/vitest.config.mts'] },
});
