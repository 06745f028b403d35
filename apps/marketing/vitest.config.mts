import path from 'node:path';
import { defineConfig } from 'vitest/config';

const workspaceRoot = path.resolve(import.meta.dirname, '../..');

// Unit tests of the site's state logic (reducers and pure functions, e.g. the questionnaire's
// reducer and flows): Node, no DOM, no browser. Not merged with vite.config.mts, whose prerender
// plugin builds the whole site; the shared libraries resolve as in that config.
export default defineConfig({
  root: import.meta.dirname,
  resolve: {
    alias: {
      '@fw/shared-field-limits': path.join(workspaceRoot, 'libs/shared/field-limits/src/index.ts'),
      '@fw/shared-questionnaire': path.join(workspaceRoot, 'libs/shared/questionnaire/src/index.ts'),
      '@fw/shared-api-client': path.join(workspaceRoot, 'libs/shared/api-client/src/index.ts'),
      '@fw/shared-api-types': path.join(workspaceRoot, 'libs/shared/api-types/src/index.ts'),
    },
  },
  test: { environment: 'node', include: ['src/**/*.spec.ts'], passWithNoTests: true },
});
