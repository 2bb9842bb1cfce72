import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';

import { screenshot, usePhoneSession } from './harness';

/**
 * Spot coin trade on a phone (issue #5): a user funded by the operator places a limit buy far
 * below the market (it rests), sees it under open orders, cancels it and gets the frozen USDT
 * back; then a small market buy fills at the platform's quote and shows in the history with its
 * fill price and the feed tick that filled it. Screenshots in English and Chinese.
 */
const phone = usePhoneSession({ mail: true });
const { go, api } = phone;
let page: Page;

beforeAll(() => {
  ({ page } = phone);
});

const email = `spot${Date.now()}@example.com`;
const password = 'Secret123';
let token = '';

interface Pair {
  symbol: string;
  now_price: string | null;
  price_precision: number;
  amount_precision: number;
}

interface Order {
  id: number;
  status: number;
  order_type: string;
  fill_price: string | null;
  tick: { price: string; time: number } | null;
}

/** Exchange-account (2) USDT available of the user, from the API. */
async function usdtAvailable(): Promise<string> {
  const list = await api<{
    accounts: { type: number; currencies: { currency_name: string; available: string }[] }[];
  }>('POST', '/wallet/list', {}, token);
  return (
    list.accounts.find((a) => a.type === 2)?.currencies.find((c) => c.currency_name === 'USDT')
      ?.available ?? '0'
  );
}

/** A screenshot once toasts have gone, so the picture shows the screen itself. */
async function shot(name: string) {
  await expect
    .poll(() => page.locator('.adm-toast-main:visible').count(), { timeout: 5_000 })
    .toBe(0);
  await screenshot(page, name);
}

const available = () => page.getByTestId('spot-available').textContent();
/** The available balance the form shows, as a number. */
const shownAvailable = async () => Number(((await available()) ?? '').split(' ')[0]);
const openOrders = () => page.locator('[data-testid="open-orders"] [data-testid="spot-order"]');

/** A limit price well below the market: half the feed price, at the pair's precision. */
async function farBelowMarket(): Promise<string> {
  const pairs = await api<Pair[]>('GET', '/currency/quotation_new');
  const btc = pairs.find((p) => p.symbol === 'BTC/USDT')!;
  return (Number(btc.now_price) / 2).toFixed(btc.price_precision);
}

async function placeLimitBuy(price: string, amount: string) {
  await page.getByRole('tab', { name: /^(Buy|买入)$/ }).click();
  await page.getByRole('radio', { name: /^(Limit|限价)$/ }).click();
  await page.locator('#spot-price').fill(price);
  await page.locator('#spot-amount').fill(amount);
  const answered = page.waitForResponse((r) => r.url().includes('/api/coin/trade'));
  await page.locator('.spot-submit').click();
  const response = await answered;
  expect(response.request().headers()['idempotency-key']).toMatch(/^[0-9a-f]{32}$/);
  const body = (await response.json()) as { type: string; message: Order };
  expect(body.type).toBe('ok');
  return body.message;
}

describe('spot coin trade on a phone', () => {
  it('shows prices to a visitor and asks to log in to trade', async () => {
    await go('/pages/transaction/currency');
    await page.getByTestId('spot-price').waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('spot-pair-switch').textContent()).toContain('BTC');
    // The quote ladder says what it is: the platform's own quote, not an order book.
    const ladder = page.getByTestId('quote-ladder');
    expect(await ladder.textContent()).toContain('Platform quote');
    expect(await ladder.textContent()).toContain('Not an order book');
    await expect
      .poll(() => page.getByTestId('ladder-ask').locator('.amount').textContent(), {
        timeout: 10_000,
      })
      .toMatch(/^\d/);
    expect(await page.locator('.spot-submit').textContent()).toBe('Log in to trade');
    await page.locator('.spot-submit').click();
    await page.waitForURL(/pages\/common\/login/, { timeout: 5_000 });
  });

  it('registers, is funded 1000 USDT by the operator and logs in', async () => {
    const user = await phone.registerByEmail(email, password);
    token = user.token;
    await phone.adjustUsdt(await phone.adminLogin(), {
      userId: user.userId,
      account: 2,
      amount: '1000',
      reason: 'Spot e2e funding',
    });
    expect(Number(await usdtAvailable())).toBe(1000);

    await phone.logIn(email, password);
  });

  it('switches pairs from the sheet', async () => {
    await go('/pages/transaction/currency?symbol=ETH/USDT');
    await page.getByTestId('spot-price').waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('spot-pair-switch').textContent()).toContain('ETH');
    await page.getByTestId('spot-pair-switch').click();
    await page.locator('.spot-pairs__item[data-symbol="BTC/USDT"]').waitFor();
    // Crypto pairs only: stocks trade as futures.
    expect(await page.locator('.spot-pairs__item[data-symbol="AAPL/USDT"]').count()).toBe(0);
    await shot('spot-pairs-en');
    await page.locator('.spot-pairs__item[data-symbol="BTC/USDT"]').click();
    await page.waitForURL(/symbol=BTC%2FUSDT/);
    await expect.poll(() => page.getByTestId('spot-pair-switch').textContent()).toContain('BTC');
  });

  it('places a limit buy far below the market; it rests under open orders with the USDT frozen', async () => {
    await expect.poll(available, { timeout: 10_000 }).toBe('1,000.00 USDT');
    // A shortcut fills a share of the balance, rounded down to the pair's amount precision.
    await page.locator('.spot-percent__item', { hasText: '25%' }).click();
    expect(await page.locator('#spot-amount').inputValue()).toMatch(/^0\.\d+$/);
    await page.locator('#spot-amount').fill('0.001');
    await expect.poll(() => page.getByTestId('spot-fee').textContent()).toBe('0.000001 BTC');
    await shot('spot-form-en');

    const price = await farBelowMarket();
    const order = await placeLimitBuy(price, '0.001');
    expect(order.status).toBe(1);
    await openOrders().first().waitFor({ timeout: 10_000 });
    expect(await openOrders().count()).toBe(1);
    const row = openOrders().first();
    expect(await row.textContent()).toContain('BTC/USDT');
    expect(await row.textContent()).toContain('Limit');
    expect(await row.locator('.spot-order__side').textContent()).toBe('Buy');
    // 0.001 BTC at half the price stays frozen: the available balance drops by exactly that,
    // on the screen too.
    const left = 1000 - Number(price) * 0.001;
    await expect.poll(async () => Number(await usdtAvailable())).toBeCloseTo(left, 8);
    await expect.poll(shownAvailable, { timeout: 10_000 }).toBeCloseTo(left, 8);
    await row.scrollIntoViewIfNeeded();
    await shot('spot-open-order-en');
  });

  it('cancels the open order after confirming and gets the balance back', async () => {
    await openOrders().first().getByRole('button', { name: 'Cancel' }).click();
    const dialog = page.locator('.adm-dialog-body');
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('returns to your exchange account');
    await shot('spot-cancel-en');
    await page.locator('.adm-dialog-button').filter({ hasText: 'Cancel order' }).click();
    await page.getByText('No open orders').waitFor({ timeout: 10_000 });
    await expect.poll(available, { timeout: 10_000 }).toBe('1,000.00 USDT');
    expect(Number(await usdtAvailable())).toBe(1000);
  });

  it('fills a small market buy and shows it in the history with its fill price and tick', async () => {
    await page.getByRole('radio', { name: 'Market' }).click();
    await page.locator('#spot-amount').fill('0.001');
    await expect.poll(() => page.getByTestId('spot-total').textContent()).toMatch(/^\d.* USDT$/);
    const answered = page.waitForResponse((r) => r.url().includes('/api/coin/trade'));
    await page.locator('.spot-submit').click();
    const body = (await (await answered).json()) as { type: string; message: Order };
    expect(body.type).toBe('ok');
    expect(body.message.status).toBe(2);
    expect(body.message.order_type).toBe('market');
    expect(body.message.fill_price).not.toBeNull();
    expect(body.message.tick).not.toBeNull();
    await page.getByText('Order filled').waitFor({ timeout: 5_000 });
    await expect.poll(available, { timeout: 10_000 }).not.toBe('1,000.00 USDT');

    // The bought BTC (less its fee) can be sold: 100 % of it, at the bid.
    await page.getByRole('tab', { name: 'Sell' }).click();
    await page.locator('.spot-percent__item', { hasText: '100%' }).click();
    expect(await page.locator('#spot-amount').inputValue()).toBe('0.000999');
    expect(await page.getByTestId('spot-fee').textContent()).toMatch(/ USDT$/);
    expect(await page.locator('.spot-submit').textContent()).toBe('Sell BTC');
    await shot('spot-sell-market-en');

    await page.getByTestId('spot-history-link').click();
    await page.waitForURL(/currency_order/);
    await page.getByRole('tab', { name: 'Filled' }).click();
    const filled = page.locator('[data-testid="spot-orders-filled"] [data-testid="spot-order"]');
    await filled.first().waitFor({ timeout: 10_000 });
    expect(await filled.count()).toBe(1);
    const text = (await filled.first().textContent()) ?? '';
    expect(text).toContain('Market');
    expect(text).toContain('Filled');
    // The fill price, grouped like every price (65,012.34).
    expect(text.replace(/,/g, '')).toContain(Number(body.message.fill_price).toFixed(2));
    expect(await filled.first().getByTestId('spot-order-tick').textContent()).toContain(
      'Platform quote from the feed tick',
    );
    await shot('spot-history-en');

    await page.getByRole('tab', { name: 'Cancelled' }).click();
    const cancelled = page.locator(
      '[data-testid="spot-orders-cancelled"] [data-testid="spot-order"]',
    );
    await cancelled.first().waitFor({ timeout: 10_000 });
    expect(await cancelled.count()).toBe(1);
  });

  it('shows the form, an open order and the history in Chinese', async () => {
    await go('/pages/transaction/currency?symbol=BTC/USDT');
    await phone.useLanguage('zh');
    await page.getByTestId('spot-price').waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('quote-ladder').textContent()).toContain('这不是订单簿');
    await page.locator('#spot-amount').fill('0.002');
    await shot('spot-form-zh');

    await placeLimitBuy(await farBelowMarket(), '0.002');
    await openOrders().first().waitFor({ timeout: 10_000 });
    expect(await openOrders().first().textContent()).toContain('委托中');
    await openOrders().first().scrollIntoViewIfNeeded();
    await shot('spot-open-order-zh');

    await go('/pages/transaction/currency_order?tab=filled');
    await page
      .locator('[data-testid="spot-orders-filled"] [data-testid="spot-order"]')
      .first()
      .waitFor({
        timeout: 10_000,
      });
    expect(await page.getByRole('tab', { name: '已成交' }).count()).toBe(1);
    await shot('spot-history-zh');
  });
});
