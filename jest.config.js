// Every API unit and integration test in one Jest run (what `npm test` runs): one embedded
// PostgreSQL for the run, one database per test file (cloned from a migrated template).
// Per project: `nx run <project>:test` (jest.unit.config.js, no database) and
// `nx run <project>:integration` (jest.integration.config.js).
const { compilerOptions } = require('./tsconfig.base.json');
const swcOptions = require('./tools/swc-options.cjs');

// Each Nx test target writes its JSON report here (`--outputFile`), and Jest does not make the folder.
require('node:fs').mkdirSync(require('node:path').join(__dirname, 'tmp', 'test-reports'), { recursive: true });

const moduleNameMapper = Object.fromEntries(
  Object.entries(compilerOptions.paths).map(([alias, [target]]) => [`^${alias.replace('/', '\\/')}$`, `<rootDir>/${target}`]),
);

const ESM_FOR_JEST =
  '(@fastify/static/node_modules/)?content-disposition/dist/|@fastify/cookie/index\\.js|(@fastify/cookie/node_modules/)?cookie/dist/|preact/dist/preact\\.mjs|' +
  // file-type (what an upload really is) and its readers, and thumbhash (image placeholders): ES modules only.
  'file-type/|strtok3/|token-types/|uint8array-extras/|@tokenizer/|@borewit/|thumbhash/|' +
  // otplib's hashes (two-factor codes): ES modules only.
  '@scure/base/index\\.js|(@otplib/plugin-crypto-noble/node_modules/)?@noble/hashes/|' +
  // Fastify's inject (light-my-request), which the security headers use once at boot: its cookie module.
  'light-my-request/node_modules/cookie/dist/';

module.exports = {
  rootDir: __dirname,
  testEnvironment: 'node',
  roots: ['<rootDir>/apps/api', '<rootDir>/libs'],
  testMatch: ['**/*.spec.ts', '**/*.int-spec.ts', '**/*.e2e-spec.ts'],
  transform: {
    '^.+\\.ts$': ['@swc/jest', { ...swcOptions({ rewritePaths: false }), swcrc: false }],
    // ES modules that Fastify plugins load (@fastify/static requires content-disposition,
    // @fastify/cookie imports cookie) and Preact (which the site renderer uses): Node loads them, Jest's CommonJS runtime does not without
    // --experimental-vm-modules, so the tests get them (and that import) compiled to CommonJS.
    // otplib's base32 (@scure/base) and its own @noble/hashes ship as ES modules only.
    [ESM_FOR_JEST]: ['@swc/jest', { jsc: { target: 'es2022' }, module: { type: 'commonjs' }, swcrc: false }],
  },
  transformIgnorePatterns: [`/node_modules/(?!${ESM_FOR_JEST})`],
  moduleNameMapper,
  // The shared harness (libs/api/testing) starts PostgreSQL; the app hands it its composition root.
  globalSetup: '<rootDir>/libs/api/testing/src/global-setup.ts',
  globalTeardown: '<rootDir>/libs/api/testing/src/global-teardown.ts',
  setupFiles: ['<rootDir>/libs/api/testing/src/setup-env.ts', '<rootDir>/apps/api/test/support/app-under-test.ts'],
  // Closes what a failed or timed-out hook left open (apps, SMTP and Stripe servers): the run then
  // exits by itself, without forceExit.
  setupFilesAfterEnv: ['<rootDir>/libs/api/testing/src/close-leftovers.setup.ts'],
  testTimeout: 30000,
  maxWorkers: 2,
};
