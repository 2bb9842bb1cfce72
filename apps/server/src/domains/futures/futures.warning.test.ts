import type { LeverPositionView } from '@meridian/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { hearEvents } from '../../testing/events.js';
import { LEVER, ok, USDT } from '../../testing/money.js';
import { futuresOrder, trader } from '../../testing/traders.js';
import { tradingApp, type TradingTestApp } from '../../testing/trading.js';

let t: TradingTestApp;
beforeEach(async () => {
  t = await tradingApp({ 'BTC/USDT': '65000' });
});
afterEach(() => t.close());

/**
 * The liquidation warning (#21 item 9): the long 0.01 BTC from 65032.5 with 100 USDT (margin
 * 6.50325, available 92.846425, threshold 20 %) is warned at 55357.66, where its risk rate
 * reaches 40 % (futuresRules `warningRiskRate`, the contract's worked example), once, and
 * liquidated at 55227.59.
 */
describe('liquidation warning', () => {
  it('is told once at the warning price, before the liquidation', async () => {
    const u = await trader(t, { [LEVER]: { [USDT]: '100' } });
    const p = ok<LeverPositionView>(await t.post('/api/lever/submit', futuresOrder(), u.token));
    expect(p.liquidation_price).toBe('55227.59');
    await t.settle();
    const heard = hearEvents(t);

    await t.tick('BTC/USDT', '55400');
    expect(heard.of('position.liquidation_warning')).toEqual([]);
    await t.tick('BTC/USDT', '55357.66');
    const warning = {
      userId: u.id,
      symbol: 'BTC/USDT',
      warningPrice: '55357.66',
      liquidationPrice: '55227.59',
    };
    expect(heard.of('position.liquidation_warning')).toEqual([warning]);
    // Still in the zone, up and down again: not told twice.
    await t.tick('BTC/USDT', '55300');
    await t.tick('BTC/USDT', '55500');
    await t.tick('BTC/USDT', '55350');
    expect(heard.of('position.liquidation_warning')).toEqual([warning]);
    expect(heard.of('position.closed')).toEqual([]);

    await t.tick('BTC/USDT', '55227');
    expect(heard.of('position.closed')).toEqual([
      { userId: u.id, positionId: p.id, symbol: 'BTC/USDT', reason: 'liquidation' },
    ]);
    expect(heard.of('position.liquidation_warning')).toHaveLength(1);
  });

  it('a new position arms it again', async () => {
    const u = await trader(t, { [LEVER]: { [USDT]: '100' } });
    ok(await t.post('/api/lever/submit', futuresOrder(), u.token));
    await t.settle();
    const heard = hearEvents(t);
    await t.tick('BTC/USDT', '55350');
    expect(heard.of('position.liquidation_warning')).toHaveLength(1);
    await t.tick('BTC/USDT', '65000');
    ok(await t.post('/api/lever/submit', futuresOrder({ multiple: 50 }), u.token));
    await t.settle();
    expect(heard.of('position.liquidation_warning')).toHaveLength(1);
    // Two longs now: new positions, a new warning price; a fall through it tells again (here
    // in the same tick as the liquidation: warned, then liquidated).
    await t.tick('BTC/USDT', '40000');
    expect(heard.of('position.liquidation_warning')).toHaveLength(2);
    expect(heard.of('position.closed').map((c) => c.reason)).toEqual([
      'liquidation',
      'liquidation',
    ]);
  });
});
