import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { launchPhone, screenshot, startServer } from './harness';

let server: Awaited<ReturnType<typeof startServer>>;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  server = await startServer();
  ({ browser, page } = await launchPhone());
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const go = (hash: string) => page.goto(`${server.url}/h5/#${hash}`);
const btcPrice = () => page.locator('.quote-row[data-symbol="BTC/USDT"] .quote-row__price .amount');

describe('markets on a phone', () => {
  it('moves the market tab prices without a reload, with the simulated feed labelled', async () => {
    await go('/pages/market/market');
    await btcPrice().waitFor({ timeout: 15_000 });
    const first = await btcPrice().textContent();
    expect(first).toMatch(/^\d[\d.]*$/);
    expect(await page.getByRole('note').textContent()).toContain('Simulated market');
    await screenshot(page, 'market-en');
    // The sim feed ticks every second; the row must change through the socket alone.
    await expect
      .poll(() => btcPrice().textContent(), { timeout: 10_000, interval: 250 })
      .not.toBe(first);
    expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
  });

  it('adds a favourite on the detail view and shows it in the favourites tab', async () => {
    await go('/pages/common/login');
    await page.locator('#login-account').fill('demo@example.com');
    await page.locator('#login-password').fill('Demo12345');
    await page.locator('form button[type=submit]').click();
    await page.waitForURL(/pages\/index\/index/, { timeout: 15_000 });

    await go('/pages/market/market?symbol=BTC/USDT');
    const star = page.locator('.star-button');
    await star.waitFor();
    await expect.poll(() => star.isDisabled()).toBe(false);
    if ((await star.getAttribute('aria-pressed')) === 'true') {
      await star.click();
      await expect.poll(() => star.getAttribute('aria-pressed')).toBe('false');
    }
    await star.click();
    await expect.poll(() => star.getAttribute('aria-pressed')).toBe('true');
    await page.locator('[data-testid="kline-chart"] canvas').first().waitFor({ timeout: 15_000 });
    await screenshot(page, 'market-detail-en');

    await go('/pages/market/market');
    await page.getByText('Favourites', { exact: true }).click();
    await page.locator('.quote-row[data-symbol="BTC/USDT"]').waitFor();
    expect(await page.locator('.quote-row').count()).toBeGreaterThan(0);
  });

  it('switches the chart period', async () => {
    await go('/pages/market/market?symbol=ETH/USDT');
    const hour = page.locator('.periods__button[data-period="60min"]');
    await hour.waitFor();
    await page.locator('[data-testid="kline-chart"] canvas').first().waitFor({ timeout: 15_000 });
    const answered = page.waitForResponse((r) => r.url().includes('period=60min'));
    await hour.click();
    await answered;
    await expect.poll(() => hour.getAttribute('aria-pressed')).toBe('true');
    expect(await hour.getAttribute('class')).toContain('periods__button--active');
    expect(await page.locator('.periods__button--active').count()).toBe(1);
    await page.locator('[data-testid="kline-chart"] canvas').first().waitFor({ timeout: 15_000 });
    expect(await page.locator('a[href*="tradingview"]').count()).toBeGreaterThan(0);
  });

  it('shows the market tab and the detail in Chinese', async () => {
    await page.evaluate(() => localStorage.setItem('lang', JSON.stringify('zh')));
    await go('/pages/market/market');
    await page.reload();
    await page.getByText('加密货币', { exact: true }).waitFor();
    await btcPrice().waitFor();
    await screenshot(page, 'market-zh');
    await go('/pages/market/market?symbol=BTC/USDT');
    await page.getByText('24小时最高').waitFor();
    await page.locator('[data-testid="kline-chart"] canvas').first().waitFor({ timeout: 15_000 });
    await screenshot(page, 'market-detail-zh');
  });
});
