// The registry mirror here lacks some platform-specific optional binaries (e.g. @swc/core for
// darwin/win32), so `npm install` leaves them out of package-lock.json and `npm ci` then refuses
// the lock as out of sync. This adds a lock entry for each missing optional platform package,
// marked optional with its os/cpu, so npm ci skips it on other platforms exactly as it would
// with a complete registry. Run after every `npm install`.
import fs from 'node:fs';

const file = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(fs.readFileSync(file, 'utf8'));
const osNames = ['darwin', 'win32', 'linux', 'android', 'freebsd', 'openharmony', 'sunos', 'netbsd', 'openbsd', 'aix'];
const cpuNames = {
  arm64: 'arm64',
  x64: 'x64',
  ia32: 'ia32',
  arm: 'arm',
  ppc64: 'ppc64',
  s390x: 's390x',
  riscv64: 'riscv64',
  loong64: 'loong64',
  wasm32: 'wasm32',
};

function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = parts.find((p) => osNames.includes(p));
  const cpu = parts.map((p) => cpuNames[p]).find(Boolean);
  return os && cpu ? { os, cpu } : undefined;
}

let added = 0;
for (const [key, entry] of Object.entries(lock.packages)) {
  for (const [dep, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const base = key ? `${key}/node_modules/${dep}` : `node_modules/${dep}`;
    if (lock.packages[base] || lock.packages[`node_modules/${dep}`]) continue;
    const platform = platformOf(dep);
    if (!platform) continue;
    lock.packages[`node_modules/${dep}`] = {
      version,
      ...(entry.dev ? { dev: true } : {}),
      optional: true,
      os: [platform.os],
      cpu: [platform.cpu],
    };
    added++;
  }
}
const sorted = Object.fromEntries(Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
lock.packages = sorted;
fs.writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`complete-lockfile: added ${added} optional platform entries`);
