import { spotRules as rules } from '@meridian/contract';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import type { AppDeps } from '../../deps.js';
import type { Crossed } from '../../engine/types.js';
import * as ledger from '../../ledger/ledger.js';
import { moneyTransaction } from '../../ledger/transaction.js';
import { EventBus } from '../../lib/events.js';
import { BTC, ETH, expectLedgerClean, fund, USDT } from '../../testing/money.js';
import { countRows } from '../../testing/rows.js';
import { nodeDeps, tradingApp, type TradingTestApp } from '../../testing/trading.js';
import { fillCrossedInSql } from './spot.fill-sql.js';
import { freezeLegs } from './spot.rules.js';
import { fillCrossed, SPOT_MODULE } from './spot.service.js';

/**
 * The set-based fill in SQL (`fillCrossedInSql`, `repo.fillInSql`) against the per-order path it
 * stands in for (`spot.fillCrossed`: `spotRules.fillOf` per order, `fillLegs`, `postMany`): two
 * identical books of random limit orders, one filled each way, must end row for row, posting for
 * posting and entry for entry the same, with the same rounding and the same events.
 */

let t: TradingTestApp;
beforeEach(async () => {
  t = await tradingApp({ 'BTC/USDT': '65000', 'ETH/USDT': '3250' });
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
  /** A positive decimal below `maxInt + 1` with up to `maxDecimals` decimals. */
  const decimal = (maxInt: number, maxDecimals: number) => {
    const places = int(maxDecimals + 1);
    return `${int(maxInt + 1)}${places > 0 ? `.${digits(places - 1)}${1 + int(9)}` : ''}`;
  };
  return { int, pick, decimal, digits };
}

const PAIRS = [
  { match_id: 1, symbol: 'BTC/USDT', base: BTC, ticks: ['65000', '64999.99', '65000.5'] },
  { match_id: 2, symbol: 'ETH/USDT', base: ETH, ticks: ['3250', '3249.37', '3251.5'] },
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

interface Spec {
  user: number;
  pair: (typeof PAIRS)[number];
  type: 1 | 2;
  amount: string;
  limit: string;
  feeRate: string;
  tick: { price: string; time: number };
  /** Placement froze one unit of the 8th decimal too much: the fill must refuse it. */
  badFreeze: boolean;
  cancelled: boolean;
}

/** Random limit orders around the pairs' ticks: most reached (many exactly), some not. */
function randomSpecs(seed: number, users: number, count: number): Spec[] {
  const r = random(seed);
  const at = Date.now() - 1000;
  return Array.from({ length: count }, () => {
    const pair = r.pick(PAIRS);
    const k = r.int(pair.ticks.length);
    const tick = { price: pair.ticks[k]!, time: at + k };
    const type = r.pick([1, 2] as const);
    const kind = r.int(8);
    // 0: exactly at the tick; 1: one cent short of it (not reached); else through it.
    const offset = kind === 0 ? '0' : kind === 1 ? '-0.01' : r.decimal(300, 2);
    const signed = type === 1 ? offset : offset.startsWith('-') ? offset.slice(1) : `-${offset}`;
    return {
      user: r.int(users),
      pair,
      type,
      amount: r.int(6) === 0 ? `0.${r.digits(7)}1` : r.decimal(3, pair.base === BTC ? 6 : 4),
      limit: addDecimal(tick.price, signed),
      feeRate: r.pick(['0', '0.001', '0.00123457', '0.002']),
      tick,
      badFreeze: r.int(40) === 0,
      cancelled: r.int(30) === 0,
    };
  }).filter((s) => Number(s.amount) > 0);
}

/** a + b for short decimals, exactly (the test's own arithmetic, no rounding involved). */
function addDecimal(a: string, b: string): string {
  const scale = 10;
  const toInt = (v: string) => {
    const negative = v.startsWith('-');
    const [i, f = ''] = (negative ? v.slice(1) : v).split('.');
    const n = BigInt(i!) * 10n ** BigInt(scale) + BigInt((f + '0'.repeat(scale)).slice(0, scale));
    return negative ? -n : n;
  };
  const sum = toInt(a) + toInt(b);
  const whole = sum / 10n ** BigInt(scale);
  const frac = (sum % 10n ** BigInt(scale)).toString().padStart(scale, '0');
  return rules.plain(`${whole}.${frac}`);
}

/**
 * Places the specs for these users as the API would have: funds, the order rows, the freezing
 * postings; cancelled ones released again. Answers the crossings the engine would hand over
 * (a few orders twice, the first crossing deciding).
 */
async function place(
  specs: Spec[],
  users: number[],
): Promise<{ ids: number[]; crossed: Crossed[] }> {
  for (const user of users.slice(0, -1)) {
    await fund(t.db, user, USDT, '1000000000');
    await fund(t.db, user, BTC, '1000');
    await fund(t.db, user, ETH, '10000');
  }
  // The last user holds only USDT: a filled buy creates the coin's balance row.
  await fund(t.db, users.at(-1)!, USDT, '1000000000');
  const sellable = (s: Spec) => s.type === 1 || s.user < users.length - 1;
  const rows = specs.filter(sellable).map((s) => {
    const frozen = rules.frozenFor(s.type, s.amount, s.limit);
    return {
      spec: s,
      row: {
        user_id: users[s.user]!,
        match_id: s.pair.match_id,
        symbol: s.pair.symbol,
        type: s.type,
        order_type: 'limit' as const,
        target_price: s.limit,
        amount: s.amount,
        frozen_currency_id: s.type === 1 ? USDT : s.pair.base,
        frozen_amount: s.badFreeze ? addDecimal(frozen, '0.00000001') : frozen,
        fee_rate: s.feeRate,
      },
    };
  });
  const ids = (
    await t.db
      .insertInto('spot_orders')
      .values(rows.map((r) => r.row))
      .returning('id')
      .execute()
  ).map((r) => r.id);
  await moneyTransaction(t.db, async (trx) => {
    await ledger.postMany(
      trx,
      rows.map(({ row }, i) => ({
        reason: 'spot_order',
        reference: `spot:${ids[i]}:order`,
        userId: row.user_id,
        legs: freezeLegs(row.user_id, row.frozen_currency_id, row.frozen_amount, 'freeze'),
      })),
    );
    const cancelled = rows.flatMap(({ spec, row }, i) =>
      spec.cancelled ? [{ row, id: ids[i]! }] : [],
    );
    await trx
      .updateTable('spot_orders')
      .set({ status: 3, cancelled_at: new Date() })
      .where('id', 'in', [0, ...cancelled.map((c) => c.id)])
      .execute();
    await ledger.postMany(
      trx,
      cancelled.map(({ row, id }) => ({
        reason: 'spot_cancel',
        reference: `spot:${id}:cancel`,
        userId: row.user_id,
        legs: freezeLegs(row.user_id, row.frozen_currency_id, row.frozen_amount, 'release'),
      })),
    );
  });
  const crossed = rows.map(({ spec, row }, i): Crossed => ({
    trigger: {
      module: SPOT_MODULE,
      id: ids[i]!,
      tag: 'limit',
      symbol: row.symbol,
      price: row.target_price,
      fires: row.type === 1 ? 'at_or_below' : 'at_or_above',
    },
    tick: { symbol: row.symbol, ...spec.tick },
  }));
  // Handed over twice (a later crossing of another tick): the first one decides.
  const again = crossed
    .filter((_, i) => i % 17 === 0)
    .map((c) => ({ ...c, tick: { ...c.tick, price: '1', time: c.tick.time + 10 } }));
  return { ids, crossed: [...crossed, ...again] };
}

/** Everything a fill wrote about these orders, with ids and users made comparable. */
async function booksOf(orderIds: number[], userIds: number[]) {
  const who = (id: number | null) => (id === null ? null : userIds.indexOf(id));
  const index = (id: number) => orderIds.indexOf(id);
  const orders = await t.db
    .selectFrom('spot_orders')
    .select([
      'id',
      'user_id',
      'symbol',
      'type',
      'amount',
      'target_price',
      'frozen_amount',
      'fee_rate',
      'fill_price',
      'total',
      'fee',
      'tick_price',
      'tick_time',
      'status',
      sql<boolean>`filled_at is not null`.as('has_filled_at'),
    ])
    .where(sql<boolean>`id = any(${sql.val(orderIds)}::int[])`)
    .orderBy('id')
    .execute();
  const entries = await t.db
    .selectFrom('ledger_postings as p')
    .innerJoin('ledger_entries as e', 'e.posting_id', 'p.id')
    .select([
      'p.reference',
      'p.reason',
      'p.user_id as posting_user',
      'p.admin_id',
      'p.memo',
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
      orderIds.map((id) => `spot:${id}:fill`),
    )
    .execute();
  const balances = await t.db
    .selectFrom('balances')
    .select(['user_id', 'currency_id', 'account_type', 'available', 'frozen'])
    .where('user_id', 'in', userIds)
    .orderBy('user_id')
    .orderBy('currency_id')
    .orderBy('account_type')
    .execute();
  return {
    orders: orders.map(({ id, user_id, ...o }) => ({ order: index(id), user: who(user_id), ...o })),
    // In order of the orders, a posting's entries by account (postMany writes them in reverse
    // leg order, and parallel statements interleave posting ids).
    entries: entries
      .map(({ reference, posting_user, user_id, ...e }) => ({
        order: index(Number(reference.split(':')[1])),
        posting_user: who(posting_user),
        user: who(user_id),
        ...e,
      }))
      .sort(
        (x, y) =>
          x.order - y.order ||
          (x.house ?? '').localeCompare(y.house ?? '') ||
          x.currency_id - y.currency_id,
      ),
    balances: balances.map(({ user_id, ...b }) => ({ user: who(user_id), ...b })),
  };
}

/** The deps' log with its warnings and errors noted (message, and the order of an error). */
function watchLog(deps: AppDeps) {
  const noted: { level: string; message: string; order?: number }[] = [];
  const note = (level: string) => (detail: { order?: number }, message: string) =>
    void noted.push({ level, message, ...(detail.order ? { order: detail.order } : {}) });
  deps.log = new Proxy(deps.log, {
    get: (target, key, receiver) =>
      key === 'warn' || key === 'error'
        ? note(key)
        : (Reflect.get(target, key, receiver) as unknown),
  });
  return noted;
}

/** What a deps' bus heard of fills and fees, with ids made comparable. */
function hear(deps: AppDeps, orderIds: () => number[], userIds: number[]) {
  const heard: unknown[] = [];
  deps.events.on('order.filled', (e) => {
    heard.push({
      filled: orderIds().indexOf(e.orderId),
      user: userIds.indexOf(e.userId),
      symbol: e.symbol,
    });
  });
  deps.events.on('fee.charged', (e) => {
    heard.push({ ...e, userId: userIds.indexOf(e.userId) });
  });
  return heard;
}

describe('spot fills in SQL', () => {
  it('fills random orders exactly as the per-order path: rows, postings, entries, balances, events', async () => {
    const USERS = 6;
    const specs = randomSpecs(20261126, USERS, 400);
    const [oldUsers, newUsers] = [await insertUsers('old', USERS), await insertUsers('new', USERS)];
    const oldBook = await place(specs, oldUsers);
    const newBook = await place(specs, newUsers);
    const oldDeps = nodeDeps(t, { events: new EventBus() });
    const newDeps = nodeDeps(t, { events: new EventBus() });
    const oldHeard = hear(oldDeps, () => oldBook.ids, oldUsers);
    const newHeard = hear(newDeps, () => newBook.ids, newUsers);
    const [oldLog, newLog] = [watchLog(oldDeps), watchLog(newDeps)];

    const oldFilled = await fillCrossed(oldDeps, oldBook.crossed);
    const newFilled = await fillCrossedInSql(newDeps, newBook.crossed);

    const before = await booksOf(oldBook.ids, oldUsers);
    const after = await booksOf(newBook.ids, newUsers);
    // The sample covers fills of both sides, orders not reached, cancelled and mis-frozen ones.
    const outcomes = new Set(after.orders.map((o) => `${o.type}:${o.status}`));
    expect(outcomes).toEqual(new Set(['1:1', '1:2', '1:3', '2:1', '2:2', '2:3']));
    expect(after.orders.some((o) => o.status === 1 && o.tick_price === null)).toBe(true);
    expect(newFilled.map((id) => newBook.ids.indexOf(id))).toEqual(
      oldFilled.map((id) => oldBook.ids.indexOf(id)).sort((a, b) => a - b),
    );
    expect(after.orders).toEqual(before.orders);
    expect(after.entries).toEqual(before.entries);
    expect(after.balances).toEqual(before.balances);
    expect(newHeard).toEqual(oldHeard);
    // Filled in SQL (no fallback), and the mis-frozen orders refused and logged alike.
    const refused = (log: typeof oldLog, ids: number[]) =>
      log.map((l) => ({ ...l, order: ids.indexOf(l.order!) }));
    expect(newLog.every((l) => l.message === 'spot: frozen amount differs from the fill')).toBe(
      true,
    );
    expect(newLog.length).toBeGreaterThan(0);
    expect(refused(newLog, newBook.ids)).toEqual(refused(oldLog, oldBook.ids));
    await expectLedgerClean(t.db);

    // The crossing ticks are on record, kept for good.
    const decisive = await t.db
      .selectFrom('market_ticks')
      .select(['symbol', 'time'])
      .where('decisive', '=', true)
      .execute();
    const kept = new Set(decisive.map((d) => `${d.symbol}|${Number(d.time)}`));
    for (const o of after.orders.filter((o) => o.status === 2))
      expect(kept.has(`${o.symbol}|${Number(o.tick_time)}`)).toBe(true);

    // Again: nothing is filled or posted twice.
    const postings = await countRows(t.db, 'ledger_postings');
    expect(await fillCrossedInSql(newDeps, newBook.crossed)).toEqual([]);
    expect(await countRows(t.db, 'ledger_postings')).toBe(postings);
    expect(await booksOf(newBook.ids, newUsers)).toEqual(after);
  });

  it('fills each order once when the same crossings run twice at the same time', async () => {
    const users = await insertUsers('twice', 5);
    const book = await place(randomSpecs(7, 5, 200), users);
    const deps = nodeDeps(t);
    const [a, b] = await Promise.all([
      fillCrossedInSql(deps, book.crossed),
      fillCrossedInSql(deps, book.crossed),
    ]);
    expect(new Set([...a, ...b]).size).toBe(a.length + b.length);
    const filled = [...a, ...b];
    expect(filled.length).toBeGreaterThan(100);
    const fills = await t.db
      .selectFrom('ledger_postings')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('reason', '=', 'spot_fill')
      .executeTakeFirstOrThrow();
    expect(Number(fills.n)).toBe(filled.length);
    await expectLedgerClean(t.db);
  });

  it('tells only connected users, and builds views only for them', async () => {
    const users = await insertUsers('tell', 3);
    const book = await place(
      randomSpecs(11, 3, 30).map((s) => ({ ...s, badFreeze: false, cancelled: false })),
      users,
    );
    const told: { userId: number; id: number; status: number }[] = [];
    const deps = nodeDeps(t, {
      notifyUser: ((userId: number, _event: string, view: { id: number; status: number }) =>
        void told.push({ userId, id: view.id, status: view.status })) as AppDeps['notifyUser'],
      connectedUsers: async (ids) => new Set(ids.filter((id) => id === users[1])),
    });
    const filled = await fillCrossedInSql(deps, book.crossed);
    const rows = await t.db
      .selectFrom('spot_orders')
      .select(['id', 'user_id'])
      .where('id', 'in', filled)
      .orderBy('id')
      .execute();
    const watched = rows.filter((r) => r.user_id === users[1]).map((r) => r.id);
    expect(watched.length).toBeGreaterThan(0);
    expect(told).toEqual(watched.map((id) => ({ userId: users[1], id, status: 2 })));
    await expectLedgerClean(t.db);
  });
});
