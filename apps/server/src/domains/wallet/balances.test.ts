import type { RateCurrencyView, UserCurrencyView, WalletListView } from '@meridian/contract';
import { afterEach, describe, expect, it } from 'vitest';

import { BTC, failure, fund, LEVER, ok, USDT } from '../../testing/money.js';
import { closeWalletApps, startWallet, walletUser } from '../../testing/wallet.js';

afterEach(closeWalletApps);

describe('POST /api/wallet/list and /api/wallet/detail', () => {
  it('shows the four accounts with every coin each may hold, balances and USDT values at feed prices', async () => {
    const t = await startWallet({ prices: true });
    const u = await walletUser(t);
    await fund(t.db, u.id, BTC, '0.1');
    await fund(t.db, u.id, USDT, '250', LEVER);
    const wallet = ok<WalletListView>(await t.post('/api/wallet/list', {}, u.token));
    expect(wallet.accounts.map((a) => a.name)).toEqual(['legal', 'change', 'lever', 'micro']);
    const change = wallet.accounts[1]!;
    expect(change.currencies.find((c) => c.currency_id === BTC)).toMatchObject({
      balance: '0.1',
      available: '0.1',
      frozen: '0',
      locked: '0',
      price: '50000',
      usdt_value: '5000',
    });
    expect(change.total_usdt).toBe('5000');
    // Lever and options accounts hold USDT only.
    expect(wallet.accounts[2]!.currencies.map((c) => c.currency_name)).toEqual(['USDT']);
    expect(wallet.total_usdt).toBe('5250');
    const detail = ok(
      await t.post('/api/wallet/detail', { currency: USDT, type: 'lever' }, u.token),
    );
    expect(detail).toMatchObject({ type: 3, available: '250', usdt_value: '250' });
  });

  it('needs a session', async () => {
    const t = await startWallet();
    expect(failure(await t.post('/api/wallet/list', {})).type).toBe('999');
  });
});

describe('GET /api/currency/user_currency_list and /api/wallet/getRateCurrency', () => {
  it('lists the coins that move in and out with their networks, and prices a coin from the feed', async () => {
    const t = await startWallet({ prices: true });
    const u = await walletUser(t);
    const coins = ok<UserCurrencyView[]>(
      await t.get('/api/currency/user_currency_list', {}, u.token),
    );
    expect(coins.length).toBeGreaterThan(0);
    for (const coin of coins) expect(coin.networks.length).toBeGreaterThan(0);
    expect(coins.find((c) => c.id === USDT)).toMatchObject({ name: 'USDT', withdraw_fee: '1' });
    const btc = ok<RateCurrencyView>(await t.get('/api/wallet/getRateCurrency', { id: BTC }));
    expect(btc).toMatchObject({ currency_name: 'BTC', price: '50000' });
    expect(btc.price_time).toBeGreaterThan(0);
    const usdt = ok<RateCurrencyView>(await t.get('/api/wallet/getRateCurrency', { id: USDT }));
    expect(usdt).toMatchObject({ price: '1', price_time: null });
  });
});
