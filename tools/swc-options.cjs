// SWC settings shared by the API build and Jest: TypeScript with Nest's decorator metadata,
// CommonJS output, and the tsconfig path aliases rewritten to relative requires.
const path = require('node:path');
const { compilerOptions } = require('../tsconfig.base.json');

const root = path.resolve(__dirname, '..');

module.exports = function swcOptions({ rewritePaths = true } = {}) {
  return {
    jsc: {
      parser: { syntax: 'typescript', decorators: true, tsx: false },
      transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
      target: 'es2022',
      keepClassNames: true,
      ...(rewritePaths ? { baseUrl: root, paths: compilerOptions.paths } : {}),
    },
    module: { type: 'commonjs', strictMode: true },
    sourceMaps: true,
  };
};
