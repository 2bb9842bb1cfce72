import type { SpotOrderView } from '@meridian/contract';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import {
  balanceOf,
  BTC,
  CHANGE,
  expectLedgerClean,
  failure,
  fund,
  ok,
  succeeded,
  USDT,
} from '../../testing/money.js';
import { submitWithKey, trader } from '../../testing/traders.js';
import { nodeDeps, tradingApp, type TradingTestApp } from '../../testing/trading.js';
import { planOrder } from './spot.service.js';
import { createSpotBatcher } from './spot.submit-batch.js';

/**
 * `/coin/trade` goes through a group commit: orders arriving together share one transaction.
 * Whatever the batch does, each order is answered exactly once, as the one-by-one path would
 * answer it, and the rows are the answers.
 */

let t: TradingTestApp;
beforeEach(async () => {
  t = await tradingApp({ 'BTC/USDT': '65000' });
});
afterEach(() => t.close());

const MARKET_BUY = { type: 1, amount: '0.01' };
/** Freezes 600 USDT until it fills. */
const LIMIT_BUY = { type: 1, amount: '0.01', target_price: '60000' };

const send = (token: string, key: string, body: Record<string, unknown>) =>
  submitWithKey(
    t,
    '/api/coin/trade',
    { currency_id: BTC, legal_id: USDT, ...body },
    token,
    `spot-key-${key}`,
  );

const ordersOf = (userId: number) =>
  t.db.selectFrom('spot_orders').selectAll().where('user_id', '=', userId).orderBy('id').execute();

const usdt = async (userId: number) => {
  const { available, frozen } = await balanceOf(t.db, userId, USDT, CHANGE);
  return { available: Number(available), frozen: Number(frozen) };
};

describe('spot orders in a group commit', () => {
  it('answers every order of a burst once, each with its own row, and the engine gets the limits', async () => {
    const users = [
      await trader(t, { [CHANGE]: { [USDT]: '10000' } }),
      await trader(t, { [CHANGE]: { [USDT]: '10000' } }),
    ];
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        send(users[i % 2]!.token, `burst-${i}`, i % 4 < 2 ? MARKET_BUY : LIMIT_BUY),
      ),
    );
    const views = answers.map((res) => ok<SpotOrderView>(res));
    expect(new Set(views.map((v) => v.id)).size).toBe(16);
    for (const [i, user] of users.entries()) {
      const mine = views.filter((_, j) => j % 2 === i);
      const rows = await ordersOf(user.id);
      expect(rows.map((r) => r.id)).toEqual(mine.map((v) => v.id).sort((a, b) => a - b));
      for (const view of mine) {
        const row = rows.find((r) => r.id === view.id)!;
        expect([view.order_type, view.status]).toEqual([row.order_type, row.status]);
      }
      const market = mine.filter((v) => v.order_type === 'market');
      const limits = mine.filter((v) => v.order_type === 'limit');
      expect(market.every((v) => v.status === 2 && v.tick !== null)).toBe(true);
      expect(limits.every((v) => v.status === 1)).toBe(true);
      const paid = market.reduce((sum, v) => sum + Number(v.total), 0);
      const balance = await usdt(user.id);
      expect(balance.frozen).toBeCloseTo(600 * limits.length, 6);
      expect(balance.available).toBeCloseTo(10000 - paid - 600 * limits.length, 6);
    }
    // The resting limits reached the engine: a tick through their price fills them.
    await t.tick('BTC/USDT', '59900');
    const open = await t.db
      .selectFrom('spot_orders')
      .select('id')
      .where('status', '=', 1)
      .execute();
    expect(open).toEqual([]);
    await expectLedgerClean(t.db);
  });

  it('takes only what the balance pays for; the others answer INSUFFICIENT_BALANCE and leave no key', async () => {
    const u = await trader(t, { [CHANGE]: { [USDT]: '1300' } });
    const answers = await Promise.all(
      Array.from({ length: 3 }, (_, i) => send(u.token, `poor-${i}`, LIMIT_BUY)),
    );
    expect(answers.filter(succeeded)).toHaveLength(2);
    const refused = answers.filter((res) => !succeeded(res));
    expect(refused.map((res) => failure(res).code)).toEqual(['INSUFFICIENT_BALANCE']);
    expect(await ordersOf(u.id)).toHaveLength(2);
    expect(await usdt(u.id)).toEqual({ available: 100, frozen: 1200 });
    // The refused order's key was not kept: once funded, the same key places it.
    const again = answers.findIndex((res) => !succeeded(res));
    await fund(t.db, u.id, USDT, '1000', CHANGE);
    ok(await send(u.token, `poor-${again}`, LIMIT_BUY));
    expect(await ordersOf(u.id)).toHaveLength(3);
    await expectLedgerClean(t.db);
  });

  it('places once for the same key sent twice in one burst, and answers the stored view on a retry', async () => {
    const u = await trader(t, { [CHANGE]: { [USDT]: '10000' } });
    const other = await trader(t, { [CHANGE]: { [USDT]: '10000' } });
    const [a, b] = await Promise.all([
      send(u.token, 'twice', MARKET_BUY),
      send(u.token, 'twice', MARKET_BUY),
      send(other.token, 'other-1', MARKET_BUY),
      send(other.token, 'other-2', LIMIT_BUY),
    ]);
    const first = ok<SpotOrderView>(a);
    expect(ok<SpotOrderView>(b).id).toBe(first.id);
    expect(await ordersOf(u.id)).toHaveLength(1);
    expect(ok<SpotOrderView>(await send(u.token, 'twice', MARKET_BUY)).id).toBe(first.id);
    expect(failure(await send(u.token, 'twice', LIMIT_BUY)).code).toBe('IDEMPOTENCY_KEY_REUSED');
    await expectLedgerClean(t.db);
  });

  it('a repeat of an order that was taken answers it, though the same order would be refused now', async () => {
    const u = await trader(t, { [CHANGE]: { [USDT]: '10000' } });
    const limit = { type: 1, amount: '0.01', target_price: '64000' };
    const first = ok<SpotOrderView>(await send(u.token, 'limit-repeat', limit));
    // The feed falls through the limit (the order fills): the same order is now refused.
    await t.tick('BTC/USDT', '63000');
    expect(failure(await send(u.token, 'limit-new', limit)).code).toBe('LIMIT_PRICE_INVALID');
    expect(ok<SpotOrderView>(await send(u.token, 'limit-repeat', limit)).id).toBe(first.id);
    expect((await ordersOf(u.id)).map((r) => r.id)).toEqual([first.id]);
    await expectLedgerClean(t.db);
  });

  it('falls back to one order per transaction when a batch fails, answering each once', async () => {
    // Any insert of more than one order in one statement fails: every batch must fall back.
    await sql`create function refuse_spot_batches() returns trigger language plpgsql as $$
      begin
        if (select count(*) from inserted) > 1 then raise exception 'no batches today'; end if;
        return null;
      end $$`.execute(t.db);
    await sql`create trigger refuse_spot_batches after insert on spot_orders
      referencing new table as inserted for each statement execute function refuse_spot_batches()`.execute(
      t.db,
    );
    const u = await trader(t, { [CHANGE]: { [USDT]: '10000' } });
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        send(u.token, `fallback-${i}`, i % 2 ? MARKET_BUY : LIMIT_BUY),
      ),
    );
    const ids = answers.map((res) => ok<SpotOrderView>(res).id);
    expect(new Set(ids).size).toBe(6);
    expect((await ordersOf(u.id)).map((r) => r.id)).toEqual([...ids].sort((x, y) => x - y));
    await expectLedgerClean(t.db);
  });

  it('writes a burst in one batch, running none of it alone', async () => {
    const u = await trader(t, { [CHANGE]: { [USDT]: '10000' } });
    const user = await t.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', u.id)
      .executeTakeFirstOrThrow();
    const deps = nodeDeps(t);
    const submit = createSpotBatcher(deps);
    const caller = { user, sessionId: 0 };
    // Checked first, so that every order reaches the batcher in the same turn.
    const plans = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        planOrder(deps, t.db, caller, {
          currency_id: BTC,
          legal_id: USDT,
          ...(i % 2 ? MARKET_BUY : LIMIT_BUY),
        } as never),
      ),
    );
    let alone = 0;
    const views = await Promise.all(
      plans.map((plan, i) =>
        submit(
          { user_id: u.id, key: `direct-${i}`, route: '/coin/trade', request_hash: 'h' },
          () => {
            alone++;
            return Promise.reject(new Error('not in the batch'));
          },
          () => ({ plan }),
        ),
      ),
    );
    expect(alone).toBe(0);
    expect((await ordersOf(u.id)).map((r) => r.id)).toEqual(views.map((v) => v.id));
    await expectLedgerClean(t.db);
  });
});
