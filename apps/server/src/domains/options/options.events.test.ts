import type { OptionOrderView } from '@meridian/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { hearEvents } from '../../testing/events.js';
import { failure, MICRO, ok, USDT } from '../../testing/money.js';
import { trader } from '../../testing/traders.js';
import { tradingApp, type TradingTestApp } from '../../testing/trading.js';

let t: TradingTestApp;
beforeEach(async () => {
  t = await tradingApp({ 'BTC/USDT': '65000' });
});
afterEach(() => t.close());

const optionsTrader = (amount: string) => trader(t, { [MICRO]: { [USDT]: amount } });
const submit = (token: string, body: Record<string, unknown> = {}) =>
  t.post(
    '/api/microtrade/submit',
    { match_id: 1, currency_id: USDT, type: 1, seconds: 30, number: '100', ...body },
    token,
  );

describe('options domain events', () => {
  it('a stake publishes its fee; the settlement at expiry publishes option.settled', async () => {
    await t.db
      .updateTable('option_durations')
      .set({ fee_rate: '0.002' })
      .where('seconds', '=', 60)
      .execute();
    const u = await optionsTrader('1000');
    const heard = hearEvents(t);
    const placed = ok<OptionOrderView>(await submit(u.token, { seconds: 60 }));
    expect(heard.except('balance.changed')).toEqual([
      {
        event: 'fee.charged',
        payload: { userId: u.id, currencyId: USDT, amount: '0.2', reason: 'option_stake' },
      },
    ]);

    heard.clear();
    await t.tick('BTC/USDT', '65200', placed.handled_at);
    await t.tick('BTC/USDT', '65300', placed.handled_at + 500);
    expect(heard.except('balance.changed')).toEqual([
      {
        event: 'option.settled',
        payload: { userId: u.id, orderId: placed.id, symbol: 'BTC/USDT' },
      },
    ]);
    expect(heard.of('balance.changed')).toEqual([{ userIds: [u.id] }]);
  });

  it('a refused stake publishes nothing, and a stake without a fee no fee', async () => {
    const poor = await optionsTrader('50');
    const heard = hearEvents(t);
    expect(failure(await submit(poor.token)).code).toBe('INSUFFICIENT_BALANCE');
    expect(heard.all).toEqual([]);
    ok(await submit(poor.token, { number: '10' }));
    expect(heard.except('balance.changed')).toEqual([]);
    expect(heard.of('balance.changed')).toEqual([{ userIds: [poor.id] }]);
  });
});
