// `npm test`: lint and type-check every project, run the API's unit and integration tests on
// embedded PostgreSQL, then build the product and run the browser journeys against it.
// Ends with one plain line: "Tests: N passed, N failed, N skipped".
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';

const root = path.resolve(import.meta.dirname, '..');
const reportDir = path.join(root, 'tmp', 'test-reports');
fs.mkdirSync(reportDir, { recursive: true });
const totals = { passed: 0, failed: 0, skipped: 0 };

function run(title, command, args) {
  process.stdout.write(`\n=== ${title}\n`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' } });
  return result.status === 0;
}

function jest(title, config, report) {
  const outputFile = path.join(reportDir, report);
  fs.rmSync(outputFile, { force: true });
  const ok = run(title, 'jest', ['-c', config, '--ci', '--json', `--outputFile=${outputFile}`]);
  if (fs.existsSync(outputFile)) {
    const r = JSON.parse(fs.readFileSync(outputFile, 'utf8'));
    totals.passed += r.numPassedTests;
    totals.failed += r.numFailedTests + r.numRuntimeErrorTestSuites;
    totals.skipped += r.numPendingTests + r.numTodoTests;
  } else if (!ok) {
    totals.failed += 1;
  }
  return ok;
}

let ok = run('lint and type-check', 'nx', ['run-many', '-t', 'lint', 'typecheck', '--parallel=2', '--outputStyle=stream']);
if (!ok) totals.failed += 1;
ok = jest('API unit and integration tests (embedded PostgreSQL)', 'jest.config.js', 'api.json') && ok;
const dashboardUnits = run('dashboard and marketing unit tests (Vitest)', 'nx', ['run-many', '-t', 'test', '-p', 'dashboard', 'marketing', '--outputStyle=stream']);
if (!dashboardUnits) totals.failed += 1;
ok = dashboardUnits && ok;
if (fs.existsSync(path.join(root, 'jest.browser.config.js'))) {
  const built = run('build the product', 'nx', ['run-many', '-t', 'build', '--parallel=2', '--outputStyle=stream']);
  if (!built) totals.failed += 1;
  ok = built && jest('browser journeys (Chromium)', 'jest.browser.config.js', 'browser.json') && ok;
}
process.stdout.write(`\nTests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped\n`);
process.exit(ok && totals.failed === 0 ? 0 : 1);
