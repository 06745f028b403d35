import fs from 'node:fs';
import path from 'node:path';
import { generateOpenApi } from '../cli/openapi';

describe('openapi/openapi.json', () => {
  it('matches what the code generates (run `npm run openapi` after changing an endpoint)', async () => {
    const committed = fs.readFileSync(path.resolve(__dirname, '../../../../openapi/openapi.json'), 'utf8');
    expect(JSON.parse(committed)).toEqual(JSON.parse(await generateOpenApi()));
  });
});
