import { afterEach, beforeAll, describe, expect, it } from 'vitest';

import {
  balanceOf,
  BTC,
  expectLedgerClean,
  failure,
  fund,
  USDT,
  userIdOf,
} from '../../testing/money.js';
import { openTestDatabase } from '../../testing/test-app.js';
import { tradingApp, type TradingTestApp } from '../../testing/trading.js';

/**
 * Audit #11 items 10 and 11 on POST /coin/trade: amounts and prices the money columns cannot
 * hold, and integers spelled the way `Number()` reads but people do not, are refused, translated,
 * with nothing written.
 */

const apps: TradingTestApp[] = [];
// The worker's database template is built once, in a hook (a busy machine needs longer than a test's time).
beforeAll(async () => {
  await (await openTestDatabase()).close();
}, 300_000);
afterEach(async () => {
  await Promise.all(apps.splice(0).map((a) => a.close()));
});

/** 10^18: one digit more than numeric(36, 18) holds. */
const TEN_TO_18 = '1000000000000000000';
/** Fits numeric(36, 18) itself, but not beyond the contract's 15 integer digits. */
const JUST_BELOW_10_TO_18 = '999999999999999999.5';

async function start() {
  const t = await tradingApp({ 'BTC/USDT': '65000' });
  apps.push(t);
  const { token } = await t.signUp();
  const id = await userIdOf(t, token);
  await fund(t.db, id, USDT, '1000');
  await fund(t.db, id, BTC, '1');
  return { t, token, id };
}

async function countRows(t: TradingTestApp, table: 'spot_orders' | 'ledger_postings') {
  const row = await t.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function expectNothingWritten(t: TradingTestApp, userId: number) {
  expect(await countRows(t, 'spot_orders')).toBe(0);
  expect(await countRows(t, 'ledger_postings')).toBe(2);
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

  it.each([TEN_TO_18, JUST_BELOW_10_TO_18])(
    'audit 10: /coin/trade refuses %s as an amount or a price with a translated error, not a 500, and writes nothing',
    async (value) => {
      const { t, token, id } = await start();
      for (const [what, body] of orders(value)) {
        const res = await t.post(
          '/api/coin/trade',
          { currency_id: BTC, legal_id: USDT, lang: 'jp', ...body },
          token,
        );
        expect(res.statusCode, `${what} ${value}`).toBe(200);
        expect(failure(res), `${what} ${value}`).toMatchObject({
          type: 'error',
          code: 'AMOUNT_TOO_LARGE',
          message: '数値が大きすぎます',
        });
      }
      await expectNothingWritten(t, id);
    },
  );
});

describe('audit 11: integers only in plain decimal digits on /coin/trade', () => {
  const json = (t: TradingTestApp, body: unknown, token: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/coin/trade',
      payload: JSON.stringify(body),
      headers: { 'content-type': 'application/json', authorization: token },
    });

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
      const res = await json(t, { ...order, ...change }, token);
      expect(res.statusCode, JSON.stringify(change)).toBe(200);
      expect(failure(res), JSON.stringify(change)).toMatchObject({
        type: 'error',
        code: 'PARAMETER_ERROR',
        field,
      });
    }
    await expectNothingWritten(t, id);
  });
});
