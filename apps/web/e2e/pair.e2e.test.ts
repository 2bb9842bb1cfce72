import fs from 'node:fs';
import path from 'node:path';

import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';

import { screenshot, screenshotDir, usePhoneSession } from './harness';

/**
 * The pair page → trade (issue #14 item 1), on a phone: from BTC/USDT's page Buy opens the spot
 * ticket on the pair and the buy side; a market buy there fills, and the fill shows in the pair
 * page's Trades tab (read from /market/trades); another fill arrives live over the socket. The
 * Quote tab is the platform quote, labelled so; no depth tab (the simulated feed has none).
 * Screenshots in English and Chinese (also copied to PAIR_SHOTS_DIR when set).
 */
const phone = usePhoneSession();
const { go, api } = phone;
let page: Page;
let token = '';

beforeAll(() => {
  ({ page } = phone);
});

async function shot(name: string, show?: string) {
  // The tabs sit under the chart: bring the one shown into view.
  if (show) await page.getByTestId(show).scrollIntoViewIfNeeded();
  await expect
    .poll(() => page.locator('.adm-toast-main:visible').count(), { timeout: 5_000 })
    .toBe(0);
  await screenshot(page, name);
  const copyTo = process.env.PAIR_SHOTS_DIR;
  if (copyTo) {
    fs.mkdirSync(copyTo, { recursive: true });
    fs.copyFileSync(path.join(screenshotDir, `${name}.png`), path.join(copyTo, `${name}.png`));
  }
}

const tradeRows = () => page.locator('[data-testid="pair-trades"] tbody tr');

async function openPair() {
  await go('/pages/market/market?symbol=BTC/USDT');
  await page.getByTestId('pair-price').waitFor({ timeout: 15_000 });
}

describe('pair page → trade on a phone', () => {
  it('shows the platform quote, labelled as such, and no depth tab', async () => {
    await phone.logIn('demo@example.com', 'Demo12345');
    token = await api<string>('POST', '/user/login', {
      user_string: 'demo@example.com',
      password: 'Demo12345',
    });
    await openPair();
    expect(await page.getByRole('tab').allTextContents()).toEqual(['Quote', 'Trades', 'About']);
    const quote = page.getByTestId('pair-quote');
    expect(await quote.textContent()).toContain('Platform quote');
    expect(await quote.textContent()).toContain('Not an order book');
    await expect
      .poll(() => quote.locator('[data-quote="ask"] dd').textContent(), { timeout: 10_000 })
      .toMatch(/^\d/);
    await shot('pair-quote-en', 'pair-quote');
  });

  it('Buy opens the spot ticket on BTC/USDT and the buy side; a market buy fills', async () => {
    await page
      .getByRole('group', { name: 'Spot' })
      .getByRole('button', { name: 'Buy', exact: true })
      .click();
    await page.waitForURL(/pages\/transaction\/index\?product=spot&symbol=BTC%2FUSDT&side=buy/);
    await page.getByTestId('spot-price').waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('spot-pair-switch').textContent()).toContain('BTC');
    expect(await page.getByRole('tab', { name: 'Buy' }).getAttribute('aria-selected')).toBe('true');
    await shot('pair-to-spot-buy-en');

    await page.getByRole('radio', { name: 'Market' }).click();
    await page.locator('#spot-amount').fill('0.001');
    const answered = page.waitForResponse((r) => r.url().includes('/api/coin/trade'));
    await page.locator('.spot-submit').click();
    const body = (await (await answered).json()) as {
      type: string;
      message: { status: number; fill_price: string };
    };
    expect(body.type).toBe('ok');
    expect(body.message.status).toBe(2);
  });

  it("the fill shows in the pair's Trades tab, and a new one arrives live", async () => {
    await openPair();
    await page.getByRole('tab', { name: 'Trades' }).click();
    await tradeRows().first().waitFor({ timeout: 10_000 });
    const before = await tradeRows().count();
    expect(before).toBeGreaterThanOrEqual(1);
    expect(await tradeRows().first().textContent()).toContain('Buy');
    expect(await tradeRows().first().textContent()).toContain('0.001');

    // Another fill on the pair, placed elsewhere: it arrives over the socket, newest first.
    await api(
      'POST',
      '/coin/trade',
      { currency_id: 1, legal_id: 3, type: 2, amount: '0.002' },
      token,
    );
    await expect.poll(() => tradeRows().count(), { timeout: 10_000 }).toBe(before + 1);
    expect(await tradeRows().first().textContent()).toContain('Sell');
    expect(await tradeRows().first().textContent()).toContain('0.002');
    await shot('pair-trades-en', 'pair-trades');

    await page.getByRole('tab', { name: 'About' }).click();
    await page.getByTestId('pair-about').waitFor();
    // The asset's name comes with the currencies list, which may arrive after the panel.
    await expect
      .poll(() => page.getByTestId('pair-about').textContent(), { timeout: 10_000 })
      .toContain('Bitcoin');
    await shot('pair-about-en', 'pair-about');
  });

  it('reads the same in Chinese', async () => {
    await phone.useLanguage('zh');
    await page.getByTestId('pair-price').waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('pair-quote').textContent()).toContain('平台报价');
    expect(
      await page.getByRole('group', { name: '币币' }).getByRole('button').allTextContents(),
    ).toEqual(['买入', '卖出']);
    await shot('pair-quote-zh', 'pair-quote');
    await page.getByRole('tab', { name: '成交' }).click();
    await tradeRows().first().waitFor({ timeout: 10_000 });
    await shot('pair-trades-zh', 'pair-trades');
    await page.getByRole('tab', { name: '简介' }).click();
    await page.getByTestId('pair-about').waitFor();
    await shot('pair-about-zh', 'pair-about');
  });
});
