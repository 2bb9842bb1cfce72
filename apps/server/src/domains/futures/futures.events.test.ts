import type { LeverPositionView } from '@meridian/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { failure, LEVER, ok, USDT } from '../../testing/money.js';
import { hearEvents } from '../../testing/events.js';
import { futuresOrder, submitWithKey, trader } from '../../testing/traders.js';
import { tradingApp, type TradingTestApp } from '../../testing/trading.js';

let t: TradingTestApp;
beforeEach(async () => {
  t = await tradingApp({ 'BTC/USDT': '65000' });
});
afterEach(() => t.close());

const futuresTrader = (lever: string) => trader(t, { [LEVER]: { [USDT]: lever } });
const order = futuresOrder;

describe('futures domain events', () => {
  it('a market open publishes position.opened and its fee once; a close, position.closed and no fee', async () => {
    const u = await futuresTrader('100');
    const heard = hearEvents(t);
    const p = ok<LeverPositionView>(await t.post('/api/lever/submit', order(), u.token));
    const opened = { userId: u.id, positionId: p.id, symbol: 'BTC/USDT' };
    // The fee of 650.325 notional at 0.001.
    const fee = { userId: u.id, currencyId: USDT, amount: '0.650325', reason: 'lever_open' };
    expect(heard.except('balance.changed')).toEqual([
      { event: 'position.opened', payload: opened },
      { event: 'fee.charged', payload: fee },
    ]);
    expect(heard.of('balance.changed')).toEqual([{ userIds: [u.id] }]);

    heard.clear();
    ok(await t.post('/api/lever/close', { id: p.id }, u.token));
    expect(heard.except('balance.changed')).toEqual([
      { event: 'position.closed', payload: { ...opened, reason: 'user' } },
    ]);
  });

  it('a refused order and a repeated Idempotency-Key publish nothing', async () => {
    const poor = await futuresTrader('1');
    const heard = hearEvents(t);
    expect(failure(await t.post('/api/lever/submit', order(), poor.token)).code).toBe(
      'INSUFFICIENT_BALANCE',
    );
    expect(heard.all).toEqual([]);

    const u = await futuresTrader('100');
    heard.clear();
    const first = ok<LeverPositionView>(
      await submitWithKey(t, '/api/lever/submit', order(), u.token, 'events-open-1'),
    );
    const again = ok<LeverPositionView>(
      await submitWithKey(t, '/api/lever/submit', order(), u.token, 'events-open-1'),
    );
    expect(again.id).toBe(first.id);
    expect(heard.of('position.opened')).toHaveLength(1);
    expect(heard.of('fee.charged')).toHaveLength(1);
    expect(heard.of('balance.changed')).toHaveLength(1);
  });

  it('a limit entry publishes position.opened and its fee when the engine fills it, not before', async () => {
    const u = await futuresTrader('100');
    const heard = hearEvents(t);
    const p = ok<LeverPositionView>(
      await t.post('/api/lever/submit', order({ status: 0, target_price: '64000' }), u.token),
    );
    await t.settle();
    expect(heard.except('balance.changed')).toEqual([]);
    await t.tick('BTC/USDT', '63990');
    expect(heard.except('balance.changed')).toEqual([
      {
        event: 'position.opened',
        payload: { userId: u.id, positionId: p.id, symbol: 'BTC/USDT' },
      },
      {
        event: 'fee.charged',
        payload: { userId: u.id, currencyId: USDT, amount: '0.64', reason: 'lever_open' },
      },
    ]);
  });
});
