import { defineConfig } from 'vitest/config';

// Unit tests of the site's state logic (reducers and pure functions): Node, no DOM, no browser.
// Not merged with vite.config.mts, whose prerender plugin builds the whole site.
export default defineConfig({
  root: import.meta.dirname,
  test: { environment: 'node', include: ['src/**/*.spec.ts'], passWithNoTests: true },
});
