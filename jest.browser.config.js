// Browser journeys: the built product started as `npm start` starts it (own data folder, own
// embedded PostgreSQL, demo data, captured mail, payment sandbox), driven by Debian's Chromium.
const base = require('./jest.config.js');

module.exports = {
  ...base,
  roots: ['<rootDir>/apps'],
  testMatch: ['**/*-e2e/src/**/*.browser-spec.ts'],
  globalSetup: '<rootDir>/tools/e2e/global-setup.mjs',
  globalTeardown: '<rootDir>/tools/e2e/global-teardown.mjs',
  setupFiles: [],
  testTimeout: 90000,
  maxWorkers: 1,
};
