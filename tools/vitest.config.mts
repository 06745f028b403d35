import { defineConfig } from 'vitest/config';

// Checks of the toolchain itself (Node version, Docker image inputs, README commands): Node, files only.
export default defineConfig({
  root: import.meta.dirname,
  // The first ESLint run builds Nx's project graph (the module-boundary rule needs it): seconds on a busy machine.
  test: { environment: 'node', include: ['test/**/*.spec.ts'], testTimeout: 60_000 },
});
