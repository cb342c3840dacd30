// `npm test`: every check and every suite, ending with one line `N passed, N failed`.
import './node24.mjs';

import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { buildClient } from './build-client.mjs';
import { ensureChromium } from './ensure-chromium.mjs';

const node = process.execPath;
// Node keeps the code it compiled for the next process: the checks, the jest workers, the child
// servers of the fault suites and the browser tests' servers load the same files again and again.
const env = {
  ...process.env,
  NODE_ENV: 'test',
  NODE_COMPILE_CACHE: path.resolve('node_modules/.cache/node-compile'),
};
const totals = { passed: 0, failed: 0, skipped: 0 };

function run(label, args, extraEnv = {}) {
  console.log(`\n▶ ${label}`);
  const result = spawnSync(node, args, { stdio: 'inherit', env: { ...env, ...extraEnv } });
  return result.status === 0;
}

const checks = [
  [
    'codegen up to date',
    ['node_modules/@graphql-codegen/cli/esm/bin.js', '--config', 'codegen.ts', '--check'],
  ],
  ['typecheck', ['node_modules/typescript/bin/tsc', '--noEmit', '-p', 'tsconfig.json']],
  ['typecheck client', ['node_modules/typescript/bin/tsc', '--noEmit', '-p', 'client/tsconfig.json']],
  [
    'typecheck client tests',
    ['node_modules/typescript/bin/tsc', '--noEmit', '-p', 'tests/client/tsconfig.json'],
  ],
  ['lint', ['node_modules/eslint/bin/eslint.js', '.', '--max-warnings=0']],
  ['format', ['node_modules/prettier/bin/prettier.cjs', '--check', '.', '--log-level', 'warn']],
  ['dead code (knip)', ['node_modules/knip/bin/knip.js', '--no-progress']],
  ['copy-paste (jscpd, threshold in .jscpd.json)', ['node_modules/jscpd/bin/jscpd', '--silent']],
];
/** Runs a check with its output kept, and prints both when it ends, so checks may run side by side. */
function check([label, args]) {
  return new Promise((resolve) => {
    const child = spawn(node, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (status) => {
      console.log(`\n▶ ${label}`);
      process.stdout.write(Buffer.concat(output));
      if (status === 0) totals.passed += 1;
      else totals.failed += 1;
      resolve();
    });
  });
}

// Two at a time: the machines this runs on have two cores.
const waiting = [...checks];
const lane = async () => {
  for (let next = waiting.shift(); next; next = waiting.shift()) await check(next);
};
await Promise.all([lane(), lane()]);

const report = path.join(mkdtempSync(path.join(tmpdir(), 'gv-jest-')), 'report.json');
const jestArgs = ['--experimental-vm-modules', 'node_modules/jest/bin/jest.js', '--ci', '--maxWorkers=2'];
run('jest', [...jestArgs, '--json', `--outputFile=${report}`, ...process.argv.slice(2)]);
try {
  const results = JSON.parse(readFileSync(report, 'utf8'));
  totals.passed += results.numPassedTests;
  totals.failed += results.numFailedTests + results.numRuntimeErrorTestSuites;
  totals.skipped += results.numPendingTests;
} catch {
  console.error('jest wrote no report');
  totals.failed += 1;
}

buildClient();
if (ensureChromium()) {
  const e2eReport = path.join(path.dirname(report), 'e2e.json');
  run('playwright', ['node_modules/@playwright/test/cli.js', 'test'], { E2E_REPORT: e2eReport });
  try {
    const { stats } = JSON.parse(readFileSync(e2eReport, 'utf8'));
    totals.passed += stats.expected + stats.flaky;
    totals.failed += stats.unexpected;
    totals.skipped += stats.skipped;
  } catch {
    console.error('playwright wrote no report');
    totals.failed += 1;
  }
} else if (process.env.CI === 'true') {
  console.error('Chromium is missing and could not be installed; CI must run the browser tests.');
  totals.failed += 1;
} else {
  console.warn('Chromium is missing: the browser tests are skipped.');
  totals.skipped += 1;
}

console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(totals.failed > 0 ? 1 : 0);
