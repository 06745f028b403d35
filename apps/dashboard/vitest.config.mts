import path from 'node:path';
import { defineConfig } from 'vitest/config';

const workspaceRoot = path.resolve(import.meta.dirname, '../..');

// Unit tests of the dashboard's pure logic (dates, text differences, field rules); journeys live in dashboard-e2e.
export default defineConfig({
  root: import.meta.dirname,
  resolve: { alias: { '@fw/shared-field-limits': path.join(workspaceRoot, 'libs/shared/field-limits/src/index.ts') } },
  test: { include: ['src/**/*.spec.ts'], environment: 'node' },
});
