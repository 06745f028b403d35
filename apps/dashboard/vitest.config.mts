import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.mts';

// Unit tests of the dashboard's pure logic (state reducers, dates, text differences) in Node, and
// component tests (`*.spec.tsx`: Testing Library on happy-dom, set per file); the journeys live in
// dashboard-e2e. Merged with the build's config for the same aliases.
export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      environment: 'node',
      include: ['src/**/*.spec.ts', 'src/**/*.spec.tsx'],
      passWithNoTests: true,
      // Component tests mount antd and Refine: a few seconds each on a busy machine.
      testTimeout: 20_000,
      // Refine's packages go through Vite like the app, so they share the one react-router and React.
      server: { deps: { inline: [/@refinedev\//] } },
    },
  }),
);
