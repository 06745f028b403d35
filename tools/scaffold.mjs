// One-off generator for the library layout (kept for reference when adding a context).
import fs from 'node:fs';
const contexts = ['shared', 'mail', 'accounts', 'sites', 'intake', 'billing'];
const layers = ['domain', 'application', 'infrastructure'];
const paths = {};
for (const ctx of contexts) for (const layer of layers) {
  const dir = `libs/api/${ctx}/${layer}`;
  const name = `api-${ctx}-${layer}`;
  fs.mkdirSync(`${dir}/src`, { recursive: true });
  if (!fs.existsSync(`${dir}/src/index.ts`)) fs.writeFileSync(`${dir}/src/index.ts`, 'export {};\n');
  fs.writeFileSync(`${dir}/project.json`, JSON.stringify({
    name, $schema: '../../../../node_modules/nx/schemas/project-schema.json',
    sourceRoot: `${dir}/src`, projectType: 'library',
    tags: ['scope:api', `type:${layer}`, `context:${ctx}`],
    targets: { lint: { command: `eslint ${dir}` } },
  }, null, 2) + '\n');
  paths[`@fw/${name}`] = [`${dir}/src/index.ts`];
}
for (const lib of ['catalog', 'api-types']) {
  const dir = `libs/shared/${lib}`;
  fs.mkdirSync(`${dir}/src`, { recursive: true });
  if (!fs.existsSync(`${dir}/src/index.ts`)) fs.writeFileSync(`${dir}/src/index.ts`, 'export {};\n');
  fs.writeFileSync(`${dir}/project.json`, JSON.stringify({
    name: `shared-${lib}`, $schema: '../../../node_modules/nx/schemas/project-schema.json',
    sourceRoot: `${dir}/src`, projectType: 'library',
    tags: ['scope:shared', 'type:contracts', 'context:shared'],
    targets: { lint: { command: `eslint ${dir}` } },
  }, null, 2) + '\n');
  paths[`@fw/shared-${lib}`] = [`${dir}/src/index.ts`];
}
fs.writeFileSync('tools/paths.json', JSON.stringify(paths, null, 2) + '\n');
