import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, InlineConfig, loadEnv } from 'vite';
import { prerender } from './scripts/prerender-plugin.mts';

const appRoot = import.meta.dirname;
const workspaceRoot = path.resolve(appRoot, '../..');
const ssrOutDir = path.join(workspaceRoot, 'tmp/marketing-ssr');

const alias = { '@fw/shared-catalog': path.join(workspaceRoot, 'libs/shared/catalog/src/index.ts') };

export default defineConfig(({ mode }) => {
  // One place to configure the public origin: VITE_SITE_URL, else the API's PUBLIC_URL.
  const fileEnv = loadEnv(mode, workspaceRoot, '');
  if (!process.env.VITE_SITE_URL && !fileEnv.VITE_SITE_URL) {
    const publicUrl = process.env.PUBLIC_URL ?? fileEnv.PUBLIC_URL;
    if (publicUrl) process.env.VITE_SITE_URL = publicUrl;
  }

  const ssrConfig = (): InlineConfig => ({
    configFile: false,
    root: appRoot,
    mode,
    envDir: workspaceRoot,
    logLevel: 'warn',
    resolve: { alias },
    plugins: [react()],
    build: {
      ssr: 'src/entry-server.tsx',
      outDir: ssrOutDir,
      emptyOutDir: true,
      ssrEmitAssets: true,
      assetsInlineLimit: 0,
      rollupOptions: { output: { entryFileNames: '[name].mjs', format: 'es' } },
    },
  });

  return {
    root: appRoot,
    appType: 'custom',
    envDir: workspaceRoot,
    resolve: { alias },
    plugins: [react(), prerender({ ssrConfig, ssrOutDir })],
    build: {
      outDir: '../../dist/marketing',
      emptyOutDir: true,
      assetsInlineLimit: 0,
      modulePreload: { polyfill: false },
      rollupOptions: { input: path.join(appRoot, 'src/entry-client.ts') },
    },
    server: { proxy: { '/api': 'http://127.0.0.1:3000' } },
  };
});
