import type { LeverTradeEvent } from '@meridian/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import {
  balanceOf,
  BTC,
  CHANGE,
  expectLedgerClean,
  failure,
  LEVER,
  ok,
  USDT,
} from '../../testing/money.js';
import { trader } from '../../testing/traders.js';
import { tradingApp, type TradingTestApp } from '../../testing/trading.js';

let t: TradingTestApp;
beforeEach(async () => {
  t = await tradingApp({ 'BTC/USDT': '65000' });
});
afterEach(() => t.close());

describe('transfers out of the futures account while positions are open', () => {
  it('move only what does not cover the unrealised loss, and redo the liquidation prices', async () => {
    const { token, id } = await trader(t, { [LEVER]: { [USDT]: '100' } });
    // 1 lot (0.01 BTC) long at 100x: margin 6.50325, fee 0.6503 at the ask 65032.5.
    ok(
      await t.post(
        '/api/lever/submit',
        { currency_id: BTC, legal_id: USDT, type: 1, share: 1, multiple: 100, status: 1 },
        token,
      ),
    );
    await t.settle();
    const before = ok<LeverTradeEvent>(await t.post('/api/lever/dealall', {}, token));
    // The price falls 3,000: the long loses about 30 USDT.
    await t.tick('BTC/USDT', '62000');
    const after = ok<LeverTradeEvent>(await t.post('/api/lever/dealall', {}, token));
    const available = Number(after.account.available);
    const loss = -Number(after.account.total_profits);
    expect(loss).toBeGreaterThan(29);

    const tooMuch = (available - loss + 1).toFixed(2);
    const refused = failure(
      await t.post(
        '/api/wallet/change',
        { currency_id: USDT, number: tooMuch, from_field: LEVER, to_field: CHANGE },
        token,
      ),
    );
    expect(refused.code).toBe('INSUFFICIENT_BALANCE');
    expect((await balanceOf(t.db, id, USDT, LEVER)).available).toBe(String(available));

    const allowed = (available - loss - 1).toFixed(2);
    ok(
      await t.post(
        '/api/wallet/change',
        { currency_id: USDT, number: allowed, from_field: LEVER, to_field: CHANGE },
        token,
      ),
    );
    await t.settle();
    const moved = ok<LeverTradeEvent>(await t.post('/api/lever/dealall', {}, token));
    // Less money behind the position: its liquidation price came closer.
    expect(Number(moved.positions[0]!.liquidation_price)).toBeGreaterThan(
      Number(before.positions[0]!.liquidation_price),
    );
    await expectLedgerClean(t.db);
  });
});
