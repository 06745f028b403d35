import 'reflect-metadata';
import fs from 'node:fs';
import path from 'node:path';
import { createApp } from '../app/create-app';
import { buildOpenApiDocument } from '../app/openapi';

/** Writes openapi/openapi.json from the code; needs no database. */
export async function generateOpenApi(): Promise<string> {
  process.env.LOG_LEVEL = 'silent';
  const app = await createApp({ databaseUrl: 'postgresql://openapi@127.0.0.1:1/none', lazyConnect: true });
  await app.init();
  const document = buildOpenApiDocument(app);
  await app.close();
  return `${JSON.stringify(document, null, 2)}\n`;
}

if (require.main === module) {
  generateOpenApi()
    .then((json) => {
      const target = path.resolve(process.argv[2] ?? 'openapi/openapi.json');
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.writeFileSync(target, json);
      process.stdout.write(`wrote ${path.relative(process.cwd(), target)}\n`);
      process.exit(0);
    })
    .catch((error: unknown) => {
      process.stderr.write(`${String(error)}\n`);
      process.exit(1);
    });
}
