import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

const serverDir = path.resolve(import.meta.dirname, '..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'meridian-main-'));
const children: ChildProcess[] = [];

/** Starts `src/main.ts` on the embedded database in `dataDir`; resolves on ready or exit. */
function start(port: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '', DEMO: '1', LOG_LEVEL: 'info', WEB_DIST_DIR: '/nonexistent' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  const collect = (chunk: Buffer) => (output += chunk.toString());
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const ready = new Promise<{ ready: boolean; code: number | null; output: () => string }>((resolve) => {
    child.stdout?.on('data', () => {
      if (output.includes('Meridian ready')) resolve({ ready: true, code: null, output: () => output });
    });
    child.on('exit', (code) => resolve({ ready: false, code, output: () => output }));
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  return { child, ready, exited };
}

afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('main: the embedded database on disk', () => {
  it('locks its data directory, closes cleanly on SIGTERM and starts again with its data', async () => {
    const first = start(18_181);
    expect((await first.ready).ready).toBe(true);
    expect(fs.existsSync(path.join(dataDir, 'meridian.lock'))).toBe(true);

    const login = await fetch('http://127.0.0.1:18181/api/user/login', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'user_string=demo%40example.com&password=Demo12345',
    });
    expect(((await login.json()) as { type: string }).type).toBe('ok');

    const second = start(18_182);
    const refused = await second.ready;
    expect(refused.ready).toBe(false);
    expect(refused.code).not.toBe(0);
    expect(refused.output()).toMatch(/in use by process/);

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'meridian.lock'))).toBe(false);

    const again = start(18_183);
    expect((await again.ready).ready).toBe(true);
    const info = await fetch('http://127.0.0.1:18183/api/user/login', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'user_string=demo%40example.com&password=Demo12345',
    });
    expect(((await info.json()) as { type: string }).type).toBe('ok');
    again.child.kill('SIGINT');
    expect(await again.exited).toBe(0);
  }, 90_000);
});
