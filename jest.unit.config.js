// Unit tests (*.spec.ts): no database, no app boot. Each project's `test` target runs its own folder.
const base = require('./jest.config.js');

module.exports = {
  ...base,
  testMatch: ['**/*.spec.ts'],
  globalSetup: undefined,
  globalTeardown: undefined,
  setupFiles: ['<rootDir>/libs/api/testing/src/setup-env.ts'],
};
