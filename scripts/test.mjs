#!/usr/bin/env node
// `npm test`: lint, size limits, type check, dead code and declared dependencies (knip), unit tests, server integration tests on a real Postgres,
// and browser tests in Chromium. Prints one summary line of test counts at the end.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const reports = path.join(root, 'test-results');
mkdirSync(reports, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };
const failedSteps = [];

/**
 * Runs one step. `quiet`: its output is kept and printed in one block when it ends (for a step
 * that runs beside another, so the two do not interleave); otherwise it is shown as it comes.
 */
function step(name, cmd, args, { report, quiet = false } = {}) {
  console.log(quiet ? `\n... ${name}: started beside another step` : `\n=== ${name} ===`);
  const started = Date.now();
  if (report) rmSync(report, { force: true }); // never count an earlier run's report
  const child = spawn(cmd, args, {
    cwd: root,
    stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    // NODE_COMPILE_CACHE: Node keeps the compiled code of every module it loads (each server-test
    // fork, each browser test's server, tsc) on disk for the next process: ~7 % less CPU for five
    // server test files (bench/HISTORY.md, CITIME)
    env: {
      ...process.env,
      FORCE_COLOR: '1',
      NODE_COMPILE_CACHE:
        process.env.NODE_COMPILE_CACHE ?? path.join(root, 'node_modules', '.cache', 'node-compile-cache'),
    },
  });
  const chunks = [];
  child.stdout?.on('data', (chunk) => chunks.push(chunk));
  child.stderr?.on('data', (chunk) => chunks.push(chunk));
  return new Promise((resolve) => {
    child.on('error', (error) => chunks.push(Buffer.from(`${error}\n`)));
    child.on('close', (status, signal) => {
      let ok = status === 0;
      // a step stopped from outside (a signal) leaves no other trace in its output: say so
      if (signal) chunks.push(Buffer.from(`\n${name} was stopped by ${signal}\n`));
      if (signal && !quiet) console.log(`${name} was stopped by ${signal}`);
      if (report) {
        // A failed test fails the step even when the runner exits 0 (seen once with vitest 4), and a
        // runner that wrote no report ran nothing we can count.
        const json = existsSync(report) ? JSON.parse(readFileSync(report, 'utf8')) : undefined;
        totals.passed += json?.numPassedTests ?? 0;
        totals.failed += json?.numFailedTests ?? 0;
        totals.skipped += (json?.numPendingTests ?? 0) + (json?.numTodoTests ?? 0);
        if (!json || (json.numFailedTests ?? 0) > 0 || (json.numFailedTestSuites ?? 0) > 0) ok = false;
      }
      if (quiet) {
        console.log(`\n=== ${name} ===`);
        process.stdout.write(Buffer.concat(chunks));
      }
      console.log(`--- ${name}: ${ok ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      if (!ok) failedSteps.push(name);
      resolve(ok);
    });
  });
}

const vitest = (name, args) => {
  const report = path.join(reports, `${name}.json`);
  return step(
    name,
    bin('vitest'),
    ['run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
    { report },
  );
};

// Steps that do not depend on each other run side by side on the two cores: the quick checks and
// the unit tests beside the type check (one process on one core), and the apps' build beside the
// server tests.
await Promise.all([
  step('type check (tsc -b)', bin('tsc'), ['-b'], { quiet: true }),
  (async () => {
    await step('lint (biome)', bin('biome'), ['check', '.'], { quiet: true });
    await step(
      'sizes (no file over 500 lines, no function over 100)',
      process.execPath,
      ['scripts/check-sizes.mjs'],
      {
        quiet: true,
      },
    );
    await step('dead files, exports and undeclared dependencies (knip)', bin('knip'), ['--no-config-hints'], {
      quiet: true,
    });
    await vitest('unit', ['--project', 'unit']);
  })(),
]);
await step('postgresql', process.execPath, ['scripts/ensure-debian-packages.mjs', 'postgresql']);
// the several-instances test (issue 37): a real load balancer and pooler in front of Debian's PostgreSQL
for (const name of ['haproxy', 'pgbouncer'])
  await step(name, process.execPath, ['scripts/ensure-debian-packages.mjs', name], { quiet: true });
const [, appsReady] = await Promise.all([
  vitest('server', ['--project', 'server']),
  (async () =>
    (await step('build apps', process.execPath, ['scripts/build.mjs', '--apps'], { quiet: true })) &&
    (await step('chromium', process.execPath, ['scripts/ensure-debian-packages.mjs', 'chromium'], {
      quiet: true,
    })))(),
]);
if (appsReady) await vitest('e2e', ['--config', 'e2e/vitest.config.ts']);
else failedSteps.push('e2e (not run)');

console.log('');
if (failedSteps.length > 0) console.log(`Failed steps: ${failedSteps.join(', ')}`);
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedSteps.length > 0 ? 1 : 0);
