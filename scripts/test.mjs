#!/usr/bin/env node
// Runs every test suite CI runs and ends with one line "N passed, N failed".
// Server tests run on in-memory PGlite, and again on PostgreSQL when TEST_DATABASE_URL is set.
// Two lanes run side by side: the gates and the server suites (Node and SQL bound) beside the
// build and the browser suites (which spend much of their time waiting on pages). Each step's
// output is kept and printed whole when it ends, so the log reads one step at a time.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'meridian-tests-'));
const only = process.argv.slice(2);
const selected = (name) => only.length === 0 || only.some((o) => name.startsWith(o));

/** A vitest suite: one test per test. */
const suite = (name, cwd, args = [], env = {}) => ({ kind: 'suite', name, cwd, args, env });
/** A gate or a build: one test, passed when the command exits 0. */
const step = (name, args) => ({ kind: 'step', name, args });

// The gates: each counts as one test, so a type error, a lint error (import boundaries
// included), an unformatted file or a badly named file fails the run.
const gates = [
  step('typecheck', ['run', 'typecheck']),
  step('lint', ['run', 'lint']),
  step('format', ['run', 'format:check']),
  step('file names', ['run', 'check:names']),
].filter((g) => selected(g.name) || only.includes('gates'));

const serverSuites = [
  suite('contract', 'packages/contract'),
  suite('server (PGlite)', 'apps/server', [], { TEST_DATABASE_URL: '' }),
  ...(process.env.TEST_DATABASE_URL
    ? [
        suite('server (PostgreSQL)', 'apps/server', [], {
          TEST_DATABASE_URL: process.env.TEST_DATABASE_URL,
        }),
      ]
    : []),
].filter((s) => selected(s.name));

const browserSuites = [
  suite('web', 'apps/web'),
  suite('console', 'apps/console'),
  suite('e2e (Chromium)', 'apps/web', ['--config', 'e2e/vitest.config.ts']),
].filter((s) => selected(s.name));
const needsBuild = browserSuites.some((s) => s.name.startsWith('e2e'));

const lanes = [
  [...gates, ...serverSuites],
  // The unit suites first: the build is only for the end-to-end suite, which comes last.
  [
    ...browserSuites.filter((s) => !s.name.startsWith('e2e')),
    ...(needsBuild ? [step('build', ['run', 'build'])] : []),
    ...browserSuites.filter((s) => s.name.startsWith('e2e')),
  ],
];

let reportCount = 0;

/** Runs a command to its end, keeping its output; resolves with the exit status and the output. */
function run(command, args, { cwd = root, env = {} } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, FORCE_COLOR: '0', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const chunks = [];
    child.stdout.on('data', (c) => chunks.push(c));
    child.stderr.on('data', (c) => chunks.push(c));
    child.on('close', (code) => resolve({ status: code ?? 1, output: Buffer.concat(chunks) }));
  });
}

/** Runs one step or suite; answers its counts and the lines to print. */
async function runOne(item) {
  const started = Date.now();
  if (item.kind === 'step') {
    const { status, output } = await run('npm', ['--silent', ...item.args]);
    const verdict = status === 0 ? (item.name === 'build' ? 'built' : 'clean') : 'failed';
    return { passed: status === 0 ? 1 : 0, failed: status === 0 ? 0 : 1, output, verdict, started };
  }
  const report = path.join(reports, `${reportCount++}.json`);
  const { status, output } = await run(
    'npx',
    [
      'vitest',
      'run',
      ...item.args,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
    ],
    { cwd: path.join(root, item.cwd), env: item.env },
  );
  if (!fs.existsSync(report)) {
    return { passed: 0, failed: 1, output, verdict: `no report (exit ${status})`, started };
  }
  const summary = JSON.parse(fs.readFileSync(report, 'utf8'));
  // A suite that crashed outside any test still fails the run.
  const crashed = status !== 0 && summary.numFailedTests === 0 ? 1 : 0;
  return {
    passed: summary.numPassedTests,
    failed: summary.numFailedTests + crashed,
    output,
    verdict: `${summary.numPassedTests} passed, ${summary.numFailedTests} failed`,
    started,
  };
}

let passed = 0;
let failed = 0;

async function runLane(items) {
  for (const [index, item] of items.entries()) {
    const result = await runOne(item);
    passed += result.passed;
    failed += result.failed;
    const seconds = Math.round((Date.now() - result.started) / 1000);
    process.stdout.write(`\n=== ${item.name} ===\n`);
    process.stdout.write(result.output);
    process.stdout.write(`${item.name}: ${result.verdict} (${seconds} s)\n`);
    // Without a build the end-to-end suite would test an old or missing bundle.
    if (item.name === 'build' && result.failed > 0) {
      failed += items.length - index - 1;
      process.stdout.write('build failed: the suites after it count as failed\n');
      return;
    }
  }
}

// The server's start-up test runs main.ts under tsx, which loads the contract's build.
if (
  spawnSync('npm', ['run', 'build', '--workspace', '@meridian/contract'], { cwd: root }).status !==
  0
) {
  console.log('contract build failed');
  failed += 1;
}
await Promise.all(lanes.map(runLane));
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
