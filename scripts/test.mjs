#!/usr/bin/env node
// Runs every test suite CI runs, in order, and ends with one line "N passed, N failed".
// Server tests run on in-memory PGlite, and again on PostgreSQL when TEST_DATABASE_URL is set.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'meridian-tests-'));
const only = process.argv.slice(2);

const suites = [
  { name: 'contract', cwd: 'packages/contract', args: [] },
  { name: 'server (PGlite)', cwd: 'apps/server', args: [], env: { TEST_DATABASE_URL: '' } },
  ...(process.env.TEST_DATABASE_URL
    ? [
        {
          name: 'server (PostgreSQL)',
          cwd: 'apps/server',
          args: [],
          env: { TEST_DATABASE_URL: process.env.TEST_DATABASE_URL },
        },
      ]
    : []),
  { name: 'web', cwd: 'apps/web', args: [] },
  { name: 'console', cwd: 'apps/console', args: [] },
  {
    name: 'e2e (Chromium)',
    cwd: 'apps/web',
    args: ['--config', 'e2e/vitest.config.ts'],
    build: true,
  },
].filter((s) => only.length === 0 || only.some((o) => s.name.startsWith(o)));

function run(command, args, options = {}) {
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    cwd: root,
    ...options,
    env: { ...process.env, ...options.env },
  });
  return result.status ?? 1;
}

// The gates: each counts as one test, so a type error, a lint error (import boundaries
// included), an unformatted file or a badly named file fails the run.
const gates = [
  { name: 'typecheck', args: ['run', 'typecheck'] },
  { name: 'lint', args: ['run', 'lint'] },
  { name: 'format', args: ['run', 'format:check'] },
  { name: 'file names', args: ['run', 'check:names'] },
].filter((g) => only.length === 0 || only.some((o) => g.name.startsWith(o) || o === 'gates'));

let passed = 0;
let failed = 0;
let built = false;
for (const gate of gates) {
  console.log(`\n=== ${gate.name} ===`);
  if (run('npm', ['--silent', ...gate.args]) === 0) {
    passed += 1;
    console.log(`${gate.name}: clean`);
  } else {
    failed += 1;
    console.log(`${gate.name}: failed`);
  }
}
// The server's start-up test runs main.ts under tsx, which loads the contract's build.
if (run('npm', ['run', 'build', '--workspace', '@meridian/contract']) !== 0) {
  console.log('contract build failed');
  failed += 1;
}
for (const [index, suite] of suites.entries()) {
  console.log(`\n=== ${suite.name} ===`);
  if (suite.build && !built) {
    if (run('npm', ['run', 'build']) !== 0) {
      console.log('build failed');
      failed += 1;
      continue;
    }
    built = true;
  }
  const report = path.join(reports, `${index}.json`);
  const status = run(
    'npx',
    [
      'vitest',
      'run',
      ...suite.args,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
    ],
    { cwd: path.join(root, suite.cwd), env: suite.env ?? {} },
  );
  if (!fs.existsSync(report)) {
    console.log(`${suite.name}: no report (exit ${status})`);
    failed += 1;
    continue;
  }
  const summary = JSON.parse(fs.readFileSync(report, 'utf8'));
  passed += summary.numPassedTests;
  failed += summary.numFailedTests;
  // A suite that crashed outside any test still fails the run.
  if (status !== 0 && summary.numFailedTests === 0) failed += 1;
  console.log(`${suite.name}: ${summary.numPassedTests} passed, ${summary.numFailedTests} failed`);
}

console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
