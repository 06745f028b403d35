import fs from 'node:fs';
import path from 'node:path';
import { generateOpenApi } from '../cli/openapi';

// The generator is a build tool (tools/), not a library of the API; only this test loads it.
// eslint-disable-next-line @typescript-eslint/no-require-imports, @nx/enforce-module-boundaries
const { generateApiTypes } = require('../../../../tools/generate-api-types.cjs') as { generateApiTypes: (doc: unknown) => string };
const root = path.resolve(__dirname, '../../../..');

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
