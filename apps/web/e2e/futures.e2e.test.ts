import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';

import { screenshot, usePhoneSession } from './harness';

/**
 * Futures on a phone: the hub, a market long at 10x with its preview and confirmation, live P/L,
 * TP/SL through the sheet, closing it and finding it in the history; a limit long far below the
 * market waits as pending and is cancelled. English, then the same screens in Chinese.
 */
const phone = usePhoneSession({ mail: true });
const { go, api } = phone;
let page: Page;

beforeAll(() => {
  ({ page } = phone);
});

const email = `futures${Date.now()}@example.com`;
const password = 'Secret123';
let token = '';
let userId = 0;

interface LeverPosition {
  id: number;
  status: number;
  profits: string;
  target_profit_price: string | null;
  stop_loss_price: string | null;
}

const dealAll = () =>
  api<{ account: { available: string }; positions: LeverPosition[] }>(
    'POST',
    '/lever/dealall',
    {},
    token,
  );

/** A price `factor` times the mark shown in a card, with 2 decimals. */
const scaled = (text: string, factor: number) =>
  (Number(text.replace(/,/g, '')) * factor).toFixed(2);

/** Waits until no toast covers the screen, so a screenshot shows the screen itself. */
async function withoutToast() {
  await page
    .locator('.adm-toast-mask')
    .waitFor({ state: 'hidden', timeout: 6_000 })
    .catch(() => undefined);
}

async function openMarketLong(lang: 'en' | 'zh') {
  await go('/pages/transaction/contract?symbol=BTC/USDT');
  const form = page.getByTestId('order-form');
  await form.waitFor({ timeout: 15_000 });
  await page.getByTestId('preview-lines').locator('[data-line="margin"] .amount').waitFor();
  await page.getByTestId('account-available').waitFor();
  await form.locator('button[type=submit]').click();
  const sheet = page.getByTestId('confirm-sheet');
  await sheet.waitFor();
  await screenshot(page, `futures-confirm-${lang}`);
  const before = (await dealAll()).positions.length;
  await sheet.locator('button.fut-submit').click();
  await sheet.waitFor({ state: 'detached', timeout: 15_000 });
  await expect.poll(async () => (await dealAll()).positions.length).toBe(before + 1);
  await page.getByTestId('position').first().waitFor();
}

describe('futures on a phone', () => {
  it('registers a user and funds the lever account through the operator', async () => {
    ({ token, userId } = await phone.registerByEmail(email, password));
    const adminToken = await phone.adminLogin();
    // The operator credits the lever account directly.
    await phone.adjustUsdt(adminToken, {
      userId,
      account: 3,
      amount: '1000',
      reason: 'Futures e2e funding',
    });
    expect((await dealAll()).account.available).toBe('1000');
  });

  it('shows the futures hub with live crypto and stock pairs', async () => {
    await phone.logIn(email, password);
    await phone.closeWelcomePopup();

    await go('/pages/transaction/index2');
    await page.getByTestId('hub-pairs').waitFor({ timeout: 15_000 });
    const btc = page.getByTestId('hub-pairs').locator('.quote-row[data-symbol="BTC/USDT"]');
    await btc.locator('.quote-row__price .amount').waitFor({ timeout: 15_000 });
    await screenshot(page, 'futures-hub-en');

    await page.getByRole('tab', { name: 'Stocks' }).click();
    await page.waitForURL(/category=stock/);
    await page.locator('.quote-row[data-symbol="AAPL/USDT"]').waitFor();
    await page.getByRole('tab', { name: 'Crypto' }).click();
    await btc.click();
    // A hub pair opens the futures ticket of the trade tab on that pair.
    await page.waitForURL(/pages\/transaction\/index\?.*product=futures/);
    expect(page.url()).toContain('symbol=BTC%2FUSDT');
  });

  it('opens a market long of 1 lot at 10x after the preview and the confirmation', async () => {
    const form = page.getByTestId('order-form');
    await form.waitFor({ timeout: 15_000 });
    expect(await form.getByRole('radio', { name: '10×' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    expect(await page.locator('#fut-lots').inputValue()).toBe('1');
    const preview = page.getByTestId('preview-lines');
    await preview.locator('[data-line="margin"] .amount').waitFor();
    // 1 lot of 0.01 BTC at 10x: margin = notional / 10, fee = notional × 0.001.
    const notional = Number(
      (await preview.locator('[data-line="notional"] .amount').textContent())!.replace(
        /[^\d.]/g,
        '',
      ),
    );
    const margin = Number(
      (await preview.locator('[data-line="margin"] .amount').textContent())!.replace(/[^\d.]/g, ''),
    );
    expect(margin).toBeCloseTo(notional / 10, 1);
    expect(await preview.locator('[data-line="liquidation"]').textContent()).toContain(
      'None at this balance',
    );
    await screenshot(page, 'futures-form-en');

    // A take-profit below the entry is refused before anything is sent.
    await page.locator('#fut-tp').fill('1000');
    await page.getByText('Take-profit must be on the winning side').waitFor();
    await page.locator('#fut-tp').fill('');

    await openMarketLong('en');
    const card = page.getByTestId('position').first();
    expect(await card.textContent()).toContain('BTC');
    expect(await card.textContent()).toContain('10×');
    const pl = card.getByTestId('position-pl');
    const first = await pl.textContent();
    // lever_trade pushes the P/L as the sim feed moves, without a refetch.
    await expect.poll(() => pl.textContent(), { timeout: 20_000, interval: 250 }).not.toBe(first);
    await page.getByTestId('account-risk').locator('[data-risk]').waitFor();
    await card.scrollIntoViewIfNeeded();
    await withoutToast();
    await screenshot(page, 'futures-positions-en');
  });

  it('sets take-profit and stop-loss through the sheet', async () => {
    const card = page.getByTestId('position').first();
    await card.getByRole('button', { name: 'TP / SL' }).click();
    const sheet = page.getByTestId('stops-sheet');
    await sheet.waitFor();
    const mark = (await sheet.locator('[data-line="mark"] .amount').textContent())!;
    await page.locator('#stops-tp').fill(scaled(mark, 0.5));
    await sheet.locator('button[type=submit]').click();
    await sheet.getByText('Take-profit must be on the winning side').waitFor();

    const tp = scaled(mark, 1.5);
    const sl = scaled(mark, 0.5);
    await page.locator('#stops-tp').fill(tp);
    await page.locator('#stops-sl').fill(sl);
    await screenshot(page, 'futures-stops-en');
    await sheet.locator('button[type=submit]').click();
    await sheet.waitFor({ state: 'detached', timeout: 15_000 });
    // The API answers plain decimals ("39432.6" for "39432.60"): compare the numbers.
    await expect
      .poll(async () => Number((await dealAll()).positions[0]?.target_profit_price))
      .toBe(Number(tp));
    expect(Number((await dealAll()).positions[0]?.stop_loss_price)).toBe(Number(sl));
    await card.locator('[data-cell="tp"]').getByText(tp).waitFor();
  });

  it('closes the position and finds it in the history with its ticks', async () => {
    const card = page.getByTestId('position').first();
    await card.getByRole('button', { name: 'Close' }).click();
    const ask = page.getByTestId('action-sheet');
    await ask.waitFor();
    expect(await ask.textContent()).toContain('Close BTC/USDT (1 lot) at the market price now?');
    await ask.getByRole('button', { name: 'Close' }).click();
    await page.getByText('No open positions').waitFor({ timeout: 15_000 });
    expect((await dealAll()).positions).toHaveLength(0);

    await page.getByRole('button', { name: 'Futures history' }).click();
    await page.waitForURL(/contract_order/);
    const row = page.getByTestId('history-row').first();
    await row.waitFor({ timeout: 15_000 });
    expect(await row.getByTestId('history-reason').textContent()).toBe('Closed by you');
    expect(await row.getByTestId('history-ticks').textContent()).toMatch(/Open tick: \d+\.\d{2}/);
    expect(await row.getByTestId('history-ticks').textContent()).toMatch(/Close tick: \d+\.\d{2}/);
    await withoutToast();
    await screenshot(page, 'futures-history-en');
  });

  it('places a limit long far below the market, sees it pending and cancels it', async () => {
    await go('/pages/transaction/contract?symbol=BTC/USDT');
    const form = page.getByTestId('order-form');
    await form.waitFor({ timeout: 15_000 });
    await form.getByRole('radio', { name: 'Limit' }).click();
    const price = (await page.getByTestId('contract-price').textContent())!;
    // At or above the market is refused, with the rule said.
    await page.locator('#fut-limit-price').fill(scaled(price, 1.1));
    await page.getByText('A long limit must be below the current price').waitFor();
    await page.locator('#fut-limit-price').fill(scaled(price, 0.5));
    await form.locator('button[type=submit]').click();
    const sheet = page.getByTestId('confirm-sheet');
    await sheet.waitFor();
    await sheet.locator('button.fut-submit').click();
    await sheet.waitFor({ state: 'detached', timeout: 15_000 });
    const pending = page.getByTestId('pending').first();
    await pending.waitFor({ timeout: 15_000 });
    expect((await dealAll()).positions.map((p) => p.status)).toEqual([0]);
    await pending.scrollIntoViewIfNeeded();
    await withoutToast();
    await screenshot(page, 'futures-pending-en');
    await pending.getByRole('button', { name: 'Cancel order' }).click();
    await page.getByText('No pending limit orders').waitFor({ timeout: 15_000 });
    expect((await dealAll()).positions).toHaveLength(0);
    expect((await dealAll()).account.available).not.toBe('1000');
  });

  it('shows the same screens in Chinese and closes all through the batch button', async () => {
    await phone.useLanguage('zh');
    await go('/pages/transaction/index2');
    await page
      .getByTestId('hub-pairs')
      .locator('.quote-row[data-symbol="BTC/USDT"] .quote-row__price .amount')
      .waitFor({ timeout: 15_000 });
    await screenshot(page, 'futures-hub-zh');

    await go('/pages/transaction/contract?symbol=BTC/USDT');
    await page
      .getByTestId('preview-lines')
      .locator('[data-line="margin"] .amount')
      .waitFor({ timeout: 15_000 });
    await screenshot(page, 'futures-form-zh');
    await openMarketLong('zh');
    const card = page.getByTestId('position').first();
    await card.scrollIntoViewIfNeeded();
    await withoutToast();
    await screenshot(page, 'futures-positions-zh');

    await card.getByRole('button', { name: '止盈/止损' }).click();
    const sheet = page.getByTestId('stops-sheet');
    await sheet.waitFor();
    const mark = (await sheet.locator('[data-line="mark"] .amount').textContent())!;
    await page.locator('#stops-tp').fill(scaled(mark, 1.5));
    await screenshot(page, 'futures-stops-zh');
    await sheet.locator('button[type=submit]').click();
    await sheet.waitFor({ state: 'detached', timeout: 15_000 });

    await page.getByRole('button', { name: '全部平仓' }).click();
    const ask = page.getByTestId('action-sheet');
    await ask.waitFor();
    await ask.getByRole('button', { name: '全部平仓' }).click();
    await page.getByText('暂无持仓').waitFor({ timeout: 15_000 });
    expect((await dealAll()).positions).toHaveLength(0);

    await go('/pages/transaction/contract_order');
    await page.getByTestId('history-row').first().waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('history-row').count()).toBe(3);
    await withoutToast();
    await screenshot(page, 'futures-history-zh');
  });
});
