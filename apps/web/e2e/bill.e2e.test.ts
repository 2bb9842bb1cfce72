import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';

import { auditScreen } from './axe';
import { screenshot, usePhoneSession } from './harness';

/**
 * The bill a person can read (issue #14 item 6), on a phone: the demo user converts, buys spot
 * and opens then closes a 10× futures long through the API; the one bill screen says each event
 * as a sentence with its parts, filters by kind, account and coin, opens a row's order, and the
 * old bill address leads to it keeping the coin. axe (serious/critical) in English and Chinese;
 * screenshots bill-*.png.
 */
const phone = usePhoneSession();
const { go, api } = phone;
let page: Page;
let token = '';
let positionId = 0;

const rows = () => page.getByTestId('payout-bill-row');
const sentences = () => page.locator('[data-testid="payout-bill-row"] .payout-bill-row__sentence');

beforeAll(() => {
  ({ page } = phone);
});

async function openBill(query = '') {
  await go(`/pages/setting/bill${query}`);
  await rows().first().waitFor({ timeout: 15_000 });
  await page.waitForTimeout(300);
}

/** axe's serious and critical findings, small icon targets and the h1 count of the screen. */
const audit = (name: string) => auditScreen(page, name, { oneHeading: true });

describe('the bill on a phone', () => {
  it('says each business event as one sentence with its parts, newest first', async () => {
    await phone.logIn('demo@example.com', 'Demo12345');
    await phone.closeWelcomePopup(3_000);
    token = await api<string>('POST', '/user/login', {
      user_string: 'demo@example.com',
      password: 'Demo12345',
    });
    await api(
      'POST',
      '/user/Transfer',
      { number: '10', from_currency_id: 3, to_currency_id: 1 },
      token,
    );
    await api(
      'POST',
      '/coin/trade',
      { currency_id: 1, legal_id: 3, type: 1, amount: '0.001' },
      token,
    );
    ({ id: positionId } = await api<{ id: number }>(
      'POST',
      '/lever/submit',
      { currency_id: 1, legal_id: 3, type: 1, share: 1, multiple: 10, status: 1 },
      token,
    ));
    await api('POST', '/lever/close', { id: positionId }, token);

    await openBill();
    const said = await sentences().allTextContents();
    expect(said[0]).toMatch(/^Closed BTC\/USDT long 10×: realised P\/L [+-]?[\d,.]+ USDT$/);
    expect(said[1]).toMatch(/^Opened BTC\/USDT long 10×: margin [\d,.]+ USDT, fee [\d,.]+ USDT$/);
    expect(said[2]).toMatch(
      /^Bought 0\.001 BTC at [\d,]+\.\d\d: paid [\d,.]+ USDT, fee [\d.]+ BTC$/,
    );
    expect(said[3]).toMatch(/^Converted 10\.00 USDT to BTC: received [\d.]+ BTC, fee [\d.]+ BTC$/);
    await screenshot(page, 'bill-events-en');
    expect(await audit('bill (en)')).toBe('');
  });

  it('filters by kind and by account, each kept in the address', async () => {
    await page.getByTestId('bill-filter-kind').click();
    await page.locator('.adm-popup .adm-list-item').getByText('Futures', { exact: true }).click();
    await page.waitForURL(/kind=futures/);
    await expect.poll(() => rows().count(), { timeout: 10_000 }).toBe(2);
    expect(await page.getByTestId('bill-filter-kind').textContent()).toContain('Futures');
    await screenshot(page, 'bill-futures-en');

    await openBill('?type=4');
    // The options account: only the demo grant moved it.
    expect(await sentences().allTextContents()).toEqual([
      expect.stringMatching(/^Demo starting balance: amount \+1,000(\.00)? USDT$/),
    ]);
  });

  it('opens the order a row belongs to', async () => {
    await openBill('?kind=futures');
    await page.locator('[data-reason="lever_close"] a').click();
    await page.waitForURL(new RegExp(`pages/transaction/contract_order\\?id=${positionId}`));
    await openBill('?kind=spot');
    await page.locator('[data-reason="spot_fill"] a').click();
    await page.waitForURL(/pages\/transaction\/currency_order\?tab=filled&id=\d+/);
  });

  it('leads the old bill address to the bill, keeping the coin', async () => {
    await go('/pages/fund/assets_all_record?currency=1');
    await page.waitForURL(/pages\/setting\/bill\?currency=1$/);
    await rows().first().waitFor({ timeout: 15_000 });
    const said = await sentences().allTextContents();
    expect(said.slice(0, 2)).toEqual([
      expect.stringMatching(/^Bought 0\.001 BTC/),
      expect.stringMatching(/^Converted 10\.00 USDT to BTC/),
    ]);
    expect(await page.getByTestId('bill-filter-coin').textContent()).toContain('BTC');
  });

  it('reads the same in Chinese, and passes axe there too', async () => {
    await openBill();
    await phone.useLanguage('zh');
    await rows().first().waitFor({ timeout: 15_000 });
    await page.waitForTimeout(300);
    const said = await sentences().allTextContents();
    expect(said[0]).toMatch(/^平仓 BTC\/USDT 做多 10×: 已实现盈亏 [+-]?[\d,.]+ USDT$/);
    expect(said[1]).toMatch(/^开仓 BTC\/USDT 做多 10×: 保证金 [\d,.]+ USDT, 手续费 [\d,.]+ USDT$/);
    expect(said[2]).toMatch(
      /^以 [\d,]+\.\d\d 买入 0\.001 BTC: 支付 [\d,.]+ USDT, 手续费 [\d.]+ BTC$/,
    );
    expect(said[3]).toMatch(/^将 10\.00 USDT 兑换为 BTC: 收到 [\d.]+ BTC, 手续费 [\d.]+ BTC$/);
    await screenshot(page, 'bill-events-zh');
    expect(await audit('bill (zh)')).toBe('');
    await page.getByTestId('bill-filter-kind').click();
    await page.waitForTimeout(400);
    await screenshot(page, 'bill-kind-sheet-zh');
    expect(await audit('bill kind sheet (zh)')).toBe('');
  });
});
