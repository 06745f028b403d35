import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.mts';

// Unit tests of the dashboard's pure logic (state reducers, dates, text differences): Node, no DOM;
// the journeys live in dashboard-e2e. Merged with the build's config for the same aliases.
export default mergeConfig(
  viteConfig,
  defineConfig({
    test: { environment: 'node', include: ['src/**/*.spec.ts'], passWithNoTests: true },
  }),
);
