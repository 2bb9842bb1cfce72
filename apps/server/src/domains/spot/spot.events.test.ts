import type { SpotOrderView } from '@meridian/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { hearEvents } from '../../testing/events.js';
import { BTC, CHANGE, failure, ok, USDT } from '../../testing/money.js';
import { trader } from '../../testing/traders.js';
import { tradingApp, type TradingTestApp } from '../../testing/trading.js';

const SYMBOL = 'BTC/USDT';

let t: TradingTestApp;
beforeEach(async () => {
  t = await tradingApp({ [SYMBOL]: '65000' });
});
afterEach(() => t.close());

const trade = (token: string, body: Record<string, string | number>) =>
  t.post('/api/coin/trade', { currency_id: BTC, legal_id: USDT, ...body }, token);

describe('spot domain events', () => {
  it('a market buy publishes order.filled and its fee in the coin received; a refused one nothing', async () => {
    const u = await trader(t, { [CHANGE]: { [USDT]: '1000' } });
    const poor = await trader(t);
    const heard = hearEvents(t);
    expect(failure(await trade(poor.token, { type: 1, amount: '0.01' })).code).toBe(
      'INSUFFICIENT_BALANCE',
    );
    expect(heard.all).toEqual([]);

    const view = ok<SpotOrderView>(await trade(u.token, { type: 1, amount: '0.01' }));
    expect(heard.except('balance.changed')).toEqual([
      { event: 'order.filled', payload: { userId: u.id, orderId: view.id, symbol: SYMBOL } },
      {
        event: 'fee.charged',
        payload: { userId: u.id, currencyId: BTC, amount: '0.00001', reason: 'spot_fill' },
      },
    ]);
    expect(heard.of('balance.changed')).toEqual([{ userIds: [u.id] }]);
  });

  it('a resting limit sell publishes nothing until the engine fills it, then its fill and USDT fee', async () => {
    const u = await trader(t, { [CHANGE]: { [BTC]: '0.03' } });
    const heard = hearEvents(t);
    const placed = ok<SpotOrderView>(
      await trade(u.token, { type: 2, amount: '0.01', target_price: '66000' }),
    );
    await t.settle();
    expect(heard.except('balance.changed')).toEqual([]);
    await t.tick(SYMBOL, '66000');
    expect(heard.except('balance.changed')).toEqual([
      { event: 'order.filled', payload: { userId: u.id, orderId: placed.id, symbol: SYMBOL } },
      {
        event: 'fee.charged',
        payload: { userId: u.id, currencyId: USDT, amount: '0.66', reason: 'spot_fill' },
      },
    ]);
  });
});
