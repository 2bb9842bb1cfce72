import { describe, expect, it } from 'vitest';

import { expectRefused, OVERSIZED, postJson } from '../../testing/input-bounds.js';
import { buildDatabaseTemplateFirst, closedAfterEach } from '../../testing/lifecycle.js';
import { balanceOf, BTC, CHANGE, expectLedgerClean, USDT } from '../../testing/money.js';
import { countRows } from '../../testing/rows.js';
import { trader } from '../../testing/traders.js';
import { tradingApp, type TradingTestApp } from '../../testing/trading.js';

/**
 * Audit #11 items 10 and 11 on POST /coin/trade: amounts and prices the money columns cannot
 * hold, and integers spelled the way `Number()` reads but people do not, are refused, translated,
 * with nothing written.
 */

buildDatabaseTemplateFirst();
const apps = closedAfterEach<TradingTestApp>();

async function start() {
  const t = await tradingApp({ 'BTC/USDT': '65000' });
  apps.push(t);
  const { token, id } = await trader(t, { [CHANGE]: { [USDT]: '1000', [BTC]: '1' } });
  return { t, token, id };
}

async function expectNothingWritten(t: TradingTestApp, userId: number) {
  expect(await countRows(t.db, 'spot_orders')).toBe(0);
  expect(await countRows(t.db, 'ledger_postings')).toBe(2);
  expect(await balanceOf(t.db, userId, USDT)).toEqual({ available: '1000', frozen: '0' });
  expect(await balanceOf(t.db, userId, BTC)).toEqual({ available: '1', frozen: '0' });
  await expectLedgerClean(t.db);
}

describe('audit 10: amounts and prices of 10^18 or more on /coin/trade', () => {
  const orders = (value: string): [string, Record<string, unknown>][] => [
    ['a market buy of', { type: 1, amount: value }],
    ['a market sell of', { type: 2, amount: value }],
    ['a limit buy of', { type: 1, amount: value, target_price: '60000' }],
    ['a limit sell at', { type: 2, amount: '0.1', target_price: value }],
    ['a limit buy at', { type: 1, amount: '0.1', target_price: value }],
  ];

  it.each(OVERSIZED)(
    'audit 10: /coin/trade refuses %s as an amount or a price with a translated error, not a 500, and writes nothing',
    async (value) => {
      const { t, token, id } = await start();
      for (const [what, body] of orders(value)) {
        expectRefused(
          await t.post(
            '/api/coin/trade',
            { currency_id: BTC, legal_id: USDT, lang: 'jp', ...body },
            token,
          ),
          { code: 'AMOUNT_TOO_LARGE', message: '数値が大きすぎます' },
          `${what} ${value}`,
        );
      }
      await expectNothingWritten(t, id);
    },
  );
});

describe('audit 11: integers only in plain decimal digits on /coin/trade', () => {
  it('audit 11: /coin/trade refuses hex, exponent, signed, boolean and nested-array ids and sides, and writes nothing', async () => {
    const { t, token, id } = await start();
    const order = { currency_id: BTC, legal_id: USDT, type: 1, amount: '0.001' };
    const cases: [Record<string, unknown>, string][] = [
      [{ type: '0x1' }, 'type'],
      [{ type: '1e0' }, 'type'],
      [{ type: '+1' }, 'type'],
      [{ type: true }, 'type'],
      [{ type: [[1]] }, 'type'],
      [{ currency_id: '0x1' }, 'currency_id'],
      [{ currency_id: '1e0' }, 'currency_id'],
      [{ currency_id: [[1]] }, 'currency_id'],
      [{ currency_id: true }, 'currency_id'],
      [{ legal_id: '0x3' }, 'legal_id'],
      [{ legal_id: '' }, 'legal_id'],
    ];
    for (const [change, field] of cases) {
      expectRefused(
        await postJson(t, '/api/coin/trade', { ...order, ...change }, token),
        { code: 'PARAMETER_ERROR', field },
        JSON.stringify(change),
      );
    }
    await expectNothingWritten(t, id);
  });
});
