import { futuresRules, toMoney, type LeverPositionView } from '@meridian/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { balanceOf, expectLedgerClean, LEVER, ok, USDT } from '../../testing/money.js';
import { trader } from '../../testing/traders.js';
import { tradingApp, type TradingTestApp } from '../../testing/trading.js';

/**
 * The server charges, values and settles futures with the contract's `futuresRules`, the very
 * functions the H5 order preview shows (apps/web futures model). These tests drive the HTTP path
 * and compare what it stored with those functions on the same inputs, so the two sides cannot
 * drift apart.
 */

const THRESHOLD = '20';
let t: TradingTestApp;
beforeEach(async () => {
  t = await tradingApp({ 'BTC/USDT': '65000', 'ETH/USDT': '3200' });
});
afterEach(() => t.close());

async function pair(symbol: string) {
  return t.db
    .selectFrom('currency_matches')
    .select(['id', 'currency_id', 'legal_id', 'lot_size', 'fee_rate', 'spread', 'price_precision'])
    .where('symbol', '=', symbol)
    .executeTakeFirstOrThrow();
}

const positionRow = (id: number) =>
  t.db.selectFrom('lever_positions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('futures positions settle with the contract futuresRules', () => {
  it.each([
    // symbol, direction, lots, leverage, feed at open, feed at close
    ['BTC/USDT', 1, 3, 20, '64999.99', '66123.45'] as const,
    ['BTC/USDT', 2, 1, 100, '65000', '64321.01'] as const,
    ['ETH/USDT', 2, 7, 50, '3200.17', '3333.33'] as const,
    ['ETH/USDT', 1, 2, 5, '3199.99', '3100.01'] as const,
  ])(
    '%s direction %i, %i lots at %ix: margin, fee, liquidation price and P/L are the contract’s',
    async (symbol, direction, share, multiple, openFeed, closeFeed) => {
      const { token, id: userId } = await trader(t, { [LEVER]: { [USDT]: '1000' } });
      const p = await pair(symbol);
      const lotSize = futuresRules.plain(p.lot_size);
      const spread = futuresRules.plain(p.spread);
      const feeRate = futuresRules.plain(p.fee_rate);

      await t.tick(symbol, openFeed);
      const view = ok<LeverPositionView>(
        await t.post(
          '/api/lever/submit',
          {
            currency_id: p.currency_id,
            legal_id: p.legal_id,
            type: direction,
            share,
            multiple,
            status: 1,
          },
          token,
        ),
      );
      await t.settle();

      const open = futuresRules.openPrice(direction, openFeed, spread, p.price_precision);
      const cost = futuresRules.openCost({ price: open, share, lotSize, multiple, feeRate });
      const row = await positionRow(view.id);
      expect(futuresRules.plain(row.price!)).toBe(open);
      expect(futuresRules.plain(row.caution_money)).toBe(cost.margin);
      expect(futuresRules.plain(row.trade_fee)).toBe(cost.fee);
      expect(view).toMatchObject({ price: open, caution_money: cost.margin, trade_fee: cost.fee });
      // Margin and fee leave the available balance; the margin is held frozen.
      expect(await balanceOf(t.db, userId, USDT, LEVER)).toEqual({
        available: toMoney('1000').minus(cost.total).toFixed(),
        frozen: cost.margin,
      });

      const qty = futuresRules.quantity(share, lotSize);
      const position = {
        direction,
        open,
        qty,
        margin: cost.margin,
        mark: openFeed,
        precision: p.price_precision,
      };
      const availableAfter = (await balanceOf(t.db, userId, USDT, LEVER)).available;
      expect(view.liquidation_price).toBe(
        futuresRules.liquidationPrices(availableAfter, [position], THRESHOLD)[0],
      );
      expect(view.profits).toBe(futuresRules.profitLoss(direction, open, openFeed, qty));

      await t.tick(symbol, closeFeed);
      const closed = ok<LeverPositionView>(
        await t.post('/api/lever/close', { id: view.id }, token),
      );
      const close = futuresRules.closePrice(direction, closeFeed, spread, p.price_precision);
      const pnl = futuresRules.profitLoss(direction, open, close, qty);
      expect(closed).toMatchObject({ close_price: close, profits: pnl });
      expect(futuresRules.plain((await positionRow(view.id)).profits!)).toBe(pnl);
      const settled = futuresRules.settleClose(availableAfter, cost.margin, pnl);
      expect(await balanceOf(t.db, userId, USDT, LEVER)).toEqual({
        available: toMoney(availableAfter).plus(settled.available).toFixed(),
        frozen: '0',
      });
      await expectLedgerClean(t.db);
    },
  );
});
