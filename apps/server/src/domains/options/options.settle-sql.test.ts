import { optionsRules as rules, type OptionResult } from '@meridian/contract';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import type { AppDeps } from '../../deps.js';
import type { EngineTick, TickSource } from '../../engine/types.js';
import * as ledger from '../../ledger/ledger.js';
import { moneyTransaction } from '../../ledger/transaction.js';
import { expectLedgerClean, fund, MICRO, USDT } from '../../testing/money.js';
import { countRows } from '../../testing/rows.js';
import { nodeDeps, tradingApp, type TradingTestApp } from '../../testing/trading.js';
import { settleExpired, type DueOrder } from './options.service.js';

/**
 * The settlement in SQL (`repo.settleInSql`) against the TypeScript computation it replaced
 * (kept below as `settleTheOldWay`: `optionsRules` per order, the guarded update, `postMany`):
 * two identical books of random orders, one settled each way, must end row for row, posting for
 * posting and entry for entry the same, with the same rounding.
 */

let t: TradingTestApp;
let deps: AppDeps;
beforeEach(async () => {
  t = await tradingApp({ 'BTC/USDT': '65000', 'ETH/USDT': '3250' });
  deps = nodeDeps(t);
});
afterEach(() => t.close());

/** A seeded generator, so a failure can be replayed. */
function random(seed: number) {
  let s = seed >>> 0;
  const next = () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let x = Math.imul(s ^ (s >>> 15), 1 | s);
    x ^= x + Math.imul(x ^ (x >>> 7), 61 | x);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)]!;
  const digits = (n: number) => Array.from({ length: n }, () => String(int(10))).join('');
  /** A positive decimal with up to `maxDecimals` decimals. */
  const decimal = (maxInt: number, maxDecimals: number) => {
    const places = int(maxDecimals + 1);
    const value = `${1 + int(maxInt)}${places > 0 ? `.${digits(places)}` : ''}`;
    return value;
  };
  return { int, pick, decimal, digits };
}

const PAIRS = [
  { match_id: 1, symbol: 'BTC/USDT', prices: ['65000', '65000.5', '64999.999999999999999999'] },
  { match_id: 2, symbol: 'ETH/USDT', prices: ['3250', '3250.000000000000000001', '3249.99'] },
];

async function insertUsers(prefix: string, n: number): Promise<number[]> {
  const rows = await t.db
    .insertInto('users')
    .values(
      Array.from({ length: n }, (_, i) => ({
        username: `${prefix}${i}@example.com`,
        email: `${prefix}${i}@example.com`,
        password_hash: 'x',
        invite_code: `${prefix.toUpperCase()}${String(i).padStart(5, '0')}`,
        nickname: prefix,
      })),
    )
    .returning('id')
    .execute();
  return rows.map((r) => r.id);
}

/** The old settlement, as it was before it moved to SQL (one transaction here). */
async function settleTheOldWay(ids: number[], ticks: TickSource) {
  const toleranceMs = deps.config.marketPriceToleranceSeconds * 1000;
  const open = await t.db
    .selectFrom('option_orders')
    .selectAll()
    .where('status', '=', 1)
    .where(sql<boolean>`id = any(${sql.val(ids)}::int[])`)
    .orderBy('id')
    .execute();
  const payouts = new Map<number, string>();
  const values = await Promise.all(
    open.map(async (o) => {
      const found = await ticks.atOrBefore(o.symbol, Number(o.expires_at));
      const tick = rules.decidingTick(found, Number(o.expires_at), toleranceMs);
      if (!tick) {
        payouts.set(o.id, rules.totalCost(o.number, o.fee));
        return [o.id, null, null, '0', null, rules.VOID_NO_PRICE] as const;
      }
      const result: OptionResult = rules.optionResult(o.type as 1 | 2, o.open_price, tick.price);
      const { payout, factProfits } = rules.settlement(o.number, o.profit_ratio, result);
      payouts.set(o.id, payout);
      return [o.id, tick.price, tick.time, factProfits, result, null] as const;
    }),
  );
  const column = (i: number) => sql.val(values.map((v) => v[i]));
  await moneyTransaction(t.db, async (trx) => {
    const rows = await sql<{
      id: number;
      user_id: number;
      currency_id: number;
      number: string;
      fee: string;
      void_reason: string | null;
    }>`
      with v as (
        select * from unnest(${column(0)}::int[], ${column(1)}::numeric[], ${column(2)}::bigint[],
                             ${column(3)}::numeric[], ${column(4)}::smallint[], ${column(5)}::text[])
          as v(id, end_price, end_time, fact_profits, profit_result, void_reason)
      )
      update option_orders o
      set status = 3, end_price = v.end_price, end_time = v.end_time, fact_profits = v.fact_profits,
          profit_result = v.profit_result, void_reason = v.void_reason, settled_at = now()
      from v where o.id = v.id and o.status = 1
      returning o.id, o.user_id, o.currency_id, o.number, o.fee, o.void_reason`.execute(trx);
    const settled = [...rows.rows].sort((a, b) => a.id - b.id);
    await ledger.postMany(
      trx,
      settled
        .filter((r) => payouts.get(r.id) !== '0')
        .map((r): ledger.PostingInput => {
          const payout = payouts.get(r.id)!;
          const user = {
            holder: { userId: r.user_id, accountType: MICRO },
            currencyId: r.currency_id,
            available: payout,
          };
          const pool = { house: 'options_pool' as const };
          return r.void_reason
            ? {
                reason: 'option_void',
                reference: `option:${r.id}:settle`,
                userId: r.user_id,
                legs: [
                  {
                    holder: pool,
                    currencyId: r.currency_id,
                    available: `-${rules.plain(r.number)}`,
                  },
                  {
                    holder: { house: 'fees' },
                    currencyId: r.currency_id,
                    available: `-${rules.plain(r.fee)}`,
                  },
                  user,
                ],
              }
            : {
                reason: 'option_settle',
                reference: `option:${r.id}:settle`,
                userId: r.user_id,
                legs: [{ holder: pool, currencyId: r.currency_id, available: `-${payout}` }, user],
              };
        }),
    );
  });
}

/** Everything a settlement wrote about these orders, with ids and users made comparable. */
async function booksOf(orderIds: number[], userIds: number[]) {
  const who = (id: number | null) => (id === null ? null : userIds.indexOf(id));
  const orders = await t.db
    .selectFrom('option_orders')
    .select([
      'id',
      'user_id',
      'symbol',
      'number',
      'fee',
      'profit_ratio',
      'open_price',
      'expires_at',
      'end_price',
      'end_time',
      'fact_profits',
      'profit_result',
      'status',
      'void_reason',
    ])
    .where(sql<boolean>`id = any(${sql.val(orderIds)}::int[])`)
    .orderBy('id')
    .execute();
  const postings = await t.db
    .selectFrom('ledger_postings as p')
    .innerJoin('ledger_entries as e', 'e.posting_id', 'p.id')
    .select([
      'p.reference',
      'p.reason',
      'p.user_id as posting_user',
      'e.user_id',
      'e.house',
      'e.currency_id',
      'e.account_type',
      'e.delta_available',
      'e.delta_frozen',
      'e.available_after',
      'e.frozen_after',
      sql<boolean>`e.balance_id is not null`.as('has_balance'),
    ])
    .where(
      'p.reference',
      'in',
      orderIds.map((id) => `option:${id}:settle`),
    )
    .orderBy('p.id')
    .orderBy('e.id')
    .execute();
  const balances = await t.db
    .selectFrom('balances')
    .select(['user_id', 'currency_id', 'account_type', 'available', 'frozen'])
    .where('user_id', 'in', userIds)
    .orderBy('user_id')
    .orderBy('currency_id')
    .orderBy('account_type')
    .execute();
  const index = (id: number) => orderIds.indexOf(id);
  return {
    orders: orders.map(({ id, user_id, ...o }) => ({ order: index(id), user: who(user_id), ...o })),
    // In order of the orders (parallel statements interleave posting ids); a posting's entries by
    // account (postMany wrote them in reverse leg order).
    postings: postings
      .map(({ reference, posting_user, user_id, ...e }) => ({
        order: index(Number(reference.split(':')[1])),
        posting_user: who(posting_user),
        user: who(user_id),
        ...e,
      }))
      .sort((x, y) => x.order - y.order || (x.house ?? '').localeCompare(y.house ?? '')),
    balances: balances.map(({ user_id, ...b }) => ({ user: who(user_id), ...b })),
  };
}

describe('options settlement in SQL', () => {
  it('settles random orders exactly as the TypeScript rules did: rows, payouts, entries, rounding', async () => {
    const r = random(20261126);
    const USERS = 7;
    const ORDERS = 400;
    const [oldUsers, newUsers] = [await insertUsers('old', USERS), await insertUsers('new', USERS)];
    // The same starting balances on both sides; the last user has no options balance row yet.
    for (let u = 0; u < USERS - 1; u++) {
      const amount = r.decimal(5000, 12);
      await fund(t.db, oldUsers[u]!, USDT, amount, MICRO);
      await fund(t.db, newUsers[u]!, USDT, amount, MICRO);
    }

    const toleranceMs = deps.config.marketPriceToleranceSeconds * 1000;
    const base = Date.now() - 120_000;
    const expiries = Array.from({ length: 5 }, (_, i) => base + i * 1000 + r.int(1000));
    // Per (symbol, expiry): a fresh tick (often exactly at the expiry), a stale one, or none.
    const found = new Map<string, EngineTick | null>();
    for (const pair of PAIRS) {
      for (const at of expiries) {
        const kind = r.int(6);
        const price = r.pick(pair.prices);
        const time =
          kind === 0
            ? at
            : kind <= 3
              ? at - r.int(toleranceMs)
              : at - toleranceMs - 1 - r.int(5000);
        found.set(`${pair.symbol}|${at}`, kind === 5 ? null : { symbol: pair.symbol, price, time });
      }
    }
    const ticks: TickSource = {
      latest: (symbol) => ({ symbol, price: '1', time: Number.MAX_SAFE_INTEGER }),
      atOrBefore: async (symbol, time) => found.get(`${symbol}|${time}`) ?? null,
    };

    const specs = Array.from({ length: ORDERS }, () => {
      const pair = r.pick(PAIRS);
      const number = r.int(10) === 0 ? `0.${r.digits(18)}` : r.decimal(20_000, 8);
      const rate = r.pick(['0', '0.002', '0.00123457', '0.1']);
      return {
        user: r.int(USERS),
        match_id: pair.match_id,
        symbol: pair.symbol,
        currency_id: USDT,
        type: r.pick([1, 2]),
        seconds: 30,
        number,
        fee: rules.stakeFee(number, rate),
        profit_ratio: r.pick(['0.85', '1', `0.${r.digits(8)}`, `${r.int(3)}.${r.digits(8)}`]),
        open_price: r.pick(pair.prices),
        open_time: base - 30_000,
        expires_at: r.pick(expiries),
      };
    });
    const place = async (users: number[]) =>
      (
        await t.db
          .insertInto('option_orders')
          .values(specs.map(({ user, ...o }) => ({ ...o, user_id: users[user]! })))
          .returning(['id', 'symbol', 'expires_at'])
          .execute()
      ).map((o) => ({ ...o, expires_at: Number(o.expires_at) }));
    const oldOrders = await place(oldUsers);
    const newOrders: DueOrder[] = await place(newUsers);

    await settleTheOldWay(
      oldOrders.map((o) => o.id),
      ticks,
    );
    await settleExpired(deps, newOrders, ticks);

    const before = await booksOf(
      oldOrders.map((o) => o.id),
      oldUsers,
    );
    const after = await booksOf(
      newOrders.map((o) => o.id),
      newUsers,
    );
    // The sample covers every outcome, voids and the fee-free ones included.
    const results = new Set(after.orders.map((o) => `${o.profit_result}:${o.void_reason}`));
    expect(results).toEqual(new Set(['1:null', '0:null', '-1:null', 'null:no_price_at_expiry']));
    expect(after.orders.every((o) => o.status === 3)).toBe(true);
    expect(after.orders).toEqual(before.orders);
    expect(after.postings).toEqual(before.postings);
    expect(after.balances).toEqual(before.balances);
    await expectLedgerClean(t.db);

    // Again: nothing is settled or posted twice.
    const postings = await countRows(t.db, 'ledger_postings');
    expect(await settleExpired(deps, newOrders, ticks)).toEqual([]);
    expect(await countRows(t.db, 'ledger_postings')).toBe(postings);
  });

  it('tells only connected users, and builds views only for them', async () => {
    const [a, b] = await insertUsers('tell', 2);
    const told: number[] = [];
    const watching = nodeDeps(t, {
      notifyUser: ((userId: number) => void told.push(userId)) as AppDeps['notifyUser'],
      connectedUsers: async (ids) => new Set(ids.filter((id) => id === b)),
    });
    const at = Date.now() - 10_000;
    const orders = (
      await t.db
        .insertInto('option_orders')
        .values(
          [a!, b!, a!].map((user_id) => ({
            user_id,
            match_id: 1,
            symbol: 'BTC/USDT',
            currency_id: USDT,
            type: 1,
            seconds: 30,
            number: '10',
            profit_ratio: '0.85',
            open_price: '65000',
            open_time: at - 30_000,
            expires_at: at,
          })),
        )
        .returning(['id', 'symbol', 'expires_at'])
        .execute()
    ).map((o) => ({ ...o, expires_at: Number(o.expires_at) }));
    const ticks: TickSource = {
      latest: (symbol) => ({ symbol, price: '1', time: Number.MAX_SAFE_INTEGER }),
      atOrBefore: async (symbol) => ({ symbol, price: '65001', time: at - 1 }),
    };
    const views = await settleExpired(watching, orders, ticks);
    expect(views.map((v) => v.id)).toEqual([orders[1]!.id]);
    expect(views[0]).toMatchObject({ status: 3, profit_result: 1, fact_profits: '8.5' });
    expect(told).toEqual([b]);
    expect(await countRows(t.db, 'option_orders')).toBe(3);
    await expectLedgerClean(t.db);
  });
});
