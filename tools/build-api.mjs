// Compiles the API (apps/api and every lib it may import) to dist/api with SWC, keeping the
// folder layout so that rewritten relative imports and migrations resolve the same way as in source.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import swc from '@swc/core';

const require = createRequire(import.meta.url);
const swcOptions = require('./swc-options.cjs');
const root = path.resolve(import.meta.dirname, '..');
const out = path.join(root, 'dist/api');
const sources = ['apps/api/src', 'libs/api', 'libs/shared'];
const skip = /\.(spec|int-spec|e2e-spec)\.ts$|\/testing\//;

function* walk(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}

fs.rmSync(out, { recursive: true, force: true });
let count = 0;
for (const src of sources) {
  for (const file of walk(path.join(root, src))) {
    const rel = path.relative(root, file);
    if (file.endsWith('.ts') && !file.endsWith('.d.ts') && !skip.test(file)) {
      const target = path.join(out, rel.replace(/\.ts$/, '.js'));
      const { code, map } = await swc.transformFile(file, {
        ...swcOptions(),
        filename: file,
        outputPath: target,
        sourceFileName: path.relative(path.dirname(target), file),
      });
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.writeFileSync(target, `${code}\n//# sourceMappingURL=${path.basename(target)}.map\n`);
      if (map) fs.writeFileSync(`${target}.map`, map);
      count++;
    } else if (/\.(hbs|html|txt|json)$/.test(file) && !rel.includes('project.json')) {
      const target = path.join(out, rel);
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.copyFileSync(file, target);
    }
  }
}
console.log(`api: compiled ${count} files to ${path.relative(root, out)}`);
