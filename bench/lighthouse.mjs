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

export async function measureLighthouse(runs = 3) {
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
    const scores = [];
    const metrics = [];
    for (let i = 0; i < runs; i++) {
      const result = await lighthouse(`http://127.0.0.1:${port}/h5/`, {
        port: chrome.port,
        onlyCategories: ['performance'],
        formFactor: 'mobile',
        logLevel: 'error',
      });
      scores.push(Math.round((result?.lhr.categories.performance.score ?? 0) * 100));
      const audits = result?.lhr.audits ?? {};
      metrics.push(
        Object.fromEntries(
          [
            'first-contentful-paint',
            'largest-contentful-paint',
            'total-blocking-time',
            'cumulative-layout-shift',
            'speed-index',
          ].map((id) => [id, audits[id]?.displayValue]),
        ),
      );
    }
    scores.sort((a, b) => a - b);
    return {
      lighthouseScores: scores,
      lighthouseMedian: scores[Math.floor(scores.length / 2)],
      lighthouseMetrics: metrics[0],
    };
  } finally {
    await chrome.kill();
    await stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(await measureLighthouse());
