// `npm test`: every project's Nx targets in stages, so that Nx's cache serves what has not changed:
//   1. lint, typecheck, knip and the Prettier check;  2. unit tests (Jest per API project, Vitest per front end, no database);
//   3. integration tests (Jest on embedded PostgreSQL, one per project) while the product builds;
//   4. browser journeys against the build.
// Each test target writes a Jest/Vitest JSON report under tmp/test-reports/ (an Nx output, restored
// from the cache on a hit); the run ends with one plain line summing them:
// "Tests: N passed, N failed, N skipped". Extra arguments go to every `nx run-many`
// (e.g. `npm test -- --projects=tools,shared-catalog`). One project: `nx run <project>:test`.
import fs from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { ensureProjectNode, projectEnv, root } from './lib/project-node.mjs';
import { ensurePostgresUser } from './setup-postgres-user.mjs';

ensureProjectNode();
ensurePostgresUser();
const reportDir = path.join(root, 'tmp', 'test-reports');
fs.rmSync(reportDir, { recursive: true, force: true });
fs.mkdirSync(reportDir, { recursive: true });
const env = projectEnv({ NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' });
const extra = process.argv.slice(2);

function nx(title, targets, parallel) {
  const started = Date.now();
  process.stdout.write(`\n=== ${title}\n`);
  const args = ['run-many', '-t', ...targets, `--parallel=${parallel}`, '--outputStyle=stream', ...extra];
  return new Promise((resolve) => {
    const child = spawn(path.join(root, 'node_modules', '.bin', 'nx'), args, { cwd: root, stdio: 'inherit', env });
    child.on('close', (code) => {
      process.stdout.write(`--- ${title}: ${code === 0 ? 'ok' : `failed (exit ${code})`} in ${((Date.now() - started) / 1000).toFixed(0)} s\n`);
      resolve(code === 0);
    });
  });
}

/** Sums the Jest and Vitest JSON reports (the same field names); a failed stage with no failed test counts as one failure. */
function totals(stagesOk) {
  const sum = { passed: 0, failed: 0, skipped: 0 };
  for (const file of fs.readdirSync(reportDir).filter((f) => f.endsWith('.json'))) {
    const r = JSON.parse(fs.readFileSync(path.join(reportDir, file), 'utf8'));
    sum.passed += r.numPassedTests;
    sum.failed += r.numFailedTests + (r.numRuntimeErrorTestSuites ?? 0);
    sum.skipped += r.numPendingTests + r.numTodoTests;
  }
  sum.failed += stagesOk.filter((ok) => !ok).length && sum.failed === 0 ? 1 : 0;
  return sum;
}

const stages = [];
// knip (unused or undeclared dependencies, files and exports) and format-check (Prettier) are the tools project's.
stages.push(await nx('lint, typecheck, knip and format check', ['lint', 'typecheck', 'knip', 'format-check'], 2));
stages.push(await nx('unit tests (Jest, Vitest)', ['test'], 2));
// Side by side: the integration tests mostly wait on PostgreSQL (one worker each), the build on the CPU.
stages.push(await nx('integration tests (embedded PostgreSQL) and the build', ['integration', 'build'], 2));
if (stages.at(-1)) stages.push(await nx('browser journeys (Chromium)', ['e2e'], 1));
const sum = totals(stages);
process.stdout.write(`\nTests: ${sum.passed} passed, ${sum.failed} failed, ${sum.skipped} skipped\n`);
process.exit(stages.every(Boolean) && sum.failed === 0 ? 0 : 1);
