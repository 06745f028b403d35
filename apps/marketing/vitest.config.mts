import path from 'node:path';
import { defineConfig } from 'vitest/config';

const workspaceRoot = path.resolve(import.meta.dirname, '../..');

// Unit tests of the marketing site's stateful logic (the questionnaire's reducer and flows) in
// Node, without a DOM; journeys live in marketing-e2e.
export default defineConfig({
  root: import.meta.dirname,
  resolve: {
    alias: {
      '@fw/shared-field-limits': path.join(workspaceRoot, 'libs/shared/field-limits/src/index.ts'),
      '@fw/shared-questionnaire': path.join(workspaceRoot, 'libs/shared/questionnaire/src/index.ts'),
    },
  },
  test: { include: ['src/**/*.spec.ts'], environment: 'node' },
});
