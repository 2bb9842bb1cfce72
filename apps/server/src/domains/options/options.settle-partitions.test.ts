import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import type { AppDeps } from '../../deps.js';
import type { TickSource } from '../../engine/types.js';
import { finishSetPostings } from '../../ledger/set-postings.js';
import { moneyTransaction } from '../../ledger/transaction.js';
import { balanceOf, expectLedgerClean, MICRO, USDT } from '../../testing/money.js';
import { nodeDeps, tradingApp, type TradingTestApp } from '../../testing/trading.js';
import * as repo from './options.repository.js';
import { settleExpired, settlePartitions, type DueOrder } from './options.service.js';

/**
 * A large batch of due orders settles in several transactions at once, one per partition of the
 * users (`settlePartitions`); a small one in one statement.
 */

let t: TradingTestApp;
let deps: AppDeps;
beforeEach(async () => {
  t = await tradingApp({ 'BTC/USDT': '65000', 'ETH/USDT': '3250' });
  deps = nodeDeps(t);
});
afterEach(() => t.close());

async function insertUsers(n: number): Promise<number[]> {
  const rows = await t.db
    .insertInto('users')
    .values(
      Array.from({ length: n }, (_, i) => ({
        username: `part${i}@example.com`,
        email: `part${i}@example.com`,
        password_hash: 'x',
        invite_code: `PART${String(i).padStart(5, '0')}`,
        nickname: 'part',
      })),
    )
    .returning('id')
    .execute();
  return rows.map((r) => r.id);
}

/** `n` orders of `users` in turn, up (a win at 65001) on BTC and down (a loss) on ETH. */
async function insertOrders(users: number[], n: number, at: number): Promise<DueOrder[]> {
  const rows = await t.db
    .insertInto('option_orders')
    .values(
      Array.from({ length: n }, (_, i) => {
        const btc = i % 2 === 0;
        return {
          user_id: users[i % users.length]!,
          match_id: btc ? 1 : 2,
          symbol: btc ? 'BTC/USDT' : 'ETH/USDT',
          currency_id: USDT,
          type: 1,
          seconds: 30,
          number: '10',
          profit_ratio: '0.85',
          open_price: btc ? '65000' : '3250',
          open_time: at - 30_000,
          expires_at: at - (i % 7),
        };
      }),
    )
    .returning(['id', 'symbol', 'expires_at'])
    .execute();
  return rows.map((o) => ({ ...o, expires_at: Number(o.expires_at) }));
}

async function countWhere(
  table: 'option_orders' | 'ledger_postings',
  column: 'status' | 'reason',
  value: number | string,
): Promise<number> {
  const row = await t.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where(sql.ref(column), '=', value)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

const ticks = (at: number): TickSource => ({
  latest: (symbol) => ({ symbol, price: '1', time: Number.MAX_SAFE_INTEGER }),
  atOrBefore: async (symbol) => ({
    symbol,
    price: symbol === 'BTC/USDT' ? '65001' : '3249',
    time: at - 10,
  }),
});

describe('options settlement partitions', () => {
  it('settles a small batch in one statement, a large one in up to four', () => {
    expect([1, 100, 2500, 2501, 5000, 7501, 100_000].map(settlePartitions)).toEqual([
      1, 1, 1, 2, 2, 4, 4,
    ]);
  });

  it('partitions never share a user and together settle every due order once', async () => {
    // Users of one parity only: the partitions still all get some (a hash, not `id % n`).
    const users = (await insertUsers(24)).filter((id) => id % 2 === 0);
    const at = Date.now() - 10_000;
    const due = await insertOrders(users, 60, at);
    const groups = [...new Set(due.map((o) => `${o.symbol}|${o.expires_at}`))].map((key) => {
      const [symbol, expires_at] = key.split('|') as [string, string];
      return {
        symbol,
        expires_at: Number(expires_at),
        end_price: symbol === 'BTC/USDT' ? '65001' : '3249',
        end_time: at - 10,
      };
    });
    const ids = due.map((o) => o.id);
    const sets: repo.SettledSet[] = [];
    for (let partition = 0; partition < 3; partition++) {
      sets.push(
        await moneyTransaction(t.db, async (trx) => {
          const set = await repo.settleInSql(trx, {
            ids,
            groups,
            partition,
            partitions: 3,
            accountType: MICRO,
          });
          finishSetPostings(trx, set);
          return set;
        }),
      );
    }
    const usersOf = sets.map((s) => new Set(s.user_ids));
    expect(usersOf.every((u) => u.size > 0)).toBe(true);
    for (const [i, a] of usersOf.entries())
      for (const b of usersOf.slice(i + 1)) expect([...a].filter((u) => b.has(u))).toEqual([]);
    expect(sets.flatMap((s) => s.ids).sort((a, b) => a - b)).toEqual(ids);
    for (const s of sets) expect(s.ids).toEqual([...s.ids].sort((a, b) => a - b));
    // The wins (BTC, every other order) each posted once.
    expect(sets.reduce((n, s) => n + s.ledger_postings, 0)).toBe(30);
    await expectLedgerClean(t.db);
  });

  it('settles 2,600 orders in two transactions: every order once, each told with its symbol', async () => {
    const users = await insertUsers(13);
    const at = Date.now() - 10_000;
    const due = await insertOrders(users, 2600, at);
    const settled: { userId: number; orderId: number; symbol: string }[] = [];
    deps.events.on('option.settled', (e) => {
      settled.push(e);
    });

    await settleExpired(deps, due, ticks(at));

    expect(await countWhere('option_orders', 'status', 3)).toBe(2600);
    const symbols = new Map(due.map((o) => [o.id, o.symbol]));
    expect(settled.map((e) => e.orderId).sort((a, b) => a - b)).toEqual(due.map((o) => o.id));
    expect(settled.every((e) => e.symbol === symbols.get(e.orderId))).toBe(true);
    // 2,600 orders over 13 users: 200 each, half of them wins of 18.5.
    for (const user of users) {
      expect(settled.filter((e) => e.userId === user)).toHaveLength(200);
      expect(await balanceOf(t.db, user, USDT, MICRO)).toMatchObject({ available: '1850' });
    }
    expect(await countWhere('ledger_postings', 'reason', 'option_settle')).toBe(1300);
    await expectLedgerClean(t.db);
  });
});
