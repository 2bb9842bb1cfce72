import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';

import { describeViolations, seriousViolations, smallTapTargets } from './axe';
import { screenshot, usePhoneSession, type Language } from './harness';

/**
 * Markets list and home (issue #14 items 7 and 11), on a phone against the built server with the
 * simulated feed: home shows the top pairs above the fold with no modal after login and no layout
 * shift (CLS measured in the browser); the markets list ranks gainers, keeps favourites, and
 * draws a named 24 h line per pair; both screens pass axe in English and Chinese.
 */
const phone = usePhoneSession();
const { go } = phone;
let page: Page;

beforeAll(async () => {
  ({ page } = phone);
  // Every layout shift of every page load, summed in the page (PerformanceObserver).
  await page.addInitScript(() => {
    const w = window as unknown as { __cls: number; __shifts: string[] };
    w.__cls = 0;
    w.__shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        w.__cls += entry.value;
        const nodes = (entry.sources ?? []).map((s) =>
          s.node instanceof Element ? s.node.className : String(s.node?.nodeName),
        );
        w.__shifts.push(`${entry.value.toFixed(4)} ${nodes.join(', ')}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
});

const rows = (scope: string) => page.locator(`${scope} .quote-row`);

/** The 24 h changes of the rows shown, in order, as numbers ("+1.23%" → 1.23). */
async function changes(): Promise<number[]> {
  const texts = await page.locator('.quote-row .change-badge').allTextContents();
  return texts.map((t) => Number(t.replace(/[^\d.+-]/g, '')));
}

async function audit(name: string, lang: Language) {
  await screenshot(page, `markets-home-${name}-${lang}`);
  const violations = await seriousViolations(page);
  expect(violations, describeViolations(`${name} (${lang})`, violations)).toEqual([]);
  // A row's star half under the fixed tab bar is probed as "small": only whole ones count.
  const tabTop = (await page.locator('.tab-bar').boundingBox())?.y ?? Infinity;
  const small = (await smallTapTargets(page)).filter((entry) => {
    const [, h, top] = /x(\d+) at \d+,(\d+)$/.exec(entry) ?? [];
    return Number(top) + Number(h) <= tabTop;
  });
  expect(small).toEqual([]);
  expect(await page.locator('h1').count()).toBe(1);
}

describe('home and markets list on a phone', () => {
  it("a visitor's favourites stay on the device, without the favourites API", async () => {
    const calls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/optional/')) calls.push(r.url());
    });
    await go('/pages/market/market');
    const star = page.getByRole('button', { name: 'Favourite BTC/USDT' });
    await star.click({ timeout: 15_000 });
    await expect.poll(() => star.getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('tab', { name: 'Favourites' }).click();
    await expect
      .poll(() => rows('.quote-list').evaluateAll((els) => els.map((e) => e.dataset.symbol)))
      .toEqual(['BTC/USDT']);
    await page.reload();
    await expect
      .poll(() => rows('.quote-list').evaluateAll((els) => els.map((e) => e.dataset.symbol)))
      .toEqual(['BTC/USDT']);
    await page.getByRole('button', { name: 'Favourite BTC/USDT' }).click();
    await page.getByText('No favourites yet').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('marketFavourites'))).toBe('[]');
    await page.getByRole('tab', { name: 'All' }).click();
    expect(calls).toEqual([]);
  });

  it('home after login: no modal, the welcome in the notice bar, five top pairs above the fold, CLS 0', async () => {
    await phone.logIn('demo@example.com', 'Demo12345');
    await page.reload();
    await rows('.home-quotes').nth(4).waitFor({ timeout: 15_000 });
    // Let late data (banners, tiles, the welcome, live prices, web fonts) arrive.
    await page.waitForTimeout(2_500);

    expect(await page.getByRole('dialog').count()).toBe(0);
    const welcome = page.getByRole('region', { name: 'Welcome' });
    expect(await welcome.textContent()).toContain('Welcome to Meridian');
    expect(await rows('.home-quotes').count()).toBe(5);
    // Above the fold: the fifth row ends above the tab bar.
    const fifth = await rows('.home-quotes').nth(4).boundingBox();
    const tabBar = await page.locator('.tab-bar').boundingBox();
    expect(fifth && tabBar && fifth.y + fifth.height <= tabBar.y).toBe(true);
    // Each top pair: a price, ≈ its value in the display fiat, and a 24 h change.
    const first = rows('.home-quotes').first();
    expect(await first.locator('.quote-row__price .amount').first().textContent()).toMatch(/^\d/);
    expect(await first.locator('.quote-row__fiat').textContent()).toMatch(/^≈\s*\$[\d,]+\.\d+/);
    expect(await first.locator('.change-badge').textContent()).toMatch(/%/);

    const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
    const shifts = await page.evaluate(
      () => (window as unknown as { __shifts: string[] }).__shifts,
    );
    expect(cls, `layout shifts: ${shifts.join(' | ')}`).toBe(0);
    await audit('home', 'en');
  });

  it('markets: a named 24 h line per pair, gainers ranked by 24 h change, tab remembered', async () => {
    await go('/pages/market/market');
    await rows('.quote-list').first().waitFor({ timeout: 15_000 });
    const line = page.getByRole('img', {
      name: /^24 h trend, (up [\d.]+ %|down [\d.]+ %|unchanged)$/,
    });
    await line.first().waitFor({ timeout: 15_000 });
    expect(await line.count()).toBeGreaterThan(5);
    expect(await page.locator('.sparkline polyline').first().getAttribute('points')).toMatch(
      /^[\d.]+,[\d.]+( [\d.]+,[\d.]+){3,}$/,
    );
    await audit('markets', 'en');

    await page.getByRole('tab', { name: 'Gainers' }).click();
    await page.waitForTimeout(300);
    const up = await changes();
    // The simulated day moves some pairs up; gainers are those, biggest rise first.
    if (up.length === 0) {
      expect(await page.getByText('No pair is up over the last 24 h').count()).toBe(1);
    } else {
      expect(up.every((c) => c > 0)).toBe(true);
      expect(up).toEqual([...up].sort((a, b) => b - a));
    }
    await screenshot(page, 'markets-home-gainers-en');
    await page.getByRole('tab', { name: 'Losers' }).click();
    await page.waitForTimeout(300);
    const down = await changes();
    expect(down.every((c) => c < 0)).toBe(true);
    expect(down).toEqual([...down].sort((a, b) => a - b));

    await page.reload();
    await page.getByRole('tab', { name: 'Losers' }).waitFor();
    expect(await page.getByRole('tab', { name: 'Losers' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    await page.getByRole('tab', { name: 'All' }).click();
  });

  it('markets: a star adds a favourite (on the server for a user) and removes it', async () => {
    await go('/pages/market/market');
    const star = page.getByRole('button', { name: 'Favourite ETH/USDT' });
    await star.waitFor({ timeout: 15_000 });
    if ((await star.getAttribute('aria-pressed')) === 'true') {
      await star.click();
      await expect.poll(() => star.getAttribute('aria-pressed')).toBe('false');
    }
    const added = page.waitForResponse((r) => r.url().includes('/api/optional/add'));
    await star.click();
    expect((await (await added).json()) as { type: string }).toMatchObject({ type: 'ok' });
    await expect.poll(() => star.getAttribute('aria-pressed')).toBe('true');

    await page.getByRole('tab', { name: 'Favourites' }).click();
    await expect
      .poll(() => rows('.quote-list').evaluateAll((els) => els.map((e) => e.dataset.symbol)))
      .toEqual(['ETH/USDT']);
    await screenshot(page, 'markets-home-favourites-en');
    const removed = page.waitForResponse((r) => r.url().includes('/api/optional/del'));
    await page.getByRole('button', { name: 'Favourite ETH/USDT' }).click();
    await removed;
    await page.getByText('No favourites yet').waitFor();
    await page.getByRole('tab', { name: 'All' }).click();
  });

  it('home and markets in Chinese pass axe', async () => {
    await phone.useLanguage('zh');
    await go('/pages/index/index');
    await rows('.home-quotes').nth(4).waitFor({ timeout: 15_000 });
    await page.waitForTimeout(800);
    expect(await page.getByRole('dialog').count()).toBe(0);
    await audit('home', 'zh');
    await go('/pages/market/market');
    await page
      .getByRole('img', { name: /^24 小时走势/ })
      .first()
      .waitFor({ timeout: 15_000 });
    await audit('markets', 'zh');
    await phone.useLanguage('en');
  });
});
