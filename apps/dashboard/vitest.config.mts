import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.mts';

// Unit tests of the app's state logic (reducers and pure functions): Node, no DOM, no browser.
export default mergeConfig(
  viteConfig,
  defineConfig({
    test: { environment: 'node', include: ['src/**/*.spec.ts'], passWithNoTests: true },
  }),
);
