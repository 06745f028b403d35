import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

/** knip.jsonc without its comments and trailing commas (JSONC), as plain JSON. */
function readJsonc(file: string): { paths: Record<string, string[]> } {
  const text = fs.readFileSync(path.join(root, file), 'utf8');
  return JSON.parse(text.replace(/^\s*\/\/.*$/gm, '').replace(/,(\s*[}\]])/g, '$1'));
}

describe('knip reads the workspace as TypeScript does', () => {
  it("has exactly tsconfig.base.json's path aliases (a new library added to one and not the other fails here)", () => {
    const tsconfig = JSON.parse(fs.readFileSync(path.join(root, 'tsconfig.base.json'), 'utf8')) as { compilerOptions: { paths: Record<string, string[]> } };
    expect(readJsonc('knip.jsonc').paths).toEqual(tsconfig.compilerOptions.paths);
  });
});
