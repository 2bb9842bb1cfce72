import type { OptionOrderView } from '@meridian/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import {
  balanceOf,
  expectLedgerClean,
  failure,
  fund,
  MICRO,
  ok,
  USDT,
  succeeded,
} from '../../testing/money.js';
import { submitWithKey, trader } from '../../testing/traders.js';
import { tradingApp, type TradingTestApp } from '../../testing/trading.js';

/**
 * `/microtrade/submit` goes through a group commit: orders arriving together share one
 * transaction. Each is answered once, as the one-by-one path would answer it; rows = answers.
 */

let t: TradingTestApp;
beforeEach(async () => {
  t = await tradingApp({ 'BTC/USDT': '65000' });
});
afterEach(() => t.close());

const order = { match_id: 1, currency_id: USDT, type: 1, seconds: 30, number: '100' };
const send = (token: string, key: string) =>
  submitWithKey(t, '/api/microtrade/submit', order, token, `option-key-${key}`);
const ordersOf = (userId: number) =>
  t.db
    .selectFrom('option_orders')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();

describe('option orders in a group commit', () => {
  it('answers every order of a burst once, each with its own row, and the engine schedules them', async () => {
    const users = [
      await trader(t, { [MICRO]: { [USDT]: '10000' } }),
      await trader(t, { [MICRO]: { [USDT]: '10000' } }),
    ];
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, i) => send(users[i % 2]!.token, `burst-${i}`)),
    );
    const views = answers.map((res) => ok<OptionOrderView>(res));
    expect(new Set(views.map((v) => v.id)).size).toBe(16);
    for (const [i, u] of users.entries()) {
      const rows = await ordersOf(u.id);
      const mine = views.filter((_, j) => j % 2 === i);
      expect(rows.map((r) => r.id)).toEqual(mine.map((v) => v.id).sort((a, b) => a - b));
      const paid = mine.reduce((sum, v) => sum + Number(v.number) + Number(v.fee), 0);
      expect(Number((await balanceOf(t.db, u.id, USDT, MICRO)).available)).toBeCloseTo(
        10000 - paid,
        6,
      );
    }
    await t.settle();
    expect(t.app.engine.stats().dues).toBeGreaterThanOrEqual(16);
    await expectLedgerClean(t.db);
  });

  it('takes only what the balance covers; the rest answer INSUFFICIENT_BALANCE and leave no key', async () => {
    const u = await trader(t, { [MICRO]: { [USDT]: '250' } });
    const answers = await Promise.all(
      Array.from({ length: 4 }, (_, i) => send(u.token, `poor-${i}`)),
    );
    expect(answers.filter(succeeded)).toHaveLength(2);
    expect(answers.filter((res) => !succeeded(res)).map((res) => failure(res).code)).toEqual([
      'INSUFFICIENT_BALANCE',
      'INSUFFICIENT_BALANCE',
    ]);
    expect(await ordersOf(u.id)).toHaveLength(2);
    const again = answers.findIndex((res) => !succeeded(res));
    await fund(t.db, u.id, USDT, '1000', MICRO);
    ok(await send(u.token, `poor-${again}`));
    expect(await ordersOf(u.id)).toHaveLength(3);
    await expectLedgerClean(t.db);
  });

  it('places once for the same key sent twice in one burst', async () => {
    const u = await trader(t, { [MICRO]: { [USDT]: '1000' } });
    const [a, b] = await Promise.all([send(u.token, 'twice'), send(u.token, 'twice')]);
    expect(ok<OptionOrderView>(b).id).toBe(ok<OptionOrderView>(a).id);
    expect(await ordersOf(u.id)).toHaveLength(1);
    await expectLedgerClean(t.db);
  });
});
