import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';

import { approveIdentity, screenshot, setPayPassword, solidPng, usePhoneSession } from './harness';

// Real coins move only on a real market feed (on the simulated one the platform is in demo mode and
// refuses deposits and withdrawals), so this spec's server reads a fake exchange stream.
const phone = usePhoneSession({ mail: true, feed: 'exchange' });
const { go, api } = phone;
let page: Page;

beforeAll(() => {
  ({ page } = phone);
});

const email = `wallet${Date.now()}@example.com`;
const password = 'Secret123';
const payPassword = '246810';
let token = '';
let adminToken = '';
let userId = 0;
let registeredAt = 0;

async function admin<T>(
  method: 'GET' | 'POST',
  route: string,
  data: Record<string, string | number> = {},
) {
  return api<T>(method, `/admin${route}`, data, adminToken);
}

async function usdtAvailable(account: number): Promise<string> {
  const list = await api<{
    accounts: { type: number; currencies: { currency_name: string; available: string }[] }[];
  }>('POST', '/wallet/list', {}, token);
  const row = list.accounts
    .find((a) => a.type === account)
    ?.currencies.find((c) => c.currency_name === 'USDT');
  return row?.available ?? '0';
}

describe('money screens on a phone', () => {
  it('runs on the exchange feed, out of demo mode, with live prices', async () => {
    const config = await api<{ demo_mode: boolean; feed: string; seed_hash: string | null }>(
      'GET',
      '/getSiteConfig',
    );
    expect(config).toMatchObject({ demo_mode: false, feed: 'exchange', seed_hash: null });
    await expect
      .poll(
        async () => {
          const rows = await api<
            { symbol: string; now_price: string | null; feed: { stale: boolean } }[]
          >('GET', '/currency/quotation_new');
          const btc = rows.find((r) => r.symbol === 'BTC/USDT');
          return btc?.now_price !== null && btc?.feed.stale === false;
        },
        { timeout: 20_000 },
      )
      .toBe(true);
  });

  it('registers a user, binds a mobile and has level-1 identity approved through the API', async () => {
    // Another code can be mailed to this address a minute after this one.
    registeredAt = Date.now();
    ({ token, userId } = await phone.registerByEmail(email, password));

    adminToken = await approveIdentity(phone, {
      token,
      userId,
      name: 'Wallet Tester',
      cardId: 'E2E123456',
    });
    expect((await api<{ level: number }>('GET', '/real/state', {}, token)).level).toBe(1);
  });

  it('logs in and sees an empty wallet with the four accounts', async () => {
    await phone.logIn(email, password);
    // A real feed: no demo banner.
    expect(await page.getByTestId('demo-banner').count()).toBe(0);

    // The home tiles of the money screens open them (the welcome pop-up is content.e2e's).
    await phone.closeWelcomePopup();
    const tiles: [string, RegExp][] = [
      ['Recharge', /pages\/fund\/select\?type=receive/],
      ['Withdraw', /pages\/fund\/select\?type=withdraw/],
      ['Convert', /pages\/fund\/fundTransfer/],
      ['Coin transfer', /pages\/fund\/transfer$/],
    ];
    for (const [label, target] of tiles) {
      await go('/pages/index/index');
      await page.locator('.tile', { hasText: label }).first().click();
      await page.waitForURL(target);
    }

    await go('/pages/fund/assets');
    await page.getByTestId('total-fiat').waitFor();
    expect(await page.getByTestId('total-fiat').textContent()).toBe('$0.00');
    for (const account of ['Fiat', 'Exchange', 'Futures', 'Options']) {
      expect(await page.getByRole('tab', { name: account }).count()).toBe(1);
    }
    await screenshot(page, 'fund-assets-empty-en');
  });

  it('requests a deposit with a voucher; the operator confirms and the balance appears live', async () => {
    await page.getByRole('button', { name: 'Deposit' }).first().click();
    await page.waitForURL(/pages\/fund\/select\?type=receive/);
    await page.getByPlaceholder('Search coins').fill('usd');
    await screenshot(page, 'fund-select-en');
    await page.locator('.coin-list__item', { hasText: 'USDT' }).click();
    await page.waitForURL(/pages\/fund\/receive\?currency=3/);

    await page.getByTestId('demo-warning').waitFor();
    expect(await page.getByTestId('demo-warning').textContent()).toContain(
      'do not send real coins',
    );
    expect(await page.getByTestId('deposit-address').textContent()).toMatch(/^[A-Za-z0-9]{16,}$/);
    await page.locator('.wallet-address-card__qr img').waitFor();
    await screenshot(page, 'fund-receive-en');

    // Submitting without a voucher names what is missing.
    await page.locator('#deposit-amount').fill('500');
    await page.getByRole('button', { name: 'Submit request' }).click();
    await page.getByText('Add the payment voucher image').waitFor();

    const voucher = await solidPng('paid', 320, 200, '#26a17b');
    await page.getByTestId('voucher-input').setInputFiles(voucher);
    await page.locator('img.wallet-voucher__image').waitFor({ timeout: 15_000 });
    await screenshot(page, 'fund-receive-form-en');
    await page.getByRole('button', { name: 'Submit request' }).click();

    await page.waitForURL(/pages\/fund\/receive_withdraw_record\?tab=deposit/, { timeout: 15_000 });
    await page.locator('.wallet-record', { hasText: 'Pending' }).waitFor();
    expect(await page.locator('.wallet-record').first().textContent()).toContain('500.00');
    await screenshot(page, 'fund-records-deposit-pending-en');

    // The assets screen stays open while the operator confirms; the socket refreshes it.
    await go('/pages/fund/assets');
    await page.getByTestId('total-fiat').waitFor();
    expect(await page.getByTestId('total-fiat').textContent()).toBe('$0.00');
    const navigations = await page.evaluate(
      () => performance.getEntriesByType('navigation').length,
    );

    const deposits = await admin<{ data: { id: number; user_id: number; amount: string }[] }>(
      'GET',
      '/deposits',
      { status: 0, limit: 50 },
    );
    const request = deposits.data.find((d) => d.user_id === userId);
    expect(request?.amount).toBe('500');
    await admin('POST', '/deposits/confirm', { id: request!.id });

    await expect
      .poll(() => page.getByTestId('total-fiat').textContent(), { timeout: 15_000 })
      .toBe('$500.00');
    await page.getByTestId('balance-USDT').waitFor();
    expect(await page.getByTestId('balance-USDT').textContent()).toContain('500.00');
    expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(
      navigations,
    );
    await screenshot(page, 'fund-assets-en');
  });

  it('transfers between accounts and lists the transfer', async () => {
    await page.getByRole('button', { name: 'Transfer' }).first().click();
    await page.waitForURL(/pages\/fund\/transfer/);
    await page.getByTestId('transfer-coin').waitFor();
    expect(await page.getByTestId('transfer-from').textContent()).toContain('Exchange');
    expect(await page.getByTestId('transfer-to').textContent()).toContain('Fiat');

    await page.locator('#transfer-amount').fill('600');
    await page.locator('form button[type=submit]').click();
    await page.getByText('Insufficient balance').waitFor();

    await page.locator('#transfer-amount').fill('100');
    await screenshot(page, 'fund-transfer-en');
    await page.locator('form button[type=submit]').click();
    await page.getByText('Transfer complete').waitFor();
    expect(await usdtAvailable(1)).toBe('100');
    expect(await usdtAvailable(2)).toBe('400');

    // Swapping turns Exchange → Fiat into Fiat → Exchange.
    await page.getByRole('button', { name: 'Swap accounts' }).click();
    expect(await page.getByTestId('transfer-from').textContent()).toContain('Fiat');

    await go('/pages/fund/transfer_history');
    await page.locator('.wallet-record', { hasText: 'Exchange → Fiat' }).waitFor();
    await screenshot(page, 'fund-transfer-history-en');
  });

  it('converts USDT to BTC at a held quote, counted down and accepted in a sheet', async () => {
    await go('/pages/fund/fundTransfer');
    await page.locator('#convert-amount').waitFor();
    expect(await page.getByTestId('convert-from').textContent()).toContain('USDT');
    await page.locator('#convert-amount').fill('50');
    const quote = page.getByTestId('conversion-quote');
    await expect
      .poll(async () => (await quote.textContent()) ?? '', { timeout: 15_000 })
      .toMatch(/You will receive0\.\d+/);
    expect(await quote.textContent()).toMatch(/Fee0\.\d+/);
    expect(await page.getByTestId('quote-countdown').textContent()).toMatch(/Quote held for \d+ s/);
    await screenshot(page, 'fund-convert-en');

    await page.locator('form button[type=submit]').click();
    const sheet = page.getByTestId('convert-confirm-sheet');
    await sheet.waitFor();
    await expect
      .poll(async () => (await sheet.textContent()) ?? '')
      .toMatch(/Quote held for \d+ s/);
    const held = /You will receive([\d.,]+)/.exec((await sheet.textContent()) ?? '')?.[1];
    expect(held).toMatch(/^0\.\d+$/);
    await screenshot(page, 'fund-convert-confirm-en');
    await page.getByTestId('convert-confirm').click();
    const result = page.getByTestId('conversion-result');
    await result.waitFor({ timeout: 15_000 });
    // Exactly what the sheet held, whatever the feed did meanwhile.
    expect(await result.textContent()).toContain(`${held} BTC`);
    expect(await result.textContent()).toContain('BTC price used');
    await screenshot(page, 'fund-convert-result-en');
    await result.getByRole('button', { name: 'History' }).click();
    await page.waitForURL(/transfer_history\?tab=conversions/);
    await page.locator('.wallet-record', { hasText: 'USDT → BTC' }).waitFor();
    await screenshot(page, 'fund-conversion-history-en');
    expect(await usdtAvailable(2)).toBe('350');
  });

  it('refuses a quote that lapses on its way to the server, changes nothing and offers a new one', async () => {
    await go('/pages/fund/fundTransfer');
    await page.locator('#convert-amount').fill('10');
    await page.getByText(/Quote held for \d+ s/).waitFor({ timeout: 15_000 });
    await page.locator('form button[type=submit]').click();
    await page.getByTestId('convert-confirm').waitFor();
    // A slow network: the confirming request reaches the server after the quote's 10 s hold.
    await page.route(
      '**/api/user/Transfer',
      async (route) => {
        await new Promise((r) => setTimeout(r, 11_500));
        await route.continue();
      },
      { times: 1 },
    );
    await page.getByTestId('convert-confirm').click();
    const refused = page.getByTestId('quote-refused');
    await refused.waitFor({ timeout: 25_000 });
    expect(await refused.textContent()).toContain('Nothing was converted');
    expect(await page.getByTestId('convert-confirm').count()).toBe(0);
    expect(await usdtAvailable(2)).toBe('350');
    await screenshot(page, 'fund-convert-expired-en');

    await page.getByTestId('convert-new-quote').click();
    await page.getByTestId('convert-confirm').waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('quote-refused').count()).toBe(0);
    // A tap above the sheet closes it without converting.
    await page
      .locator('.adm-mask:visible')
      .first()
      .click({ position: { x: 10, y: 10 } });
    await page.getByTestId('convert-confirm-sheet').waitFor({ state: 'detached' });
    expect(await usdtAvailable(2)).toBe('350');
  });

  it('withdraws with the pay password; the operator pays and the record updates', async () => {
    // The registration mail went to the same address.
    await setPayPassword(phone, { token, email, payPassword, lastCodeAt: registeredAt });
    await api(
      'POST',
      '/user/wallet/save',
      {
        currency: 3,
        network: 'TRC20',
        name: 'Cold wallet',
        address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
      },
      token,
    );

    await go('/pages/fund/withdraw?currency=3');
    await page.getByTestId('withdraw-destination').waitFor();
    await expect
      .poll(() => page.getByTestId('withdraw-destination').textContent())
      .toContain('Cold wallet');
    await page.locator('#withdraw-amount').fill('5');
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await page.getByText('The amount is below the minimum').waitFor();

    await page.locator('#withdraw-amount').fill('20');
    expect(await page.locator('.wallet-info-lines__row.is-strong').textContent()).toContain(
      '19.00',
    );
    await screenshot(page, 'fund-withdraw-en');
    await page.getByTestId('withdraw-destination').click();
    await page.locator('.wallet-destination', { hasText: 'Cold wallet' }).waitFor();
    await screenshot(page, 'fund-withdraw-destination-en');
    await page.locator('.wallet-destination', { hasText: 'Cold wallet' }).click();

    await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await page.locator('.adm-passcode-input').waitFor();
    await screenshot(page, 'fund-withdraw-confirm-en');
    await page.locator('.adm-passcode-input').click();
    await page.keyboard.type(payPassword);

    await page.waitForURL(/receive_withdraw_record\?tab=withdraw/, { timeout: 15_000 });
    await page.locator('.wallet-record', { hasText: 'Pending' }).waitFor();
    expect(await usdtAvailable(2)).toBe('330');

    const withdrawals = await admin<{ data: { id: number; user_id: number }[] }>(
      'GET',
      '/withdrawals',
      { status: 0, limit: 50 },
    );
    const withdrawal = withdrawals.data.find((w) => w.user_id === userId);
    await admin('POST', '/withdrawals/approve', { id: withdrawal!.id });
    await page.locator('.wallet-record', { hasText: 'Paid' }).waitFor({ timeout: 15_000 });
    await screenshot(page, 'fund-records-withdraw-en');
  });

  it('shows the bill of one coin and of every coin', async () => {
    await go('/pages/fund/assets_record?currency=3&type=2');
    await page.locator('.wallet-balance-header__value').waitFor();
    await page.locator('.wallet-record').first().waitFor();
    await screenshot(page, 'fund-assets-record-en');

    // The old bill address leads to the one bill; its coin filter keeps only BTC's events.
    await go('/pages/fund/assets_all_record');
    await page.waitForURL(/pages\/setting\/bill/);
    const rows = page.getByTestId('payout-bill-row');
    await rows.first().waitFor();
    await page.getByTestId('bill-filter-coin').click();
    await page.locator('.adm-popup .adm-check-list-item', { hasText: 'BTC' }).first().click();
    await page.waitForURL(/currency=\d+/);
    await expect
      .poll(async () => {
        const texts = await rows.allTextContents();
        return texts.length > 0 && texts.every((t) => t.includes('BTC'));
      })
      .toBe(true);
    await screenshot(page, 'fund-bill-en');
  });

  it('shows every money screen in Chinese', async () => {
    const screens: [string, string, string][] = [
      ['/pages/fund/assets', '总资产', 'fund-assets-zh'],
      ['/pages/fund/select?type=withdraw', '选择提现币种', 'fund-select-zh'],
      ['/pages/fund/receive?currency=3', '演示地址', 'fund-receive-zh'],
      ['/pages/fund/withdraw?currency=3', '实际到账', 'fund-withdraw-zh'],
      ['/pages/fund/receive_withdraw_record?tab=deposit', '已到账', 'fund-records-deposit-zh'],
      ['/pages/fund/receive_withdraw_record?tab=withdraw', '已打款', 'fund-records-withdraw-zh'],
      ['/pages/fund/assets_record?currency=3&type=2', '币种详情', 'fund-assets-record-zh'],
      ['/pages/setting/bill', '账单', 'fund-bill-zh'],
      ['/pages/fund/transfer', '划转', 'fund-transfer-zh'],
      ['/pages/fund/transfer_history', '账户划转', 'fund-transfer-history-zh'],
      ['/pages/fund/transfer_history?tab=conversions', '兑换', 'fund-conversion-history-zh'],
      ['/pages/fund/fundTransfer', '兑换数量', 'fund-convert-zh'],
    ];
    await go('/pages/fund/assets');
    await phone.useLanguage('zh');
    for (const [route, text, name] of screens) {
      await go(route);
      await page.getByText(text).first().waitFor({ timeout: 15_000 });
      // No raw translation keys on screen.
      expect(await page.locator('body').textContent()).not.toMatch(/fund\.[a-z]+\.[a-zA-Z]+/);
      await screenshot(page, name);
    }
    // The held quote and its countdown in the confirmation sheet.
    await go('/pages/fund/fundTransfer');
    await page.locator('#convert-amount').fill('10');
    await page
      .getByText(/报价锁定 \d+ 秒/)
      .first()
      .waitFor({ timeout: 15_000 });
    await page.locator('form button[type=submit]').click();
    await page.getByTestId('convert-confirm').waitFor();
    expect(await page.locator('.sheet').filter({ hasText: '确认兑换' }).count()).toBe(1);
    await screenshot(page, 'fund-convert-confirm-zh');
    await phone.useLanguage('en');
  });
});
