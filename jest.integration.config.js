// Integration tests (*.int-spec.ts, *.e2e-spec.ts) on the embedded PostgreSQL of jest.config.js.
// Each project's `integration` target runs its own folder.
const base = require('./jest.config.js');

module.exports = { ...base, testMatch: ['**/*.int-spec.ts', '**/*.e2e-spec.ts'] };
