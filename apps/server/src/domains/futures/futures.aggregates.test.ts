import { futuresRules, type LeverTradeEvent } from '@meridian/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { BTC, ETH, LEVER, ok, USDT } from '../../testing/money.js';
import { trader } from '../../testing/traders.js';
import { tradingApp, type TradingTestApp } from '../../testing/trading.js';
import * as repo from './futures.repository.js';
import { riskPosition } from './futures.views.js';

/**
 * The futures account is computed from per-pair sums (`repo.accountsOf`, summed by PostgreSQL)
 * rather than from every position. On random portfolios, opened through the API at random
 * prices, the account the API answers must equal the contract's computation over the positions
 * one by one: the same risk rate, totals and liquidation price for every open position.
 */

const THRESHOLD = '20';
let t: TradingTestApp;
beforeEach(async () => {
  t = await tradingApp({ 'BTC/USDT': '65000', 'ETH/USDT': '3200' });
});
afterEach(() => t.close());

/** A small seeded generator, so a failing portfolio can be replayed from its seed. */
function random(seed: number) {
  let state = seed;
  return (n: number) => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state % n;
  };
}

const PAIRS = [
  { currency_id: BTC, symbol: 'BTC/USDT', base: 65000 },
  { currency_id: ETH, symbol: 'ETH/USDT', base: 3200 },
];

describe('futures account from per-pair sums', () => {
  it.each([1, 2, 3])('equals the per-position computation (portfolio seed %i)', async (seed) => {
    const next = random(seed);
    const u = await trader(t, { [LEVER]: { [USDT]: '100000' } });
    for (let i = 0; i < 12; i++) {
      const pair = PAIRS[next(PAIRS.length)]!;
      const cents = next(400_000) - 200_000;
      await t.tick(pair.symbol, (pair.base + cents / 100).toFixed(2));
      ok(
        await t.post(
          '/api/lever/submit',
          {
            currency_id: pair.currency_id,
            legal_id: USDT,
            type: 1 + next(2),
            share: 1 + next(5),
            multiple: [5, 10, 20, 50, 100][next(5)],
            status: 1,
          },
          u.token,
        ),
      );
    }
    // New marks, then the account as the API shows it.
    const marks = new Map<string, string>();
    for (const pair of PAIRS) {
      const mark = (pair.base + (next(400_000) - 200_000) / 100).toFixed(2);
      await t.tick(pair.symbol, mark);
      marks.set(pair.symbol, mark);
    }
    const shown = ok<LeverTradeEvent>(await t.post('/api/lever/dealall', {}, u.token));

    const open = await repo.listLiveOfUsers(t.db, [u.id]);
    const available = (await repo.futuresAvailable(t.db, [u.id])).get(u.id)!;
    const positions = open.map((r) => riskPosition(r, marks.get(r.symbol)!, 2));
    const risk = futuresRules.riskOf(available, positions);
    const prices = futuresRules.liquidationPrices(available, positions, THRESHOLD);

    expect(shown.account.total_margin).toBe(futuresRules.plain(risk.totalMargin));
    expect(shown.account.total_profits).toBe(futuresRules.plain(risk.unrealised));
    expect(shown.account.risk_rate).toBe(futuresRules.riskRate(risk));
    expect(shown.positions.map((p) => [p.id, p.liquidation_price])).toEqual(
      open.map((r, i) => [r.id, prices[i]]),
    );
  });
});
