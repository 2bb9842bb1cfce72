#!/usr/bin/env node
// Runs every benchmark of the built server once and writes bench/results/latest.json.
// `npm run build` first; for Lighthouse, `npm install --prefix bench` first. The money benchmark
// and crash test also use PostgreSQL at BENCH_PG_URL (postgres://postgres@127.0.0.1:5432;
// 'none' skips it); a failed crash test makes the exit code 1.
import fs from 'node:fs';
import path from 'node:path';

import { measureInitialJs } from './bundle.mjs';
import { runCrashTest } from './money-crash.mjs';
import { measureEngine } from './engine.mjs';
import { measureFeedFailover } from './feed-failover.mjs';
import { measureMoney } from './money.mjs';
import { measureTrading } from './trading.mjs';
import { measureStartup } from './startup.mjs';

const results = { at: new Date().toISOString(), node: process.version };
Object.assign(results, await measureStartup());
results.initialJsGzipKb = measureInitialJs().initialJsGzipKb;
results.money = await measureMoney();
results.moneyCrash = await runCrashTest();
results.trading = await measureTrading();
results.engine = await measureEngine();
results.feedFailover = await measureFeedFailover();
if (!results.moneyCrash.pass || results.feedFailover.pass === false) process.exitCode = 1;
try {
  const { measureLighthouse } = await import('./lighthouse.mjs');
  Object.assign(results, await measureLighthouse());
} catch (error) {
  results.lighthouse = `not measured: ${error.message}`;
}
const dir = path.join(import.meta.dirname, 'results');
fs.mkdirSync(dir, { recursive: true });
fs.writeFileSync(path.join(dir, 'latest.json'), JSON.stringify(results, null, 2));
console.log(results);
