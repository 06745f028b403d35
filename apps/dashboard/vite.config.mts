import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const workspaceRoot = path.resolve(import.meta.dirname, '../..');

// Assets live under /_dashboard so they never collide with the marketing site on one origin.
export default defineConfig({
  root: import.meta.dirname,
  base: '/_dashboard/',
  plugins: [react()],
  resolve: {
    alias: {
      '@fw/shared-field-limits': path.join(workspaceRoot, 'libs/shared/field-limits/src/index.ts'),
      '@fw/shared-questionnaire': path.join(workspaceRoot, 'libs/shared/questionnaire/src/index.ts'),
      '@fw/shared-catalog': path.join(workspaceRoot, 'libs/shared/catalog/src/index.ts'),
      '@fw/shared-api-client': path.join(workspaceRoot, 'libs/shared/api-client/src/index.ts'),
      '@fw/shared-api-types': path.join(workspaceRoot, 'libs/shared/api-types/src/index.ts'),
      '@fw/shared-site-templates': path.join(workspaceRoot, 'libs/shared/site-templates/src/index.ts'),
      // The site renderer runs in the browser too: the editors' preview renders what is typed.
      '@fw/shared-site-render': path.join(workspaceRoot, 'libs/shared/site-render/src/index.ts'),
    },
  },
  // The manifest (not served: express.static ignores dot folders) feeds scripts/bundle-size.mjs.
  build: {
    outDir: '../../dist/dashboard',
    emptyOutDir: true,
    manifest: true,
    rolldownOptions: {
      output: {
        // What the entry loads before any route (React, the router, antd's core) as one chunk, not
        // a dozen small ones shared with the lazy routes: on /auth each file costs its own headers.
        codeSplitting: { groups: [{ name: 'framework', tags: ['$initial'] }] },
      },
    },
  },
  server: { proxy: { '/api': 'http://127.0.0.1:3000' } },
});
