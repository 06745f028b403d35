import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');
const pkg = JSON.parse(read('package.json')) as {
  engines: { node: string };
  scripts: Record<string, string>;
  devDependencies: Record<string, string>;
  dependencies: Record<string, string>;
};
const lock = JSON.parse(read('package-lock.json')) as { packages: Record<string, unknown> };
const nodeVersion = read('.nvmrc').trim();
const dockerfile = read('docker/Dockerfile');

/** Whether `version` (x.y.z) satisfies a caret range `^x.y.z`, the only form engines uses here. */
function satisfiesCaret(version: string, range: string): boolean {
  const match = /^\^(\d+)\.(\d+)\.(\d+)$/.exec(range);
  if (!match) throw new Error(`engines.node should be a caret range, not ${range}`);
  const [major, minor, patch] = version.split('.').map(Number);
  const [wantMajor, wantMinor, wantPatch] = match.slice(1).map(Number);
  return major === wantMajor && (minor > wantMinor || (minor === wantMinor && patch >= wantPatch));
}

describe('one Node version', () => {
  it('.nvmrc, engines, the node dev dependency and the Dockerfile name the same Node', () => {
    expect(nodeVersion).toMatch(/^\d+\.\d+\.\d+$/);
    expect(satisfiesCaret(nodeVersion, pkg.engines.node)).toBe(true);
    expect(pkg.devDependencies.node).toBe(nodeVersion);
    const bases = [...dockerfile.matchAll(/^FROM\s+node:(\S+?)(?:-\S+)?(?:\s+AS\s+\S+)?$/gim)].map((m) => m[1]);
    expect(bases.length).toBeGreaterThan(0);
    for (const base of bases) expect(base).toBe(nodeVersion);
  });
});

describe('what the Dockerfile needs (no Docker engine here builds it)', () => {
  const ignored = read('docker/Dockerfile.dockerignore')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));

  it('every file it copies from the build context exists and is not excluded by its .dockerignore', () => {
    const copies = [...dockerfile.matchAll(/^COPY\s+(?!--from)(.+)$/gm)].map((m) => m[1].trim().split(/\s+/).slice(0, -1));
    expect(copies.length).toBeGreaterThan(0);
    for (const sources of copies) {
      for (const source of sources) {
        expect(fs.existsSync(path.join(root, source))).toBe(true);
        if (source !== '.') expect(ignored).not.toContain(source);
      }
    }
  });

  it('it installs from the lock file, builds with Nx projects that have a build target, and runs files the build writes', () => {
    expect(dockerfile).toMatch(/RUN npm ci\b/);
    const built = ['apps/api', 'apps/dashboard', 'apps/marketing'].filter((dir) => {
      const project = JSON.parse(read(`${dir}/project.json`)) as { targets?: Record<string, unknown> };
      return !!project.targets?.build;
    });
    expect(built).toEqual(['apps/api', 'apps/dashboard', 'apps/marketing']);
    // The API build (tools/build-api.mjs) compiles apps/api/src/x.ts to dist/api/apps/api/src/x.js.
    expect(read('tools/build-api.mjs')).toContain("'dist/api'");
    const compose = read('docker/compose.yaml');
    const started = [...`${dockerfile}\n${compose}`.matchAll(/dist\/api\/(apps\/api\/src\/[\w/-]+)\.js/g)].map((m) => m[1]);
    expect(started.length).toBeGreaterThan(1);
    for (const file of started) expect(fs.existsSync(path.join(root, `${file}.ts`))).toBe(true);
  });
});

describe('dependencies', () => {
  it('a normal install does not fetch Lighthouse (bench:web installs it on demand)', () => {
    expect(Object.keys(lock.packages).filter((key) => /node_modules\/(lighthouse|chrome-launcher)$/.test(key))).toEqual([]);
  });
});

describe('README', () => {
  it('every npm script it names exists', () => {
    const named = new Set([...read('README.md').matchAll(/npm run (?:-s )?([\w:-]+)/g)].map((m) => m[1]));
    expect(named.size).toBeGreaterThan(5);
    for (const script of named) expect(Object.keys(pkg.scripts)).toContain(script);
  });
});
