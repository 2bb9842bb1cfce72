import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';

import { optionsAvailable, publishFiveSecondOption, screenshot, usePhoneSession } from './harness';

/**
 * A feed outage at an option's expiry: the server finds no price within the tolerance of the
 * expiry, voids the order and refunds stake and fee. The screens say so, neither win nor loss.
 * The server reads a fake exchange stream that this spec pauses (an outage that keeps the
 * connection open).
 */
const phone = usePhoneSession({ feed: 'exchange' });
const { go, api } = phone;
let page: Page;

beforeAll(() => {
  ({ page } = phone);
});

interface Order {
  id: number;
  status: number;
  profit_result: number | null;
  void_reason: string | null;
  end_price: string | null;
  handled_at: number;
}

let token = '';

describe('an option during a feed outage', () => {
  it('is voided when no price came near its expiry, and the stake comes back', async () => {
    await publishFiveSecondOption(phone, await phone.adminLogin());
    // The demo user (DEMO=1) starts with USDT in the options account.
    token = await api<string>('POST', '/user/login', {
      user_string: 'demo@example.com',
      password: 'Demo12345',
    });
    await expect
      .poll(
        async () => {
          const rows = await api<{ symbol: string; feed: { stale: boolean } }[]>(
            'GET',
            '/currency/quotation_new',
          );
          return rows.find((r) => r.symbol === 'BTC/USDT')?.feed.stale;
        },
        { timeout: 20_000 },
      )
      .toBe(false);
    const before = await optionsAvailable(phone, token);

    const order = await api<Order>(
      'POST',
      '/microtrade/submit',
      { match_id: 1, currency_id: 3, type: 1, seconds: 5, number: '10' },
      token,
    );
    phone.exchange.pause();
    expect(await optionsAvailable(phone, token)).toBe(String(Number(before) - 10));
    // Past the expiry with nothing from the feed; then prices flow again.
    await new Promise((r) => setTimeout(r, Math.max(0, order.handled_at + 2_000 - Date.now())));
    phone.exchange.resume();

    let settled: Order | undefined;
    await expect
      .poll(
        async () => {
          settled = await api<Order>('GET', '/microtrade/get_result', { id: order.id }, token);
          return settled.status;
        },
        { timeout: 20_000 },
      )
      .toBe(3);
    expect(settled).toMatchObject({
      profit_result: null,
      void_reason: 'no_price_at_expiry',
      end_price: null,
    });
    expect(await optionsAvailable(phone, token)).toBe(before);

    // Logged in as the demo user on this device (the app reads the stored token on load).
    await go('/pages/common/login');
    await page.evaluate((t) => localStorage.setItem('token', JSON.stringify(t)), token);
    await go('/pages/transaction/seconds_order?tab=history');
    await page.reload();
    const row = page.locator(`.opt-row[data-order-id="${order.id}"]`);
    await row.waitFor({ timeout: 15_000 });
    expect(await row.getAttribute('data-outcome')).toBe('void');
    expect(await row.getByTestId('row-void').textContent()).toBe(
      'Voided: no price at expiry — stake and fee refunded',
    );
    expect(await row.locator('[data-fact="end"] dd').textContent()).toBe('No price at expiry');
    // A real feed: no demo banner above the list.
    expect(await page.getByTestId('demo-banner').count()).toBe(0);
    await screenshot(page, 'options-void-en');

    await phone.useLanguage('zh');
    await row
      .getByText('已作废：到期时无价格 — 投入金额和手续费已退还')
      .waitFor({ timeout: 15_000 });
    await screenshot(page, 'options-void-zh');
    await page.evaluate(() => localStorage.setItem('lang', JSON.stringify('en')));
  });
});
