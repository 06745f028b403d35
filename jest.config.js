// One Jest run for every API unit and integration test; one embedded PostgreSQL for the run,
// one database per test file (cloned from a migrated template).
const { compilerOptions } = require('./tsconfig.base.json');
const swcOptions = require('./tools/swc-options.cjs');

const moduleNameMapper = Object.fromEntries(
  Object.entries(compilerOptions.paths).map(([alias, [target]]) => [`^${alias.replace('/', '\\/')}$`, `<rootDir>/${target}`]),
);

const ESM_FOR_JEST = '(@fastify/static/node_modules/)?content-disposition/dist/|@fastify/cookie/index\\.js|(@fastify/cookie/node_modules/)?cookie/dist/';

module.exports = {
  rootDir: __dirname,
  testEnvironment: 'node',
  roots: ['<rootDir>/apps/api', '<rootDir>/libs'],
  testMatch: ['**/*.spec.ts', '**/*.int-spec.ts', '**/*.e2e-spec.ts'],
  transform: {
    '^.+\\.ts$': ['@swc/jest', { ...swcOptions({ rewritePaths: false }), swcrc: false }],
    // ES modules that Fastify plugins load (@fastify/static requires content-disposition,
    // @fastify/cookie imports cookie): Node loads them, Jest's CommonJS runtime does not without
    // --experimental-vm-modules, so the tests get them (and that import) compiled to CommonJS.
    [ESM_FOR_JEST]: ['@swc/jest', { jsc: { target: 'es2022' }, module: { type: 'commonjs' }, swcrc: false }],
  },
  transformIgnorePatterns: [`/node_modules/(?!${ESM_FOR_JEST})`],
  moduleNameMapper,
  globalSetup: '<rootDir>/apps/api/test/support/global-setup.mjs',
  globalTeardown: '<rootDir>/apps/api/test/support/global-teardown.mjs',
  setupFiles: ['<rootDir>/apps/api/test/support/setup-env.ts'],
  testTimeout: 30000,
  maxWorkers: 2,
  forceExit: true,
};
