import { describe, expect, it } from 'vitest';

import { screenshot, usePhoneSession } from './harness';

const phone = usePhoneSession();
const { go } = phone;
const btcPrice = () =>
  phone.page.locator('.quote-row[data-symbol="BTC/USDT"] .quote-row__price .amount');

describe('markets on a phone', () => {
  it('moves the market tab prices without a reload, with the simulated feed labelled', async () => {
    await go('/pages/market/market');
    await btcPrice().waitFor({ timeout: 15_000 });
    const first = await btcPrice().textContent();
    expect(first).toMatch(/^\d[\d,.]*$/);
    expect(await phone.page.getByRole('note').textContent()).toContain('Simulated market');
    await screenshot(phone.page, 'market-en');
    // The sim feed ticks every second; the row must change through the socket alone.
    await expect
      .poll(() => btcPrice().textContent(), { timeout: 10_000, interval: 250 })
      .not.toBe(first);
    expect(await phone.page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(
      1,
    );
  });

  it('adds a favourite on the detail view and shows it in the favourites tab', async () => {
    await phone.logIn('demo@example.com', 'Demo12345');

    await go('/pages/market/market?symbol=BTC/USDT');
    const star = phone.page.locator('.market-star-button');
    await star.waitFor();
    await expect.poll(() => star.isDisabled()).toBe(false);
    if ((await star.getAttribute('aria-pressed')) === 'true') {
      await star.click();
      await expect.poll(() => star.getAttribute('aria-pressed')).toBe('false');
    }
    await star.click();
    await expect.poll(() => star.getAttribute('aria-pressed')).toBe('true');
    await phone.page
      .locator('[data-testid="kline-chart"] canvas')
      .first()
      .waitFor({ timeout: 15_000 });
    await screenshot(phone.page, 'market-detail-en');

    await go('/pages/market/market');
    await phone.page.getByText('Favourites', { exact: true }).click();
    await phone.page.locator('.quote-row[data-symbol="BTC/USDT"]').waitFor();
    expect(await phone.page.locator('.quote-row').count()).toBeGreaterThan(0);
  });

  it('switches the chart period', async () => {
    await go('/pages/market/market?symbol=ETH/USDT');
    const hour = phone.page.locator('.periods__button[data-period="60min"]');
    await hour.waitFor();
    await phone.page
      .locator('[data-testid="kline-chart"] canvas')
      .first()
      .waitFor({ timeout: 15_000 });
    const answered = phone.page.waitForResponse((r) => r.url().includes('period=60min'));
    await hour.click();
    await answered;
    await expect.poll(() => hour.getAttribute('aria-pressed')).toBe('true');
    expect(await hour.getAttribute('class')).toContain('periods__button--active');
    expect(await phone.page.locator('.periods__button--active').count()).toBe(1);
    await phone.page
      .locator('[data-testid="kline-chart"] canvas')
      .first()
      .waitFor({ timeout: 15_000 });
    expect(await phone.page.locator('a[href*="tradingview"]').count()).toBeGreaterThan(0);
  });

  it('shows the market tab and the detail in Chinese', async () => {
    await phone.page.evaluate(() => localStorage.setItem('lang', JSON.stringify('zh')));
    await go('/pages/market/market');
    await phone.page.reload();
    await phone.page.locator('.market-tabs').getByText('全部', { exact: true }).waitFor();
    await btcPrice().waitFor();
    await screenshot(phone.page, 'market-zh');
    await go('/pages/market/market?symbol=BTC/USDT');
    await phone.page.getByText('24小时最高').waitFor();
    await phone.page
      .locator('[data-testid="kline-chart"] canvas')
      .first()
      .waitFor({ timeout: 15_000 });
    await screenshot(phone.page, 'market-detail-zh');
  });
});
