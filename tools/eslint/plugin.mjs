// The workspace's own lint rules (eslint.config.mjs registers them as `fw/*`).

const SQL_TABLE = /\b(?:from|join|update|into|table)\s+"?([a-z_][a-z0-9_]*)"?/gi;

/**
 * The API context a file belongs to (libs/api/<context>/...); the API's composition root
 * (apps/api/src/app), which owns no table; or undefined.
 */
function contextOf(filename) {
  const path = filename.replace(/\\/g, '/');
  if (/(?:^|\/)apps\/api\/src\/app\//.test(path)) return 'the composition root';
  return /(?:^|\/)libs\/api\/([a-z-]+)\//.exec(path)?.[1];
}

/**
 * SQL text in one context that names a table another context owns: a context reads another only
 * through that context's port. Options: `{ owners: { table: context } }`.
 */
const noForeignTables = {
  meta: {
    type: 'problem',
    docs: { description: "SQL in one API context must not name another context's tables; ask that context's port" },
    schema: [{ type: 'object', properties: { owners: { type: 'object', additionalProperties: { type: 'string' } } }, additionalProperties: false }],
    messages: { foreign: 'SQL names table "{{table}}", which belongs to the {{owner}} context; read it through a port of {{owner}}.' },
  },
  create(context) {
    const here = contextOf(context.filename);
    const owners = context.options[0]?.owners ?? {};
    if (!here) return {};
    const check = (node, text) => {
      for (const [, table] of text.matchAll(SQL_TABLE)) {
        const owner = owners[table.toLowerCase()];
        if (owner && owner !== here) context.report({ node, messageId: 'foreign', data: { table, owner } });
      }
    };
    return {
      Literal(node) {
        if (typeof node.value === 'string') check(node, node.value);
      },
      TemplateLiteral(node) {
        check(node, node.quasis.map((q) => q.value.cooked ?? q.value.raw).join(' '));
      },
    };
  },
};

export default { meta: { name: 'fw' }, rules: { 'no-foreign-tables': noForeignTables } };
