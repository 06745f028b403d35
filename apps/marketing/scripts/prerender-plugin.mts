import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, InlineConfig, Plugin, ResolvedConfig, Rollup } from 'vite';
import { faviconIco, markPng, shareImagePng } from './brand-images.mts';

/**
 * Prerenders every public route to static HTML after the client build (so `vite build` and
 * `vite build --watch` produce the whole site):
 *  1. the client build emits the page script, the hydration chunk and one chunk per island;
 *  2. this plugin builds `src/entry-server.tsx` for Node into tmp/ (with `ssrConfig`, which aliases
 *     react-dom/server to preact/compat/server like the client build aliases React to Preact);
 *  3. each route is rendered to `dist/marketing/<path>/index.html` with its CSS inlined, the page
 *     script, and modulepreload links for exactly the islands it uses; then 404.html, sitemap.xml,
 *     robots.txt, the share image, apple-touch-icon.png and favicon.ico. In `vite` (dev) the same renderer answers page requests on the fly.
 */
interface PageModule {
  routes: Array<{ path: string }>;
  renderRoute(route: { path: string }): {
    file: string;
    islands: string[];
    toHtml(assets: { css: string; scripts: string[]; modulePreloads: string[] }): string;
  };
  sitemapXml(): string;
  robotsTxt(): string;
  /** Where the page head says the share image is ('/og-image.png'). */
  shareImage: { path: string; width: number; height: number };
}

type Chunk = Rollup.OutputChunk & { viteMetadata?: { importedCss: Set<string> } };

export function prerender(options: { ssrConfig: () => InlineConfig; ssrOutDir: string }): Plugin {
  let config: ResolvedConfig;

  return {
    name: 'fw-marketing-prerender',
    apply: (_, env) => env.command === 'serve' || !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },

    configureServer(server) {
      server.middlewares.use(async (req, res, next) => {
        const accept = req.headers.accept ?? '';
        if (req.method !== 'GET' || !accept.includes('text/html')) return next();
        const pathname = new URL(req.url ?? '/', 'http://localhost').pathname.replace(/\/+$/, '') || '/';
        if (pathname.startsWith('/api/') || pathname.startsWith('/@') || pathname.startsWith('/src/')) return next();
        try {
          const mod = (await server.ssrLoadModule('/src/entry-server.tsx')) as PageModule;
          const route = mod.routes.find((r) => r.path === pathname) ?? mod.routes.find((r) => r.path === '*');
          if (!route) return next();
          const html = mod.renderRoute(route).toHtml({ css: '', scripts: ['/src/entry-client.ts'], modulePreloads: [] });
          res.statusCode = route.path === '*' ? 404 : 200;
          res.setHeader('Content-Type', 'text/html; charset=utf-8');
          res.end(await server.transformIndexHtml(req.url ?? '/', html));
        } catch (error) {
          server.ssrFixStacktrace(error as Error);
          next(error);
        }
      });
    },

    async writeBundle(output, bundle) {
      const outDir = output.dir ?? config.build.outDir;
      const base = config.base.endsWith('/') ? config.base : `${config.base}/`;
      const chunks = Object.values(bundle).filter((item): item is Chunk => item.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) throw new Error('prerender: the client build has no entry chunk');
      const hydrate = chunks.find((chunk) => chunk.facadeModuleId?.endsWith('/src/app/hydrate.tsx'));
      const islandChunks = new Map<string, Chunk>();
      for (const chunk of chunks) {
        const match = /([\w-]+)\.island\.tsx$/.exec(chunk.facadeModuleId ?? '');
        if (match) islandChunks.set(match[1], chunk);
      }

      const closure = (start: Chunk | undefined): string[] => {
        const seen = new Set<string>();
        const visit = (file: string) => {
          if (seen.has(file)) return;
          seen.add(file);
          byFile.get(file)?.imports.forEach(visit);
        };
        if (start) visit(start.fileName);
        return [...seen];
      };
      const cssOf = (files: string[]) => files.flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])]);
      const readCss = (files: string[]) => [...new Set(files)].map((file) => fs.readFileSync(path.join(outDir, file), 'utf8').trim()).join('\n');

      const entryFiles = new Set(closure(entry));
      const entryCss = readCss(cssOf([...entryFiles]));

      const ssrConfig = options.ssrConfig();
      await build(ssrConfig);
      copyEmittedAssets(path.join(options.ssrOutDir, 'assets'), path.join(outDir, 'assets'));
      const serverEntry = pathToFileURL(path.join(options.ssrOutDir, 'entry-server.mjs')).href;
      const mod = (await import(`${serverEntry}?t=${Date.now()}`)) as PageModule;

      const report: string[] = [];
      for (const route of mod.routes) {
        const page = mod.renderRoute(route);
        const islandFiles = new Set<string>();
        if (page.islands.length > 0) {
          closure(hydrate).forEach((file) => islandFiles.add(file));
          for (const name of page.islands) {
            const chunk = islandChunks.get(name);
            if (!chunk) throw new Error(`prerender: no client chunk for island "${name}" (expected a file named ${name}.island.tsx)`);
            closure(chunk).forEach((file) => islandFiles.add(file));
          }
        }
        const preloads = [...islandFiles].filter((file) => !entryFiles.has(file));
        const css = [entryCss, readCss(cssOf(preloads))].filter(Boolean).join('\n');
        const html = page.toHtml({ css, scripts: [base + entry.fileName], modulePreloads: preloads.map((file) => base + file) });
        const target = path.join(outDir, page.file);
        fs.mkdirSync(path.dirname(target), { recursive: true });
        fs.writeFileSync(target, html);
        report.push(`${route.path} → ${page.file}${page.islands.length ? ` [${page.islands.join(', ')}]` : ''}`);
      }
      fs.writeFileSync(path.join(outDir, 'sitemap.xml'), mod.sitemapXml());
      fs.writeFileSync(path.join(outDir, mod.shareImage.path.replace(/^\//, '')), shareImagePng(mod.shareImage.width, mod.shareImage.height));
      fs.writeFileSync(path.join(outDir, 'apple-touch-icon.png'), markPng(180, { square: true }));
      fs.writeFileSync(path.join(outDir, 'favicon.ico'), faviconIco());
      fs.writeFileSync(path.join(outDir, 'robots.txt'), mod.robotsTxt());
      if (config.logLevel === 'info') config.logger.info(`prerendered ${report.length} pages:\n  ${report.join('\n  ')}`);
    },
  };
}

function copyEmittedAssets(from: string, to: string): void {
  if (!fs.existsSync(from)) return;
  fs.mkdirSync(to, { recursive: true });
  for (const name of fs.readdirSync(from)) {
    if (/\.(m?js|map)$/.test(name)) continue;
    const target = path.join(to, name);
    if (!fs.existsSync(target)) fs.copyFileSync(path.join(from, name), target);
  }
}
