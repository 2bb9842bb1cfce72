import type { WalletListView } from '@meridian/contract';
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
