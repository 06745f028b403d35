// `npm test`: lint and type-check every project, run the front ends' Vitest unit tests, then the
// API's unit and integration tests on embedded PostgreSQL while the product builds beside them
// (neither needs the other), then the browser journeys against the build.
// Ends with one plain line: "Tests: N passed, N failed, N skipped" (Jest and Vitest together).
// A developer runs one project's share instead: `nx affected -t test` (see the README).
import fs from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';

const root = path.resolve(import.meta.dirname, '..');
const reportDir = path.join(root, 'tmp', 'test-reports');
fs.mkdirSync(reportDir, { recursive: true });
const totals = { passed: 0, failed: 0, skipped: 0 };
const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' };
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

/**
 * Runs one step. Its output streams to the terminal, or, for a step that runs beside another, goes
 * to a log file that is printed whole when the step ends (so the two outputs do not interleave).
 */
function run(title, command, args, { quiet = false } = {}) {
  const started = Date.now();
  if (!quiet) process.stdout.write(`\n=== ${title}\n`);
  const log = quiet ? path.join(reportDir, `${title.replace(/\W+/g, '-')}.log`) : undefined;
  const out = log ? fs.openSync(log, 'w') : 'inherit';
  return new Promise((resolve) => {
    const child = spawn(bin(command), args, { cwd: root, stdio: ['ignore', out, out], env });
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      if (log) {
        fs.closeSync(out);
        process.stdout.write(`\n=== ${title} (ran beside the tests)\n${fs.readFileSync(log, 'utf8')}`);
      }
      process.stdout.write(`--- ${title}: ${code === 0 ? 'ok' : `failed (exit ${code})`} in ${seconds} s\n`);
      resolve(code === 0);
    });
  });
}

/** Adds a Jest or Vitest JSON report (the same field names) to the totals. */
function count(outputFile, ok) {
  if (fs.existsSync(outputFile)) {
    const r = JSON.parse(fs.readFileSync(outputFile, 'utf8'));
    totals.passed += r.numPassedTests;
    totals.failed += r.numFailedTests + (r.numRuntimeErrorTestSuites ?? 0);
    totals.skipped += r.numPendingTests + r.numTodoTests;
    // A suite that failed to load (Vitest) counts as one failure.
    if (!ok && r.numFailedTests === 0 && !r.numRuntimeErrorTestSuites) totals.failed += 1;
  } else if (!ok) {
    totals.failed += 1;
  }
  return ok;
}

async function jest(title, config, report) {
  const outputFile = path.join(reportDir, report);
  fs.rmSync(outputFile, { force: true });
  return count(outputFile, await run(title, 'jest', ['-c', config, '--ci', '--json', `--outputFile=${outputFile}`]));
}

async function vitest(title, report) {
  const outputFile = path.join(reportDir, report);
  fs.rmSync(outputFile, { force: true });
  const args = ['run', '--config', 'vitest.config.mts', '--reporter=default', '--reporter=json', `--outputFile.json=${outputFile}`];
  return count(outputFile, await run(title, 'vitest', args));
}

const step = (ok) => {
  if (!ok) totals.failed += 1;
  return ok;
};

let ok = step(await run('lint and type-check', 'nx', ['run-many', '-t', 'lint', 'typecheck', '--parallel=2', '--outputStyle=stream']));
ok = (await vitest('front-end unit tests (Vitest)', 'vitest.json')) && ok;
// Side by side: the API tests mostly wait on PostgreSQL, the build on the CPU (docs/testing.md).
const [apiOk, built] = await Promise.all([
  jest('API unit and integration tests (embedded PostgreSQL)', 'jest.config.js', 'api.json'),
  run('build the product', 'nx', ['run-many', '-t', 'build', '--parallel=2', '--outputStyle=stream'], { quiet: true }),
]);
ok = apiOk && step(built) && ok;
if (built) ok = (await jest('browser journeys (Chromium)', 'jest.browser.config.js', 'browser.json')) && ok;
process.stdout.write(`\nTests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped\n`);
process.exit(ok && totals.failed === 0 ? 0 : 1);
