import path from 'node:path';
import { Alias, defineConfig, InlineConfig, loadEnv, Plugin, UserConfig } from 'vite';
import { prerender } from './scripts/prerender-plugin.mts';

const appRoot = import.meta.dirname;
const workspaceRoot = path.resolve(appRoot, '../..');
// Overridable so a build check can run beside the shared build without touching its files.
const ssrOutDir = process.env.MARKETING_SSR_OUT_DIR ?? path.join(workspaceRoot, 'tmp/marketing-ssr');

/**
 * Why Preact: the site is written against React's API (and type-checked with @types/react), but both
 * builds, the browser islands and the prerenderer, run it on Preact through preact/compat. React and
 * react-dom alone were ~69 KB gzip and pushed /start over the 80 KB per-page JavaScript budget;
 * Preact with compat is ~8 KB. Server markup and client hydration must come from the same renderer,
 * so the SSR build gets the same aliases. The JSX transform keeps `react/jsx-runtime` as its import
 * source (aliased below); @vitejs/plugin-react is not used: its only other job, React Fast Refresh,
 * cannot drive Preact (edits would be accepted but never re-rendered), so dev does full reloads.
 */
const preactAliases: Alias[] = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
];

const alias: Alias[] = [
  { find: '@fw/shared-catalog', replacement: path.join(workspaceRoot, 'libs/shared/catalog/src/index.ts') },
  { find: '@fw/shared-api-client', replacement: path.join(workspaceRoot, 'libs/shared/api-client/src/index.ts') },
  { find: '@fw/shared-field-limits', replacement: path.join(workspaceRoot, 'libs/shared/field-limits/src/index.ts') },
  { find: '@fw/shared-questionnaire', replacement: path.join(workspaceRoot, 'libs/shared/questionnaire/src/index.ts') },
  ...preactAliases,
];

const jsx: UserConfig['oxc'] = { jsx: { runtime: 'automatic', importSource: 'react' } };

/** Fails the build if anything (an unaliased subpath, a dependency) would still bring in React itself. */
function noReact(): Plugin {
  const react = /^(react|react-dom|scheduler)(\/|$)|[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/;
  return {
    name: 'fw-marketing-no-react',
    load(id) {
      if (react.test(id)) this.error(`React would be bundled (${id}); the marketing site runs on preact/compat`);
    },
    generateBundle(_, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const imported = [...chunk.imports, ...chunk.dynamicImports].find((id) => react.test(id));
        if (imported) this.error(`${chunk.fileName} imports ${imported}; the marketing site runs on preact/compat`);
      }
    },
  };
}

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
    oxc: jsx,
    plugins: [noReact()],
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
    oxc: jsx,
    plugins: [noReact(), prerender({ ssrConfig, ssrOutDir })],
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
