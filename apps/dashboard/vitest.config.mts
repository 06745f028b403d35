import { defineConfig } from 'vitest/config';

// Unit tests of the dashboard's pure logic (dates, text differences); journeys live in dashboard-e2e.
export default defineConfig({
  root: import.meta.dirname,
  test: { include: ['src/**/*.spec.ts'], environment: 'node' },
});
