#!/usr/bin/env node
// Runs every benchmark once and writes bench/results/latest.json. `npm run build` first; for
// Lighthouse, `npm install --prefix bench` first.
import fs from 'node:fs';
import path from 'node:path';

import { measureInitialJs } from './bundle.mjs';
import { measureStartup } from './startup.mjs';

const results = { at: new Date().toISOString(), node: process.version };
Object.assign(results, await measureStartup());
results.initialJsGzipKb = measureInitialJs().initialJsGzipKb;
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
