#!/usr/bin/env node
// Time from starting the built server to "ready" on the embedded database, first start (empty
// data directory: initdb, migrations, seed) and second start (existing data), then from ready to
// the first quotation with a price (the simulated feed; the backfill runs behind it), and its
// memory when idle. Run `npm run build` first.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const main = path.join(root, 'apps/server/dist/main.js');

function startOnce(dataDir, port, databaseUrl = '') {
  const startedAt = performance.now();
  const child = spawn(process.execPath, [main], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      DEMO: '1',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', async (chunk) => {
      out += chunk;
      if (!out.includes('Meridian ready') || child.readyMs) return;
      child.readyMs = performance.now() - startedAt;
      child.firstPriceMs = await firstPrice(port);
      // Let start-up work settle, then read resident memory while nothing happens.
      await new Promise((r) => setTimeout(r, 5000));
      const status = fs.readFileSync(`/proc/${child.pid}/status`, 'utf8');
      const rssKb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      child.kill('SIGTERM');
      child.once('exit', () =>
        resolve({ readyMs: child.readyMs, firstPriceMs: child.firstPriceMs, rssMb: rssKb / 1024 }),
      );
    });
    child.once('exit', (code) => {
      if (!child.readyMs) reject(new Error(`exited ${code}`));
    });
  });
}

/** Milliseconds from now until /api/currency/quotation_new quotes a live price (polled every 20 ms). */
async function firstPrice(port) {
  const started = performance.now();
  while (performance.now() - started < 60_000) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/currency/quotation_new`);
      const rows = (await res.json()).message;
      if (rows.some((q) => q.now_price !== null && !q.feed.stale))
        return performance.now() - started;
    } catch {
      // not answering yet
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  return Infinity;
}

export async function measureStartup() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'meridian-bench-'));
  try {
    const first = await startOnce(dataDir, 18_291);
    const second = await startOnce(dataDir, 18_292);
    const result = {
      firstStartMs: Math.round(first.readyMs),
      // Ready (answering) to the first quoted price; the aim on a first start is ≤ 2,000 ms.
      firstStartFirstPriceMs: Math.round(first.firstPriceMs),
      secondStartMs: Math.round(second.readyMs),
      secondStartFirstPriceMs: Math.round(second.firstPriceMs),
      idleRssMb: Math.round(second.rssMb),
    };
    // The same server on PostgreSQL, to separate the embedded database's memory from ours.
    const pgUrl = process.env.BENCH_DATABASE_URL;
    if (pgUrl) {
      const onPg = await startOnce(dataDir, 18_293, pgUrl);
      Object.assign(result, {
        postgresStartMs: Math.round(onPg.readyMs),
        postgresFirstPriceMs: Math.round(onPg.firstPriceMs),
        postgresIdleRssMb: Math.round(onPg.rssMb),
      });
    }
    return { ...result, loadAverage: os.loadavg().map((v) => Number(v.toFixed(2))) };
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(await measureStartup());
