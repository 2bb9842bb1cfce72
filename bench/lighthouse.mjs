#!/usr/bin/env node
// Lighthouse 12 mobile performance score of the home page, in Debian Chromium, against the built
// server on loopback. Needs `npm install --prefix bench` (Lighthouse lives only here).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/** Starts the built server on `port` with a fresh embedded database and demo data; answers stop(). */
export async function startServer(port) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'meridian-lh-'));
  const child = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
    // One day of history keeps the background backfill from competing with the page for CPU.
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      DEMO: '1',
      LOG_LEVEL: 'warn',
      MARKET_BACKFILL_DAYS: '1',
    },
    stdio: 'ignore',
  });
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/getSiteConfig`)).ok) break;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return () => {
    child.kill('SIGTERM');
    return new Promise((r) =>
      child.once('exit', () => {
        fs.rmSync(dataDir, { recursive: true, force: true });
        r();
      }),
    );
  };
}

/** The screens issue #14 item 11 measures: home and the trade tab. */
export const LIGHTHOUSE_PAGES = {
  home: '/h5/',
  trade: '/h5/#/pages/transaction/index',
};

const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
];

/** Median score of `runs` Lighthouse runs per page, with each run's metrics. */
export async function measureLighthouse(runs = Number(process.env.RUNS ?? 5)) {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const port = 18_391;
  const stop = await startServer(port);
  const chrome = await chromeLauncher.launch({
    chromePath: '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  try {
    const results = {};
    for (const [name, route] of Object.entries(LIGHTHOUSE_PAGES)) {
      const scores = [];
      const metrics = [];
      for (let i = 0; i < runs; i++) {
        const result = await lighthouse(`http://127.0.0.1:${port}${route}`, {
          port: chrome.port,
          onlyCategories: ['performance'],
          formFactor: 'mobile',
          logLevel: 'error',
        });
        const score = Math.round((result?.lhr.categories.performance.score ?? 0) * 100);
        scores.push(score);
        const audits = result?.lhr.audits ?? {};
        metrics.push({
          score,
          ...Object.fromEntries(METRICS.map((id) => [id, audits[id]?.displayValue])),
        });
      }
      const sorted = [...scores].sort((a, b) => a - b);
      results[name] = {
        median: sorted[Math.floor(sorted.length / 2)],
        scores: sorted,
        runs: metrics,
      };
    }
    return { loadAverage: os.loadavg().map((l) => l.toFixed(2)), lighthouse: results };
  } finally {
    await chrome.kill();
    await stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`)
  console.log(JSON.stringify(await measureLighthouse(), null, 2));
