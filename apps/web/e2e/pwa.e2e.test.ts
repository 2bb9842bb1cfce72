import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { chromium, type BrowserContext, type CDPSession, type Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { auditScreen } from './axe';
import { screenshot, usePhoneSession } from './harness';

/**
 * The installable app (issue #21 item 9): a valid web app manifest with loadable icons, a service
 * worker scoped to /h5/ that controls the page, no installability errors in Chromium, and an
 * honest offline shell: offline, a reload starts from the cache and shows the last prices stored
 * with their time and age, the offline bar, and the main actions disabled. The home's download
 * tile opens the install sheet. Offline home and the sheet pass axe in English and Chinese.
 */
const phone = usePhoneSession();
const { go } = phone;
let page: Page;
let base: string;

let context: BrowserContext;

// A browser profile on disk, as a phone's browser has: Chromium never offers to install from an
// incognito profile, which is what the harness's fresh contexts are.
beforeAll(async () => {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-pwa-profile-'));
  context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-sync'],
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  page = context.pages()[0] ?? (await context.newPage());
  // The session's helpers (go, useLanguage) drive this page.
  phone.page = page;
  base = phone.server.url;
});
afterAll(async () => {
  await context?.close();
});

interface Manifest {
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
}

describe('the installable app', () => {
  it('links a valid manifest whose icons load at their stated sizes', async () => {
    await go('/pages/index/index');
    const href = await page.locator('link[rel=manifest]').getAttribute('href');
    expect(href).toBe('/h5/manifest.webmanifest');
    const res = await page.request.get(`${base}${href}`);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = (await res.json()) as Manifest;
    expect(manifest).toMatchObject({
      name: 'Meridian',
      short_name: 'Meridian',
      start_url: '/h5/',
      scope: '/h5/',
      display: 'standalone',
      theme_color: '#0f1115',
      background_color: '#0f1115',
    });
    const seen = new Set<string>();
    for (const icon of manifest.icons) {
      const url = new URL(icon.src, `${base}${href}`).href;
      const image = await page.request.get(url);
      expect(image.status(), url).toBe(200);
      expect(image.headers()['content-type']).toBe('image/png');
      const meta = await sharp(await image.body()).metadata();
      expect(`${meta.width}x${meta.height}`, url).toBe(icon.sizes);
      seen.add(`${icon.sizes} ${icon.purpose ?? 'any'}`);
    }
    expect([...seen].sort()).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
  });

  it('serves the worker fresh, and it installs and controls the page under /h5/', async () => {
    const sw = await page.request.get(`${base}/h5/sw.js`);
    expect(sw.status()).toBe(200);
    expect(sw.headers()['content-type']).toMatch(/javascript/);
    expect(sw.headers()['cache-control']).toBe('no-cache');
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toBe(`${base}/h5/`);
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null), {
        timeout: 20_000,
      })
      .toBe(`${base}/h5/sw.js`);
  });

  it('has no installability errors in Chromium', async () => {
    const cdp: CDPSession = await page.context().newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    expect(installabilityErrors.map((e) => e.errorId)).toEqual([]);
    await cdp.detach();
  });

  it('never answers the API from the cache', async () => {
    const names = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        for (const request of await cache.keys()) urls.push(request.url);
      }
      return urls;
    });
    expect(names.length).toBeGreaterThan(10);
    expect(names.filter((url) => /\/(api|socket\.io|uploads)\//.test(url))).toEqual([]);
    expect(names.some((url) => url.startsWith(`${base}/h5/index.html`))).toBe(true);
  });
});

describe('offline', () => {
  it('starts from the cache with the last prices, their time and age, and no live actions', async () => {
    await go('/pages/index/index');
    await page.locator('.home-quotes .quote-row').first().waitFor({ timeout: 20_000 });
    // The home stored the list it received.
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('lastPrices') !== null), {
        timeout: 15_000,
      })
      .toBe(true);

    await context.setOffline(true);
    try {
      await offlineChecks();
    } finally {
      await context.setOffline(false);
    }
    await expect
      .poll(() => page.getByTestId('offline-banner').count(), { timeout: 10_000 })
      .toBe(0);
    await phone.useLanguage('en');
  });
});

async function offlineChecks() {
  await page.getByTestId('offline-banner').waitFor({ timeout: 5_000 });
  // Make the stored prices 7 minutes old (the device's clock) and start the app again.
  const stored = await page.evaluate(() => {
    const value = JSON.parse(localStorage.getItem('lastPrices')!) as {
      savedAt: number;
      rows: { symbol: string; now_price: string | null }[];
    };
    value.savedAt = Date.now() - 7 * 60_000 - 5_000;
    localStorage.setItem('lastPrices', JSON.stringify(value));
    const d = new Date(value.savedAt);
    const pad = (n: number) => String(n).padStart(2, '0');
    return { clock: `${pad(d.getHours())}:${pad(d.getMinutes())}`, rows: value.rows };
  });
  await page.reload();

  const banner = page.getByTestId('offline-banner');
  await banner.waitFor({ timeout: 15_000 });
  expect(await banner.textContent()).toContain(`Offline · prices from ${stored.clock}, 7 min ago`);
  const shown = page.getByTestId('offline-prices').locator('.quote-row');
  await shown.first().waitFor();
  const symbols = await shown.evaluateAll((els) =>
    els.map((el) => (el as HTMLElement).dataset.symbol),
  );
  expect(symbols.length).toBeGreaterThan(0);
  for (const symbol of symbols) expect(stored.rows.map((r) => r.symbol)).toContain(symbol);
  // The guest's register button (a main action) is disabled while offline.
  const register = page.locator('.hero--guest .adm-button-primary');
  if (await register.count()) expect(await register.isDisabled()).toBe(true);
  await screenshot(page, 'pwa-offline-home-en');
  expect(await auditScreen(page, 'offline home (en)', { oneHeading: true })).toBe('');

  await phone.useLanguage('zh');
  await banner.waitFor({ timeout: 15_000 });
  expect(await banner.textContent()).toContain(`离线 · 行情截至 ${stored.clock}，7 分钟前`);
  await screenshot(page, 'pwa-offline-home-zh');
  expect(await auditScreen(page, 'offline home (zh)', { oneHeading: true })).toBe('');
}

describe('the download tile', () => {
  for (const lang of ['en', 'zh'] as const) {
    it(`opens the install sheet (${lang})`, async () => {
      await go('/pages/index/index');
      await phone.useLanguage(lang);
      await phone.closeWelcomePopup();
      await page.getByRole('button', { name: lang === 'en' ? 'Download' : '下载' }).click();
      const sheet = page.locator('.sheet');
      await sheet.waitFor({ timeout: 10_000 });
      expect(await sheet.locator('.sheet__title').textContent()).toBe(
        lang === 'en' ? 'Install Meridian' : '安装 Meridian',
      );
      // Headless Chromium may or may not offer its install dialog: either the button or the steps.
      const state = await sheet.locator('.install').getAttribute('data-state');
      expect(['prompt', 'manual']).toContain(state);
      if (state === 'prompt')
        expect(
          await sheet.getByRole('button', { name: lang === 'en' ? 'Install' : '安装' }).count(),
        ).toBe(1);
      else expect(await sheet.getByTestId('install-steps').locator('li').count()).toBe(3);
      await screenshot(page, `pwa-install-sheet-${lang}`);
      expect(await auditScreen(page, `install sheet (${lang})`)).toBe('');
      await sheet.getByRole('button', { name: lang === 'en' ? 'Close' : '关闭' }).click();
    });
  }
});
