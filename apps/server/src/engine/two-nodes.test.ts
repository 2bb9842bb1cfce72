import { afterEach, describe, expect, it } from 'vitest';

import type { OptionOrderView } from '@meridian/contract';

import { openTestDatabase } from '../testing/test-app.js';
import { expectLedgerClean, fund, LEVER, MICRO, ok, USDT, userIdOf } from '../testing/money.js';
import { futuresOrder, submitWithKey } from '../testing/traders.js';
import { tradingApp, type TradingTestApp } from '../testing/trading.js';
import type { DatabaseHandle } from '../db/connect.js';
import { SoloLeadership } from './leadership.js';

const PRICES = { 'BTC/USDT': '65000' };
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

let database: DatabaseHandle | undefined;
const nodes: TradingTestApp[] = [];

afterEach(async () => {
  for (const node of nodes.splice(0)) await node.close().catch(() => undefined);
  await database?.close();
  database = undefined;
});

/** A 2-second duration, so the test does not wait for the shortest published one. */
async function addShortDuration(db: DatabaseHandle['db']) {
  await db
    .insertInto('option_durations')
    .values({ seconds: 2, profit_ratio: '0.8', min_amount: '1', max_amount: '1000' })
    .execute();
}

/** Both nodes see the same feed tick (as two nodes reading one exchange stream would). */
async function tickBoth(symbol: string, price: string, at: number) {
  await Promise.all(nodes.map((n) => n.tick(symbol, price, at)));
  await Promise.all(nodes.map((n) => n.settle()));
}

async function count(db: DatabaseHandle['db'], reason: string) {
  const row = await db
    .selectFrom('ledger_postings')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('reason', '=', reason as never)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A user with options and futures money, placing `options` options and `positions` longs with a take-profit through `node`. */
async function placeWork(node: TradingTestApp, token: string, options: number, positions: number) {
  const placed: OptionOrderView[] = [];
  for (let i = 0; i < options; i++) {
    placed.push(
      ok<OptionOrderView>(
        await node.post(
          '/api/microtrade/submit',
          { match_id: 1, currency_id: USDT, type: i % 2 === 0 ? 1 : 2, seconds: 2, number: '10' },
          token,
        ),
      ),
    );
  }
  for (let i = 0; i < positions; i++) {
    ok(
      await node.post(
        '/api/lever/submit',
        {
          currency_id: 1,
          legal_id: USDT,
          type: 1,
          share: 1,
          multiple: 10,
          status: 1,
          target_profit_price: '66000',
        },
        token,
      ),
    );
  }
  return placed;
}

async function expectAllDoneOnce(db: DatabaseHandle['db'], options: number, positions: number) {
  const open = await db
    .selectFrom('option_orders')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('status', '<>', 3)
    .executeTakeFirstOrThrow();
  expect(Number(open.n)).toBe(0);
  const results = await db.selectFrom('option_orders').select(['profit_result']).execute();
  expect(results).toHaveLength(options);
  // One payout posting per win or draw, none for a loss, none twice.
  expect(await count(db, 'option_settle')).toBe(
    results.filter((r) => r.profit_result !== -1).length,
  );
  const closed = await db
    .selectFrom('lever_positions')
    .select(['status', 'close_reason'])
    .execute();
  expect(closed).toHaveLength(positions);
  expect(closed.every((p) => p.status === 3 && p.close_reason === 'take_profit')).toBe(true);
  expect(await count(db, 'lever_close')).toBe(positions);
  await expectLedgerClean(db);
}

describe('two server nodes on one database', () => {
  it('with both engines executing the same ticks (split brain), nothing executes twice', async () => {
    database = await openTestDatabase();
    await addShortDuration(database.db);
    for (let i = 0; i < 2; i++)
      nodes.push(await tradingApp(PRICES, {}, { database, leadership: new SoloLeadership() }));
    const [a, b] = nodes as [TradingTestApp, TradingTestApp];
    const user = await a.signUp();
    const userId = await userIdOf(a, user.token);
    await fund(database.db, userId, USDT, '1000', MICRO);
    await fund(database.db, userId, USDT, '100000', LEVER);

    const placed = [
      ...(await placeWork(a, user.token, 20, 10)),
      ...(await placeWork(b, user.token, 20, 10)),
    ];
    await Promise.all(nodes.map((n) => n.settle()));
    const expiry = Math.max(...placed.map((o) => o.handled_at));

    await tickBoth('BTC/USDT', '66500', Date.now());
    while (Date.now() <= expiry) await new Promise((r) => setTimeout(r, 100));
    await tickBoth('BTC/USDT', '66500', expiry + 1);
    await expectAllDoneOnce(database.db, 40, 20);
  }, 90_000);

  it.skipIf(!onPostgres)(
    'one leader by advisory lock: the other node signals it, and takes over when it stops',
    async () => {
      database = await openTestDatabase();
      await addShortDuration(database.db);
      const a = await tradingApp(PRICES, {}, { database });
      nodes.push(a);
      const b = await tradingApp(PRICES, {}, { database, leading: false });
      nodes.push(b);
      expect(a.app.engine.leading).toBe(true);
      expect(b.app.engine.leading).toBe(false);

      const user = await a.signUp();
      const userId = await userIdOf(a, user.token);
      await fund(database.db, userId, USDT, '1000', MICRO);
      await fund(database.db, userId, USDT, '100000', LEVER);

      // Placed on the follower: the leader hears of it through NOTIFY and executes it.
      await placeWork(b, user.token, 0, 5);
      for (let i = 0; i < 50 && a.app.engine.stats().triggers < 5; i++)
        await new Promise((r) => setTimeout(r, 50));
      expect(b.app.engine.stats().triggers).toBe(0);
      await tickBoth('BTC/USDT', '66500', Date.now());
      const closed = await database.db
        .selectFrom('lever_positions')
        .select('status')
        .where('status', '=', 3)
        .execute();
      expect(closed).toHaveLength(5);

      // The leader stops; the follower takes the lock and loads the open work.
      const placed = await placeWork(b, user.token, 10, 0);
      await a.close();
      nodes.splice(0, 1);
      await b.app.engine.whenLeading();
      expect(b.app.engine.leading).toBe(true);
      const expiry = Math.max(...placed.map((o) => o.handled_at));
      while (Date.now() <= expiry) await new Promise((r) => setTimeout(r, 100));
      await tickBoth('BTC/USDT', '66600', expiry + 1);
      await expectAllDoneOnce(database.db, 10, 5);
    },
    90_000,
  );

  it('group commits on two nodes: bursts for one user on both, each order once, one key opens once', async () => {
    database = await openTestDatabase();
    for (let i = 0; i < 2; i++)
      nodes.push(await tradingApp(PRICES, {}, { database, leadership: new SoloLeadership() }));
    const [a, b] = nodes as [TradingTestApp, TradingTestApp];
    const user = await a.signUp();
    const userId = await userIdOf(a, user.token);
    // Enough for 30 orders of 1 lot at 100x (7.153575 each at the ask), not for 31.
    await fund(database.db, userId, USDT, '215', LEVER);
    const order = futuresOrder();
    const burst = (node: TradingTestApp, from: number) =>
      Array.from({ length: 20 }, (_, i) =>
        submitWithKey(node, '/api/lever/submit', order, user.token, `two-nodes-${from + i}`),
      );
    // The same key on both nodes at once.
    const shared = [a, b].map((node) =>
      submitWithKey(node, '/api/lever/submit', order, user.token, 'two-nodes-shared'),
    );
    const answers = await Promise.all([...burst(a, 0), ...burst(b, 20), ...shared]);
    const opened = answers.filter((res) => res.json<{ type: string }>().type === 'ok');
    const refused = answers.filter((res) => res.json<{ type: string }>().type !== 'ok');
    expect(
      refused.every((res) => res.json<{ code: string }>().code === 'INSUFFICIENT_BALANCE'),
    ).toBe(true);
    // Both answers of the shared key name one position (or both were refused alike).
    const sharedOk = answers.slice(40).filter((res) => res.json<{ type: string }>().type === 'ok');
    expect(new Set(sharedOk.map((res) => ok<{ id: number }>(res).id)).size).toBeLessThanOrEqual(1);
    const rows = await database.db
      .selectFrom('lever_positions')
      .select('id')
      .where('user_id', '=', userId)
      .execute();
    const answeredIds = new Set(opened.map((res) => ok<{ id: number }>(res).id));
    expect(rows.map((r) => r.id).sort((x, y) => x - y)).toEqual(
      [...answeredIds].sort((x, y) => x - y),
    );
    // 42 orders for money that pays 30: exactly 30 open, whichever node took them.
    expect(rows).toHaveLength(30);
    await expectLedgerClean(database.db);
  }, 90_000);
});
