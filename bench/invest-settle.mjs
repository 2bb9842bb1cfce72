#!/usr/bin/env node
// Invest (dual) settlement (#17 figures): 10,000 invest orders maturing together on PostgreSQL,
// settled by the invest domain's `settleDue` from apps/server/dist (the leader job's function):
// one statement reads every window's recorded ticks, one statement per batch of products settles
// all their orders with their postings. Four products (BTC and ETH, sell high and buy low) share
// one settlement instant; their windows hold recorded ticks on both sides of the linked prices.
// Reports the duration, the postings it made, a second run (nothing left to pay) and the ledger
// check. Setup through the ledger so the books balance: users funded by one posting each, the
// orders inserted in SQL, then one invest_buy posting per order as POST /dual/buyDual posts it
// (set-based, with the ledger's setPostings).
// `npm run build` first. Run from the repository root: node bench/invest-settle.mjs
// Env: ORDERS (10000), PER_USER (50), BENCH_PG_URL (postgres://postgres@127.0.0.1:5432).
import { performance } from 'node:perf_hooks';

import { createPgDatabase, dist } from './money.mjs';

const ORDERS = Number(process.env.ORDERS ?? 10_000);
const PER_USER = Number(process.env.PER_USER ?? 50);
const BASE = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432';
const BTC = 1;
const ETH = 2;
const USDT = 3;
const CHANGE = 2;
const log = (...args) => console.error(...args);

export async function measureInvestSettlement() {
  const { openDatabase } = await import(dist('db/connect.js'));
  const { migrateToLatest } = await import(dist('db/migrate.js'));
  const { seedReferenceData } = await import(dist('seed/index.js'));
  const { postMany } = await import(dist('ledger/ledger.js'));
  const { moneyTransaction } = await import(dist('ledger/transaction.js'));
  const { checkLedger } = await import(dist('ledger/check.js'));
  const { setPostings, SET_POSTINGS_SUMMARY, finishSetPostings } = await import(
    dist('ledger/set-postings.js')
  );
  const { EventBus } = await import(dist('lib/events.js'));
  const { settleDue } = await import(dist('domains/invest/index.js'));
  const { sql } = await import('kysely');

  const database = createPgDatabase(BASE, 'invest');
  const handle = await openDatabase({ databaseUrl: database.url, dataDir: '' });
  try {
    const db = handle.db;
    await migrateToLatest(db);
    await seedReferenceData(db);
    const users = Math.ceil(ORDERS / PER_USER);
    log(`setup: ${users} users, ${ORDERS} orders over 4 products maturing together`);
    await sql`insert into users (username, email, password_hash, invite_code, nickname)
      select 'invest' || i || '@example.com', 'invest' || i || '@example.com', 'x',
             'IV' || lpad(i::text, 8, '0'), 'Bench'
      from generate_series(1, ${users}::int) i`.execute(db);
    const userIds = (await db.selectFrom('users').select('id').orderBy('id').execute()).map(
      (r) => r.id,
    );
    await moneyTransaction(db, (trx) =>
      postMany(
        trx,
        userIds.flatMap((id) =>
          [
            [BTC, '10'],
            [ETH, '100'],
            [USDT, '1000000'],
          ].map(([currencyId, amount]) => ({
            reason: 'adjustment',
            reference: `bench-invest-fund:${id}:${currencyId}`,
            userId: id,
            legs: [
              { holder: { userId: id, accountType: CHANGE }, currencyId, available: amount },
              { holder: { house: 'adjustments' }, currencyId, available: `-${amount}` },
            ],
          })),
        ),
      ),
    );

    const now = Date.now();
    const settleAt = now - 60_000;
    const windowStart = settleAt - 30 * 60_000;
    const terms = [
      // coin, type, invested in, unit, linked, symbol, window prices (average vs linked)
      [BTC, 1, BTC, '0.01', '70000', 'BTC/USDT', 69_000], // below: BTC
      [BTC, 2, USDT, '100', '60000', 'BTC/USDT', 69_000], // above: USDT
      [ETH, 1, ETH, '0.1', '3000', 'ETH/USDT', 3_250], // above: USDT
      [ETH, 2, USDT, '100', '3500', 'ETH/USDT', 3_250], // below: ETH
    ];
    const products = [];
    for (const [coin, type, investIn, unit, linked, symbol] of terms) {
      const row = await db
        .insertInto('invest_products')
        .values({
          type,
          currency_id: coin,
          usdt_id: USDT,
          invest_currency_id: investIn,
          symbol,
          unit_price: unit,
          apr: '0.12',
          linked_price: linked,
          days: 7,
          total_shares: 1_000_000,
          settle_at: settleAt,
          window_minutes: 30,
          window_start: windowStart,
          status: 1,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      products.push(row.id);
    }
    // One tick a second over each window, around the prices above.
    for (const [symbol, base] of [
      ['BTC/USDT', 69_000],
      ['ETH/USDT', 3_250],
    ]) {
      await sql`insert into market_ticks (symbol, time, price, volume)
        select ${symbol}, ${windowStart}::bigint + s * 1000, ${base}::numeric + (s % 20) - 10, 1
        from generate_series(0, 1799) s
        on conflict do nothing`.execute(db);
    }
    const orders = await sql`insert into invest_orders
        (user_id, product_id, shares, amount, invest_currency_id)
      select u.id, p.id, 1 + (n % 3), p.unit_price * (1 + (n % 3)), p.invest_currency_id
      from unnest(${userIds}::int[]) u(id)
      cross join generate_series(1, ${PER_USER}::int) n
      join invest_products p on p.id = (${sql.val(products)}::int[])[1 + (u.id + n) % 4]
      limit ${ORDERS}::int
      returning id`.execute(db);
    await sql`update invest_products p set sold_shares = s.n
      from (select product_id, sum(shares)::int as n from invest_orders group by product_id) s
      where s.product_id = p.id`.execute(db);
    await moneyTransaction(db, async (trx) => {
      const { rows } = await sql`
        with legs as (
          select 'invest:' || o.id || ':buy' as reference, 'invest_buy' as reason,
                 o.user_id as posting_user_id, o.id::bigint as seq, x.leg, x.user_id,
                 x.account_type, x.house, o.invest_currency_id as currency_id, x.delta_available,
                 0::numeric as delta_frozen
          from invest_orders o
          cross join lateral (values
            (1, o.user_id, ${CHANGE}::smallint, null::text, -o.amount),
            (2, null::int, 0::smallint, 'earn'::text, o.amount)
          ) as x(leg, user_id, account_type, house, delta_available)
        ), ${setPostings('legs', { distinctLegs: true })}
        select ${SET_POSTINGS_SUMMARY}`.execute(trx);
      finishSetPostings(trx, rows[0]);
    });
    await sql`analyze`.execute(db);

    const deps = { db, events: new EventBus() };
    const postingsBefore = await countPostings(db, sql);
    const started = performance.now();
    const settled = await settleDue(deps, now);
    const seconds = (performance.now() - started) / 1000;
    const settlePostings = (await countPostings(db, sql)) - postingsBefore;
    const againStarted = performance.now();
    const settledAgain = await settleDue(deps, now);
    const againSeconds = (performance.now() - againStarted) / 1000;
    const outcomes = await sql`select p.symbol, p.type, p.settlement_price, p.tick_count,
        count(o.id)::int as orders, min(o.payout_side) as side
      from invest_products p join invest_orders o on o.product_id = p.id
      group by p.id order by p.id`.execute(db);
    const problems = await checkLedger(db);
    return {
      orders: orders.rows.length,
      users: userIds.length,
      ordersSettled: settled,
      settlePostings,
      settleSeconds: Math.round(seconds * 1000) / 1000,
      secondRunSettled: settledAgain,
      secondRunSeconds: Math.round(againSeconds * 1000) / 1000,
      products: outcomes.rows,
      ledgerProblems: problems.length,
    };
  } finally {
    await handle.close();
    database.drop();
  }
}

async function countPostings(db, sql) {
  const row = await sql`select count(*)::int as n from ledger_postings`.execute(db);
  return row.rows[0].n;
}

if (import.meta.url === `file://${process.argv[1]}`)
  console.log(JSON.stringify(await measureInvestSettlement(), null, 2));
