import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

import type { proofRules } from '@meridian/contract';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { fund, ok, USDT, userIdOf } from '../../testing/money.js';
import { buildTestApp, type TestApp } from '../../testing/test-app.js';
import { takeSnapshot } from './index.js';

const run = promisify(execFile);
const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');
const script = path.join(repo, 'scripts/verify-liabilities.mjs');

/** Runs the open script on two files; answers its exit code and output. */
async function verify(root: unknown, leaf: unknown) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'proof-'));
  const rootFile = path.join(dir, 'root.json');
  const leafFile = path.join(dir, 'leaf.json');
  fs.writeFileSync(rootFile, JSON.stringify(root));
  fs.writeFileSync(leafFile, JSON.stringify(leaf));
  try {
    const { stdout } = await run(process.execPath, [script, rootFile, leafFile]);
    return { code: 0, stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string };
    return { code: failed.code, stdout: failed.stdout };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

let t: TestApp;
// The script runs the contract's built code: build it (a no-op when it is up to date).
beforeAll(async () => {
  await run(process.execPath, [path.join(repo, 'node_modules/typescript/bin/tsc'), '-b'], {
    cwd: path.join(repo, 'packages/contract'),
  });
}, 120_000);
beforeEach(async () => {
  t = await buildTestApp();
});
afterEach(() => t.close());

describe('scripts/verify-liabilities.mjs', () => {
  it('passes on the files a snapshot publishes, and fails on a changed balance', async () => {
    const users = await Promise.all([t.signUp(), t.signUp(), t.signUp()]);
    for (const [i, user] of users.entries()) {
      await fund(t.db, await userIdOf(t, user.token), USDT, String(10 * (i + 1)));
    }
    await takeSnapshot(t, Date.UTC(2030, 0, 5, 0, 10));
    // The files as downloaded: the API's answers, envelope and all.
    const root = (await t.get('/api/proof/root')).json();
    const leafAnswer = await t.get('/api/proof/leaf', {}, users[1].token);
    const leaf = leafAnswer.json();

    const passed = await verify(root, leaf);
    expect(passed.stdout).toContain('PASS');
    expect(passed.code).toBe(0);

    const mine = ok<proofRules.LeafFile>(leafAnswer);
    const changed = { ...mine, leaf: { ...mine.leaf, balances: { USDT: '2000' } } };
    const failed = await verify(ok(await t.get('/api/proof/root')), changed);
    expect(failed.code).toBe(1);
    expect(failed.stdout).toContain('FAIL: root_hash');

    const negative = {
      ...mine,
      path: mine.path.map((step, i) => (i === 0 ? { ...step, sums: { USDT: '-5' } } : step)),
    };
    const refused = await verify(ok(await t.get('/api/proof/root')), negative);
    expect(refused.code).toBe(1);
    expect(refused.stdout).toContain('FAIL: negative_node');

    expect((await verify({ nothing: 1 }, mine)).code).toBe(2);
  }, 60_000);
});
