import { defineConfig } from 'vitest/config';

// Checks of the toolchain itself (Node version, Docker image inputs, README commands): Node, files only.
export default defineConfig({
  root: import.meta.dirname,
  test: { environment: 'node', include: ['test/**/*.spec.ts'] },
});
