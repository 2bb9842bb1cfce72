import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatCompact, formatGrouped, type CandleView } from '@meridian/contract';

import { describeViolations, seriousViolations } from './axe';
import { screenshot, usePhoneSession } from './harness';

/**
 * Chart polish (issue #14 item 10) on a phone: the OHLC readout above the pair chart follows the
 * crosshair and shows the values of the candle the API returns for that time, then goes back to
 * the latest candle; the chosen period survives a reload and is the same on another pair; the
 * chart in English and Chinese, on BTC/USDT and a small-priced pair (TRX/USDT, 5 decimals), is
 * screenshotted (volume in its own pane below the prices, axis labels inside the screen) and
 * passes axe.
 */
const phone = usePhoneSession();
let page: Page;

beforeAll(() => {
  ({ page } = phone);
});

const readout = () => page.getByTestId('chart-readout');
const summary = () => page.getByTestId('chart-readout-summary');
const chartBox = () => page.locator('.kline');
const field = (name: string) => readout().locator(`[data-field="${name}"] dd`).textContent();

/**
 * The tabs under the chart to the middle of the screen: the bottom of the chart (volume pane and
 * time axis) is then clear of the trade bar. The page as it opens shows the readout and prices.
 */
async function chartBottomInView() {
  await page.getByRole('tablist').evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await page.waitForTimeout(300);
}

async function openPair(symbol: string) {
  await phone.go(`/pages/market/market?symbol=${symbol}`);
  await page.getByTestId('pair-price').waitFor({ timeout: 15_000 });
  await page.locator('[data-testid="kline-chart"] canvas').first().waitFor({ timeout: 15_000 });
  await readout().waitFor();
}

/** The candles the app asked for, read again straight from the API (not the usual envelope). */
async function apiCandles(symbol: string, period: string): Promise<CandleView[]> {
  const to = Math.floor(Date.now() / 1000);
  const query = new URLSearchParams({ symbol, period, from: String(to - 86_400 * 2), to: `${to}` });
  const res = await fetch(`${phone.server.url}/api/currency/new_timeshar?${query.toString()}`);
  const body = (await res.json()) as { code: number; data: CandleView[] };
  expect(body.code).toBe(1);
  return body.data;
}

/** Points at the chart's price pane, `share` of the way across it. */
async function pointAt(share: number) {
  const box = await chartBox().boundingBox();
  if (!box) throw new Error('no chart on screen');
  await page.mouse.move(box.x + box.width * share, box.y + box.height * 0.35, { steps: 4 });
}

describe('pair chart on a phone', () => {
  it('shows the OHLC of the pointed candle as the API returns it, then the latest', async () => {
    await openPair('BTC/USDT');
    const latestTime = await readout().getAttribute('data-time');
    expect(await summary().getAttribute('aria-live')).toBe('polite');

    await pointAt(0.45);
    await expect.poll(() => summary().getAttribute('aria-live'), { timeout: 5_000 }).toBe('off');
    const pointedTime = Number(await readout().getAttribute('data-time'));
    expect(pointedTime).toBeLessThan(Number(latestTime));
    const candle = (await apiCandles('BTC/USDT', '15min')).find((c) => c.time === pointedTime);
    expect(candle, `the API has a candle at ${pointedTime}`).toBeDefined();
    expect(await field('open')).toBe(formatGrouped(candle!.open, 2));
    expect(await field('high')).toBe(formatGrouped(candle!.high, 2));
    expect(await field('low')).toBe(formatGrouped(candle!.low, 2));
    expect(await field('close')).toBe(formatGrouped(candle!.close, 2));
    expect(await field('volume')).toBe(formatCompact(candle!.volume));
    expect(await field('change')).toMatch(/^[+-]?\d+\.\d{2}%$/);
    await screenshot(page, 'chart-crosshair-en');

    // Off the chart: the crosshair goes and the line shows the latest candle again.
    await page.mouse.move(195, 60);
    await expect.poll(() => summary().getAttribute('aria-live'), { timeout: 5_000 }).toBe('polite');
    expect(Number(await readout().getAttribute('data-time'))).toBeGreaterThanOrEqual(
      Number(latestTime),
    );
  });

  it('a long press shows the candle under the finger; lifting it shows the latest', async () => {
    const box = (await chartBox().boundingBox())!;
    const at = { x: Math.round(box.x + box.width * 0.3), y: Math.round(box.y + box.height * 0.3) };
    const cdp = await page.context().newCDPSession(page);
    const touch = (
      type: 'touchStart' | 'touchMove' | 'touchEnd',
      points: { x: number; y: number }[],
    ) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: points });
    await touch('touchStart', [at]);
    await page.waitForTimeout(700);
    await touch('touchMove', [{ x: at.x + 6, y: at.y }]);
    await expect.poll(() => summary().getAttribute('aria-live'), { timeout: 5_000 }).toBe('off');
    const pointed = Number(await readout().getAttribute('data-time'));
    const candle = (await apiCandles('BTC/USDT', '15min')).find((c) => c.time === pointed);
    expect(await field('close')).toBe(formatGrouped(candle!.close, 2));
    await screenshot(page, 'chart-touch-en');

    await touch('touchEnd', []);
    await expect.poll(() => summary().getAttribute('aria-live'), { timeout: 5_000 }).toBe('polite');
    const latest = (await apiCandles('BTC/USDT', '15min')).at(-1)!;
    expect(Number(await readout().getAttribute('data-time'))).toBe(latest.time);
    await cdp.detach();
  });

  it('draws volume in its own pane below the prices, inside the screen', async () => {
    const box = await chartBox().boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    // lightweight-charts lays its panes out as table rows: price, volume, then the time axis.
    const rows = page.locator('[data-testid="kline-chart"] table tr');
    await expect.poll(() => rows.count()).toBeGreaterThanOrEqual(3);
    const heights = await rows.evaluateAll((trs) =>
      trs.map((tr) => tr.getBoundingClientRect().height),
    );
    expect(heights[0]!).toBeGreaterThan(heights[2]!);
    expect(heights[2]!).toBeGreaterThan(30);
  });

  it('keeps the chosen period across a reload and on another pair', async () => {
    const hour = page.locator('.periods__button[data-period="60min"]');
    const answered = page.waitForResponse((r) => r.url().includes('period=60min'));
    await hour.click();
    await answered;
    await expect.poll(() => hour.getAttribute('aria-pressed')).toBe('true');

    const asked: string[] = [];
    const record = (r: { url: () => string }) => {
      const period = new URL(r.url()).searchParams.get('period');
      if (r.url().includes('/currency/new_timeshar') && period) asked.push(period);
    };
    page.on('request', record);
    const reloaded = page.waitForResponse((r) => r.url().includes('period=60min'));
    await page.reload();
    await reloaded;
    page.off('request', record);
    // Straight to the remembered period: the page's default (15min) is never asked for.
    expect(asked).toEqual(['60min']);
    await readout().waitFor();
    await expect.poll(() => hour.getAttribute('aria-pressed')).toBe('true');
    expect(await page.locator('.periods__button--active').count()).toBe(1);

    await openPair('TRX/USDT');
    await expect.poll(() => hour.getAttribute('aria-pressed')).toBe('true');
    // Five decimals from the pair's precision.
    expect(await field('close')).toMatch(/^0\.\d{5}$/);
  });

  it('screenshots BTC/USDT and TRX/USDT in English and Chinese; axe passes', async () => {
    for (const lang of ['en', 'zh'] as const) {
      if (lang === 'zh') await phone.useLanguage('zh');
      for (const symbol of ['BTC/USDT', 'TRX/USDT']) {
        await openPair(symbol);
        // Hash navigation keeps the scroll of the pair before: start from the page's top.
        await page.getByTestId('pair-price').evaluate((el) => el.scrollIntoView({ block: 'end' }));
        const name = `chart-${symbol.split('/')[0]!.toLowerCase()}-${lang}`;
        await screenshot(page, name);
        await chartBottomInView();
        await screenshot(page, `${name}-lower`);
        const violations = await seriousViolations(page);
        expect(violations, describeViolations(name, violations)).toEqual([]);
      }
    }
    expect(await readout().locator('dt .visually-hidden').allTextContents()).toEqual([
      '开盘',
      '最高',
      '最低',
      '收盘',
      '涨跌幅',
      '成交量',
    ]);
    await readout().evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await pointAt(0.5);
    await expect.poll(() => summary().getAttribute('aria-live'), { timeout: 5_000 }).toBe('off');
    await screenshot(page, 'chart-crosshair-trx-zh');
  });
});
