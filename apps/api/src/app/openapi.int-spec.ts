import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { generateOpenApi } from '../cli/openapi';

const root = path.resolve(__dirname, '../../../..');

/** The generator is a build tool (tools/), not a library of the API: the test runs it as `npm run openapi` does. */
const generateApiTypes = (doc: unknown): string =>
  execFileSync(process.execPath, [path.join(root, 'tools/generate-api-types.cjs'), '--stdout'], { input: JSON.stringify(doc), encoding: 'utf8' });

describe('generated API contract files (run `npm run openapi` after changing an endpoint)', () => {
  let generated: unknown;
  beforeAll(async () => {
    generated = JSON.parse(await generateOpenApi());
  });

  it('openapi/openapi.json matches what the code generates', () => {
    const committed = fs.readFileSync(path.join(root, 'openapi/openapi.json'), 'utf8');
    expect(JSON.parse(committed)).toEqual(generated);
  });

  it('libs/shared/api-types matches the OpenAPI document', () => {
    const committed = fs.readFileSync(path.join(root, 'libs/shared/api-types/src/generated.ts'), 'utf8');
    expect(committed).toBe(generateApiTypes(generated));
  });
});
