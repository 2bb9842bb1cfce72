import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Writable } from 'node:stream';

import { afterAll, describe, expect, it } from 'vitest';

import { spawnServer } from './testing/server-process.js';

const serverDir = path.resolve(import.meta.dirname, '..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'meridian-main-'));
const children: ChildProcess[] = [];

/** Starts `src/main.ts` on the embedded database in `dataDir`; resolves on ready or exit. */
function start(port: number) {
  const server = spawnServer(port, dataDir);
  children.push(server.child);
  const ready = server.started.then((outcome) => ({ ...outcome, output: server.output }));
  return { child: server.child, ready, exited: server.exited };
}

afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** A port nothing listens on now (other test runs may use fixed ones at the same time). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Resolves once the server on `port` answers HTTP, or rejects after `ms`. */
async function answering(port: number, ms = 60_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/getSiteConfig`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`nothing answers on ${port}`);
}

describe('main: shutdown', () => {
  /** `src/main.ts` on an in-memory database, its stdout going to `stdout`; resolves once it answers. */
  async function serve(stdout: 'pipe' | Writable) {
    const port = await freePort();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'meridian-sigterm-'));
    const server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverDir,
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: dir,
        DATABASE_URL: 'memory://',
        DEMO: '0',
        LOG_LEVEL: 'info',
        WEB_DIST_DIR: '/nonexistent',
        CONSOLE_DIST_DIR: '/nonexistent',
        MARKET_BACKFILL_DAYS: '0',
      },
      stdio: ['ignore', stdout, 'pipe'],
    });
    children.push(server);
    let errors = '';
    server.stderr?.on('data', (c: Buffer) => (errors += c.toString()));
    const exited = new Promise<number | null>((resolve) =>
      server.on('exit', (code) => {
        fs.rmSync(dir, { recursive: true, force: true });
        resolve(code);
      }),
    );
    await answering(port).catch((error: Error) => {
      throw new Error(`${error.message}: ${errors.slice(-2000)}`);
    });
    /** Sends SIGTERM; answers the exit code, or 'hung' after 12 s. */
    const terminate = () => {
      server.kill('SIGTERM');
      return Promise.race([
        exited,
        new Promise<'hung'>((r) => setTimeout(() => r('hung'), 12_000)),
      ]);
    };
    return { server, port, terminate, errors: () => errors };
  }

  /** Logged requests: about 300 bytes of log each. */
  async function logLines(port: number, requests: number) {
    for (let i = 0; i < requests; i += 20) {
      await Promise.all(
        Array.from({ length: 20 }, () => fetch(`http://127.0.0.1:${port}/api/getSiteConfig`)),
      );
    }
  }

  it('audit 15: SIGTERM exits within 12 s when nobody reads its output any more', async () => {
    // A reader that stopped reading (tee stuck, or gone while something else holds the pipe):
    // the pipe fills up and every further write would wait for ever.
    const { server, port, terminate, errors } = await serve('pipe');
    server.stdout?.pause();
    await logLines(port, 600);
    expect(await terminate(), errors().slice(-2000)).toBe(0);
  }, 120_000);

  it('exits on SIGTERM after the reader of its output has exited (EPIPE)', async () => {
    const reader = spawn(
      process.execPath,
      ['-e', "process.stdin.once('data', () => process.exit(0))"],
      {
        stdio: ['pipe', 'ignore', 'ignore'],
      },
    );
    children.push(reader);
    const readerGone = new Promise((resolve) => reader.on('exit', resolve));
    const { port, terminate, errors } = await serve(reader.stdin);
    await readerGone;
    await logLines(port, 100);
    expect(await terminate(), errors().slice(-2000)).toBe(0);
  }, 120_000);
});

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
  'main: the embedded database on disk',
  () => {
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
  },
);
