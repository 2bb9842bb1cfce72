import type { WalletAddressView, WithdrawalView } from '@meridian/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { hearEvents } from '../../testing/events.js';
import {
  BTC,
  CHANGE,
  ETH,
  failure,
  LEVER,
  makeEligible,
  ok,
  PAY_PASSWORD,
  USDT,
} from '../../testing/money.js';
import { trader } from '../../testing/traders.js';
import { tradingApp, type TradingTestApp } from '../../testing/trading.js';

let t: TradingTestApp;
beforeEach(async () => {
  t = await tradingApp({ 'BTC/USDT': '50000', 'ETH/USDT': '2500' });
});
afterEach(() => t.close());

describe('wallet domain events', () => {
  it('a transfer between own accounts publishes transfer.completed after the commit; a refused one nothing', async () => {
    const u = await trader(t, { [CHANGE]: { [USDT]: '100' } });
    const heard = hearEvents(t);
    const transfer = { currency_id: USDT, from_field: 'change', to_field: 'lever' };
    expect(
      failure(await t.post('/api/wallet/change', { ...transfer, number: '101' }, u.token)).code,
    ).toBe('INSUFFICIENT_BALANCE');
    expect(heard.all).toEqual([]);
    ok(await t.post('/api/wallet/change', { ...transfer, number: '40' }, u.token));
    expect(heard.all).toEqual([
      { event: 'balance.changed', payload: { userIds: [u.id] } },
      {
        event: 'transfer.completed',
        payload: { userId: u.id, currencyId: USDT, from: CHANGE, to: LEVER },
      },
    ]);
  });

  it('a conversion publishes its fee in the coin received', async () => {
    const u = await trader(t, { [CHANGE]: { [BTC]: '1' } });
    const heard = hearEvents(t);
    ok(
      await t.post(
        '/api/user/Transfer',
        { number: '0.1', from_currency_id: BTC, to_currency_id: ETH },
        u.token,
      ),
    );
    // 0.1 BTC at 50000 is 2 ETH at 2500; the fee 0.2 % of it.
    expect(heard.of('fee.charged')).toEqual([
      { userId: u.id, currencyId: ETH, amount: '0.004', reason: 'convert' },
    ]);
  });

  it('a withdrawal publishes its fee when the operator pays it out, not when it is requested', async () => {
    const u = await trader(t, { [CHANGE]: { [USDT]: '500' } });
    await makeEligible(t.db, u.id);
    const address = ok<WalletAddressView>(
      await t.post(
        '/api/user/wallet/save',
        {
          currency: USDT,
          network: 'TRC20',
          name: 'Cold wallet',
          address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
        },
        u.token,
      ),
    );
    const heard = hearEvents(t);
    const request = ok<WithdrawalView>(
      await t.post(
        '/api/wallet/out',
        { currency: USDT, number: '100', pay_password: PAY_PASSWORD, address_id: address.id },
        u.token,
      ),
    );
    expect(heard.of('fee.charged')).toEqual([]);
    const op = await t.admin('operator');
    ok(await t.post('/api/admin/withdrawals/approve', { id: request.id }, op.token));
    expect(heard.of('fee.charged')).toEqual([
      { userId: u.id, currencyId: USDT, amount: request.fee, reason: 'withdraw_paid' },
    ]);
  });
});
