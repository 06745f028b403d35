// Gzip size of the JavaScript each first screen downloads: the entry chunk plus everything it
// imports statically, plus the lazy route chunk(s) and their static imports, gzipped at the
// default level (what the server's compression middleware sends).
// Usage: node apps/dashboard/scripts/bundle-size.mjs [--max-auth-kb=250]
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '../../../dist/dashboard');
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const byFile = Object.fromEntries(Object.entries(manifest).map(([key, chunk]) => [key, chunk]));

function closure(keys, seen = new Set()) {
  for (const key of keys) {
    if (seen.has(key)) continue;
    seen.add(key);
    closure(byFile[key]?.imports ?? [], seen);
  }
  return seen;
}

const gzipKb = (keys) =>
  [...keys].reduce((sum, key) => {
    const file = byFile[key]?.file;
    return file && file.endsWith('.js') ? sum + zlib.gzipSync(fs.readFileSync(path.join(dist, file))).length : sum;
  }, 0) / 1024;

const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
const find = (suffix) => {
  const key = Object.keys(manifest).find((k) => k.endsWith(suffix));
  if (!key) throw new Error(`no chunk for ${suffix}`);
  return key;
};

const screens = {
  '/auth (sign-in page)': [entry, find('src/pages/auth/auth-page.tsx')],
  '/dashboard (client shell + home)': [entry, find('src/app.tsx')],
  '/dashboard/content': [entry, find('src/app.tsx'), find('src/pages/content/edit.tsx')],
  '/dashboard/admin/clients': [entry, find('src/app.tsx'), find('src/pages/clients/list.tsx')],
};

const maxAuth = Number((process.argv.find((a) => a.startsWith('--max-auth-kb=')) ?? '').split('=')[1] || 0);
let failed = false;
for (const [name, roots] of Object.entries(screens)) {
  const kb = gzipKb(closure(roots));
  console.log(`${name.padEnd(36)} ${kb.toFixed(1).padStart(7)} KB gzip JS`);
  if (maxAuth && name.startsWith('/auth') && kb > maxAuth) failed = true;
}
if (failed) {
  console.error(`the sign-in page is over ${maxAuth} KB gzip`);
  process.exit(1);
}
