import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';

import { auditScreen } from './axe';
import { screenshot, usePhoneSession } from './harness';

/**
 * Invest (dual) on a phone: an operator creates two short-term BTC "buy low" products through the
 * API (USDT invested, a one-minute settlement window ending about two minutes later), one linked
 * far above the market price (it settles below the linked price: paid in BTC) and one far below
 * (it settles at or above: paid in USDT). A funded user finds the first in the list, opens it,
 * sets the shares with the stepper, reads both outcomes and the boundary, confirms, and sees the
 * order purchased; the same in Chinese with the second product. The leader settles both from the
 * recorded ticks of their windows; the user sees each settled with its settlement price and the
 * number of ticks averaged. axe on every screen.
 */
const phone = usePhoneSession({ mail: true });
const { go, api } = phone;
let page: Page;

beforeAll(() => {
  ({ page } = phone);
});

const email = `invest${Date.now()}@example.com`;
const password = 'Secret123';
let token = '';
let adminToken = '';
let userId = 0;

interface Product {
  id: number;
  linked_price: string;
  settle_at: number;
  window_start: number;
}
interface Order {
  id: number;
  product_id: number;
  status: number;
  amount: string;
  settlement_price: string | null;
  tick_count: number | null;
  payout: string | null;
  payout_currency: string | null;
}

const products: Record<'en' | 'zh', Product | null> = { en: null, zh: null };
/** What the purchase screen said the coin side pays, to hold the settlement to it. */
const previewBelow: Record<'en' | 'zh', string> = { en: '', zh: '' };

/** axe's serious and critical findings and small icon targets of the screen. */
const audit = (name: string) => auditScreen(page, name);

/**
 * A BTC "buy low" product: 100 USDT a share, 36.5 % APR, 10 days, linked at `linkedPrice`; its
 * one-minute window ends `settleInMs` from now (the operator's own settlement time).
 */
async function createProduct(linkedPrice: string, settleInMs: number): Promise<Product> {
  const product = await api<Product>(
    'POST',
    '/admin/invest/products/save',
    {
      type: 2,
      currency_id: 1,
      unit_price: '100',
      apr: '0.365',
      linked_price: linkedPrice,
      days: 10,
      total_shares: 50,
      settle_at: Date.now() + settleInMs,
      window_minutes: 1,
    },
    adminToken,
  );
  await api('POST', '/admin/invest/products/open', { id: product.id }, adminToken);
  return product;
}

const line = (scope: string, name: string) =>
  page
    .locator(`${scope} [data-line="${name}"] dd`)
    .first()
    .textContent()
    .then((t) => t?.replace(/\s+/g, ' ').trim());

/** Buys 3 shares of `product` on the purchase screen, checking the amount and both outcomes. */
async function buy(product: Product, lang: 'en' | 'zh') {
  await go('/pages/invest/invest');
  const typeTab = page.getByRole('tab', { name: lang === 'en' ? 'Buy low' : '低买' });
  await typeTab.waitFor({ timeout: 15_000 });
  await typeTab.click();
  const card = page
    .getByTestId('invest-product')
    .filter({ has: page.getByTestId(`invest-terms-${product.id}`) });
  await card.waitFor({ timeout: 15_000 });
  await screenshot(page, `invest-list-${lang}`);
  expect(await audit(`invest list ${lang}`)).toBe('');
  await card.getByRole('button').click();
  await page.waitForURL(new RegExp(`pages/invest/purchase\\?id=${product.id}`));
  await page.locator('#invest-num').waitFor({ timeout: 15_000 });
  await page.getByRole('button', { name: lang === 'en' ? 'One share more' : '增加一份' }).click();
  await page.getByRole('button', { name: lang === 'en' ? 'One share more' : '增加一份' }).click();
  await expect.poll(() => line('[data-testid="invest-preview"]', 'amount')).toBe('300.00 USDT');
  // 300 × (1 + 10 × 0.365 / 365) = 303 USDT at or above; 303 / linked BTC below.
  await expect
    .poll(() => page.getByTestId('invest-outcome-above').textContent())
    .toContain('303.00 USDT');
  const belowText = (await page.getByTestId('invest-outcome-below').textContent()) ?? '';
  expect(belowText).toContain('BTC');
  previewBelow[lang] = belowText;
  await page.getByTestId('invest-outcome-above').scrollIntoViewIfNeeded();
  await screenshot(page, `invest-purchase-${lang}`);
  expect(await audit(`invest purchase ${lang}`)).toBe('');
  await page
    .locator('.invest-card')
    .last()
    .getByRole('button', { name: lang === 'en' ? 'Buy' : '购买', exact: true })
    .click();
  const dialog = page.locator('.adm-center-popup-wrap');
  await dialog.waitFor();
  expect(await dialog.textContent()).toContain('303.00 USDT');
  await screenshot(page, `invest-confirm-${lang}`);
  await dialog.getByRole('button', { name: lang === 'en' ? 'Confirm' : '确认' }).click();
  await page.waitForURL(/pages\/invest\/mine/, { timeout: 15_000 });
  const order = page.getByTestId('invest-order').first();
  await order.waitFor({ timeout: 15_000 });
  expect(await order.getByTestId('invest-status').textContent()).toBe(
    lang === 'en' ? 'Purchased' : '已购买',
  );
  await screenshot(page, `invest-mine-purchased-${lang}`);
  expect(await audit(`invest mine ${lang}`)).toBe('');
}

/** Waits until the leader settled the user's order of `product`; answers it. */
async function settled(product: Product): Promise<Order> {
  let found: Order | undefined;
  await expect
    .poll(
      async () => {
        const mine = await api<{ data: Order[] }>('POST', '/dual/dual_list', {}, token);
        found = mine.data.find((o) => o.product_id === product.id);
        return found?.status;
      },
      { timeout: 240_000, interval: 2_000 },
    )
    .toBe(3);
  return found!;
}

describe('Invest on a phone', () => {
  it('registers and funds a user; an operator creates two short-term products', async () => {
    ({ token, userId } = await phone.registerByEmail(email, password));
    adminToken = await phone.adminLogin();
    await phone.adjustUsdt(adminToken, {
      userId,
      account: 2,
      amount: '1000',
      reason: 'Invest e2e funding',
    });
    const quotes = await api<{ symbol: string; now_price: string }[]>(
      'GET',
      '/currency/quotation_new',
    );
    const btc = Number(quotes.find((q) => q.symbol === 'BTC/USDT')!.now_price);
    // Far above the market: settles below it (BTC). Far below: settles at or above it (USDT).
    products.en = await createProduct(String(Math.round(btc * 1.5)), 180_000);
    products.zh = await createProduct(String(Math.round(btc * 0.5)), 180_000);
  });

  it('buys 3 shares with both outcomes shown before confirming (en)', async () => {
    await phone.logIn(email, password);
    await buy(products.en!, 'en');
  });

  it('buys the other product in Chinese', async () => {
    await phone.useLanguage('zh');
    await buy(products.zh!, 'zh');
  });

  it('sees both settle from the recorded ticks: BTC below the linked price, USDT at or above', async () => {
    const below = await settled(products.en!);
    expect(below).toMatchObject({ payout_currency: 'BTC' });
    expect(Number(below.tick_count)).toBeGreaterThan(0);
    expect(Number(below.settlement_price)).toBeLessThan(Number(products.en!.linked_price));
    // Exactly what the purchase screen showed before confirming (shares × one share's payout).
    expect(previewBelow.en).toContain(`${below.payout} BTC`);
    const above = await settled(products.zh!);
    expect(above).toMatchObject({ payout_currency: 'USDT', payout: '303' });
    expect(Number(above.settlement_price)).toBeGreaterThanOrEqual(
      Number(products.zh!.linked_price),
    );

    await go('/pages/invest/mine');
    await page.reload();
    const cards = page.getByTestId('invest-order');
    await expect.poll(() => cards.count(), { timeout: 15_000 }).toBe(2);
    await expect
      .poll(() => cards.first().getByTestId('invest-status').textContent(), { timeout: 15_000 })
      .toBe('已结算');
    expect(await cards.first().textContent()).toContain('303.00 USDT');
    expect(await cards.first().textContent()).toContain(`${above.tick_count} 笔成交价均值`);
    await screenshot(page, 'invest-mine-settled-zh');
    expect(await audit('invest mine settled zh')).toBe('');

    await phone.useLanguage('en');
    await cards.first().waitFor({ timeout: 15_000 });
    const text = await cards.nth(1).textContent();
    expect(text).toContain('Settled');
    expect(text).toContain(`average of ${below.tick_count} ticks`);
    expect(text).toContain('BTC');
    await screenshot(page, 'invest-mine-settled-en');
    expect(await audit('invest mine settled en')).toBe('');

    await go('/pages/invest/help');
    await page.getByRole('heading', { name: 'Sell high' }).waitFor({ timeout: 15_000 });
    // The operator's own page (demo text) under the built-in help.
    await page
      .getByRole('heading', { name: 'Invest: notes from Meridian' })
      .waitFor({ timeout: 15_000 });
    await screenshot(page, 'invest-help-en');
    expect(await audit('invest help en')).toBe('');
    await phone.useLanguage('zh');
    await page.getByRole('heading', { name: '投资：Meridian 的说明' }).waitFor({ timeout: 15_000 });
    await screenshot(page, 'invest-help-zh');
    expect(await audit('invest help zh')).toBe('');
  }, 400_000);
});
