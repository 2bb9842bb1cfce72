import type { LeverPositionView } from '@meridian/contract';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import {
  balanceOf,
  expectLedgerClean,
  failure,
  fund,
  LEVER,
  ok,
  USDT,
  succeeded,
} from '../../testing/money.js';
import { futuresOrder, submitWithKey, trader } from '../../testing/traders.js';
import { nodeDeps, tradingApp, type TradingTestApp } from '../../testing/trading.js';
import { planSubmit } from './futures.commands.js';
import { createSubmitBatcher } from './futures.submit-batch.js';

/**
 * `/lever/submit` goes through a group commit: orders arriving together share one transaction.
 * Whatever the batch does, each order is answered exactly once, as the one-by-one path would
 * answer it, and the rows are the answers.
 */

let t: TradingTestApp;
beforeEach(async () => {
  t = await tradingApp({ 'BTC/USDT': '65000', 'ETH/USDT': '3200' });
});
afterEach(() => t.close());

/** 1 lot of BTC at 100x costs 6.50325 margin + 0.650325 fee = 7.153575 at the ask 65032.5. */
const ORDER_COST = 7.153575;

const positionsOf = (userId: number) =>
  t.db
    .selectFrom('lever_positions')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();

const send = (token: string, key: string, body: Record<string, unknown> = {}) =>
  submitWithKey(t, '/api/lever/submit', futuresOrder(body), token, `order-key-${key}`);

describe('futures orders in a group commit', () => {
  it('answers every order of a burst once, each with its own row', async () => {
    const users = [
      await trader(t, { [LEVER]: { [USDT]: '1000' } }),
      await trader(t, { [LEVER]: { [USDT]: '1000' } }),
      await trader(t, { [LEVER]: { [USDT]: '1000' } }),
    ];
    const answers = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        send(users[i % 3]!.token, `burst-${i}`, { type: 1 + (i % 2) }),
      ),
    );
    const views = answers.map((res) => ok<LeverPositionView>(res));
    expect(new Set(views.map((v) => v.id)).size).toBe(24);
    for (const [i, user] of users.entries()) {
      const rows = await positionsOf(user.id);
      const mine = views.filter((_, j) => j % 3 === i);
      expect(rows.map((r) => r.id)).toEqual(mine.map((v) => v.id).sort((a, b) => a - b));
      // Each answer is its row, and shows the account's liquidation price for the pair.
      for (const view of mine) {
        const row = rows.find((r) => r.id === view.id)!;
        expect(view.type).toBe(row.type);
        expect(Number(view.caution_money)).toBe(Number(row.caution_money));
        expect(view.status).toBe(1);
      }
      const paid = mine.reduce((sum, v) => sum + Number(v.caution_money) + Number(v.trade_fee), 0);
      const left = 1000 - paid;
      expect(Number((await balanceOf(t.db, user.id, USDT, LEVER)).available)).toBeCloseTo(left, 6);
    }
    await expectLedgerClean(t.db);
  });

  it('opens only what the balance pays for; the others answer INSUFFICIENT_BALANCE and leave no key', async () => {
    const u = await trader(t, { [LEVER]: { [USDT]: '20' } });
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) => send(u.token, `poor-${i}`)),
    );
    const opened = answers.filter(succeeded);
    expect(opened).toHaveLength(2);
    const refused = answers.filter((res) => !succeeded(res));
    expect(refused.map((res) => failure(res).code)).toEqual(Array(3).fill('INSUFFICIENT_BALANCE'));
    expect(await positionsOf(u.id)).toHaveLength(2);
    expect(Number((await balanceOf(t.db, u.id, USDT, LEVER)).available)).toBeCloseTo(
      20 - 2 * ORDER_COST,
      6,
    );
    // A refused order's key was not kept: once funded, the same key opens.
    const again = answers.findIndex((res) => !succeeded(res));
    await fund(t.db, u.id, USDT, '100', LEVER);
    ok(await send(u.token, `poor-${again}`));
    expect(await positionsOf(u.id)).toHaveLength(3);
    await expectLedgerClean(t.db);
  });

  it('opens once for the same key sent twice in one burst, and answers the stored view on a retry', async () => {
    const u = await trader(t, { [LEVER]: { [USDT]: '1000' } });
    const others = await trader(t, { [LEVER]: { [USDT]: '1000' } });
    const [a, b] = await Promise.all([
      send(u.token, 'twice'),
      send(u.token, 'twice'),
      send(others.token, 'other-1'),
      send(others.token, 'other-2'),
    ]);
    const first = ok<LeverPositionView>(a);
    expect(ok<LeverPositionView>(b).id).toBe(first.id);
    expect(await positionsOf(u.id)).toHaveLength(1);
    // The answer was stored with the commit: a client that lost it gets the same one back.
    expect(ok<LeverPositionView>(await send(u.token, 'twice')).id).toBe(first.id);
    expect(failure(await send(u.token, 'twice', { share: 2 })).code).toBe('IDEMPOTENCY_KEY_REUSED');
    await expectLedgerClean(t.db);
  });

  it('falls back to one order per transaction when a batch fails, answering each once', async () => {
    // Any insert of more than one position in one statement fails: every batch must fall back.
    await sql`create function refuse_batches() returns trigger language plpgsql as $$
      begin
        if (select count(*) from inserted) > 1 then raise exception 'no batches today'; end if;
        return null;
      end $$`.execute(t.db);
    await sql`create trigger refuse_batches after insert on lever_positions
      referencing new table as inserted for each statement execute function refuse_batches()`.execute(
      t.db,
    );
    const u = await trader(t, { [LEVER]: { [USDT]: '1000' } });
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => send(u.token, `fallback-${i}`)),
    );
    const ids = answers.map((res) => ok<LeverPositionView>(res).id);
    expect(new Set(ids).size).toBe(6);
    expect((await positionsOf(u.id)).map((r) => r.id)).toEqual([...ids].sort((x, y) => x - y));
    await expectLedgerClean(t.db);
  });

  it('a repeat of an order that was taken answers it, though the same order would be refused now', async () => {
    const u = await trader(t, { [LEVER]: { [USDT]: '1000' } });
    // A limit long below the feed: valid now, refused once the feed is below its limit.
    const limit = { status: 0, target_price: '64000' };
    const first = ok<LeverPositionView>(await send(u.token, 'limit-repeat', limit));
    await t.tick('BTC/USDT', '63000');
    const fresh = await send(u.token, 'limit-new', limit);
    expect(failure(fresh).code).toBe('LIMIT_PRICE_INVALID');
    const repeat = await send(u.token, 'limit-repeat', limit);
    expect(ok<LeverPositionView>(repeat).id).toBe(first.id);
    expect((await positionsOf(u.id)).map((r) => r.id)).toEqual([first.id]);
    await expectLedgerClean(t.db);
  });

  it('writes a burst in one batch, running none of it alone', async () => {
    const u = await trader(t, { [LEVER]: { [USDT]: '1000' } });
    const user = await t.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', u.id)
      .executeTakeFirstOrThrow();
    const deps = nodeDeps(t);
    const submit = createSubmitBatcher(deps);
    const caller = { user, sessionId: 0 };
    let alone = 0;
    const views = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        submit(
          { user_id: u.id, key: `direct-${i}`, route: '/lever/submit', request_hash: 'h' },
          () => {
            alone++;
            return Promise.reject(new Error('not in the batch'));
          },
          () => ({ plan: planSubmit(deps, caller, futuresOrder({ type: 1 + (i % 2) }) as never) }),
        ),
      ),
    );
    expect(alone).toBe(0);
    expect((await positionsOf(u.id)).map((r) => r.id)).toEqual(views.map((v) => v.id));
    const stored = await t.db
      .selectFrom('idempotency_keys')
      .select(['key', 'response'])
      .where('user_id', '=', u.id)
      .orderBy('key')
      .execute();
    expect(stored.map((r) => (r.response as LeverPositionView).id)).toEqual(views.map((v) => v.id));
    await expectLedgerClean(t.db);
  });
});
