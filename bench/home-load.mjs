#!/usr/bin/env node
// Issue #14 item 11: what a phone downloads to show home (and the trade tab) and when the first
// price shows, cold (a new browser context: no cache), in Debian Chromium at 390x844 against the
// built server on loopback. JS bytes are as transferred (the server sends the build's .br files),
// so they are the brotli sizes. Median of RUNS (default 5). Run `npm run build` first.
import os from 'node:os';

import { chromium } from 'playwright-core';

import { startServer } from './lighthouse.mjs';

const RUNS = Number(process.env.RUNS ?? 5);
const SCREENS = {
  home: { hash: '/pages/index/index', price: '.quote-row__price .amount' },
  trade: {
    hash: '/pages/transaction/index?product=spot&symbol=BTC/USDT',
    price: '[data-testid="spot-price"] .amount',
  },
};

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** One cold visit: JS requests and bytes until the first price shows, and when it showed. */
async function visit(browser, url, priceSelector) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const scripts = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() === 'script') scripts.push(request);
  });
  await page.goto(url);
  const priced = page.locator(priceSelector).filter({ hasText: /\d/ }).first();
  await priced.waitFor({ timeout: 30_000 });
  // Since navigation start (the page's own clock), so server start and browser launch do not count.
  const firstPriceMs = await page.evaluate(() => performance.now());
  const beforePrice = scripts.length;
  // After the price, the page prefetches the other tabs' code while idle: counted apart.
  await page.waitForLoadState('networkidle');
  const sizes = await Promise.all(scripts.map((r) => r.sizes()));
  const kb = (list) => list.reduce((sum, s) => sum + s.responseBodySize, 0) / 1024;
  await context.close();
  // DETAIL=1 lists each script before the price, largest first (to see what a change saves).
  if (process.env.DETAIL === '1')
    console.error(
      scripts
        .slice(0, beforePrice)
        .map((r, i) => [(sizes[i].responseBodySize / 1024).toFixed(1), new URL(r.url()).pathname])
        .sort((a, b) => b[0] - a[0])
        .map(([size, file]) => `${size.padStart(6)} KB  ${file}`)
        .join('\n'),
    );
  return {
    firstPriceMs,
    jsKb: kb(sizes.slice(0, beforePrice)),
    jsRequests: beforePrice,
    jsKbWithPrefetch: kb(sizes),
    jsRequestsWithPrefetch: scripts.length,
  };
}

export async function measureHomeLoad(runs = RUNS) {
  const port = 18_393;
  const stop = await startServer(port);
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
  try {
    const out = { loadavg: os.loadavg().map((l) => Math.round(l * 100) / 100) };
    for (const [name, screen] of Object.entries(SCREENS)) {
      const url = `http://127.0.0.1:${port}/h5/#${screen.hash}`;
      await visit(browser, url, screen.price); // warms the server's caches, not the browser's
      const results = [];
      for (let i = 0; i < runs; i++) results.push(await visit(browser, url, screen.price));
      out[name] = {
        firstPriceMs: Math.round(median(results.map((r) => r.firstPriceMs))),
        jsKbBrotli: Math.round(median(results.map((r) => r.jsKb)) * 10) / 10,
        jsRequests: median(results.map((r) => r.jsRequests)),
        jsKbBrotliWithPrefetch:
          Math.round(median(results.map((r) => r.jsKbWithPrefetch)) * 10) / 10,
        jsRequestsWithPrefetch: median(results.map((r) => r.jsRequestsWithPrefetch)),
      };
    }
    return out;
  } finally {
    await browser.close();
    await stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(await measureHomeLoad());
