#!/usr/bin/env node
// The daily lock-up accrual (#17 figures): 100,000 lock-up orders in progress on PostgreSQL, one
// day due, paid by the lock-up domain's `accrueLockups` from apps/server/dist (the leader job's
// function): set-based, one statement and one transaction per batch of orders. Reports the
// duration, the postings it made, a second run (nothing left to pay) and the ledger check.
// Setup through the ledger so the books balance: ORDERS/PER_USER users funded by one posting
// each, the orders inserted in SQL with their first day yesterday, then one lock-up deposit
// posting per order as POST /lh/deposit posts it (set-based, with the ledger's setPostings).
// `npm run build` first. Run from the repository root: node bench/lockup-accrual.mjs
// Env: ORDERS (100000), PER_USER (100), BENCH_PG_URL (postgres://postgres@127.0.0.1:5432).
import { performance } from 'node:perf_hooks';

import { createPgDatabase, dist } from './money.mjs';

const ORDERS = Number(process.env.ORDERS ?? 100_000);
const PER_USER = Number(process.env.PER_USER ?? 100);
const BASE = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432';
const USDT = 3;
const CHANGE = 2;
const AMOUNT = '1000';
const DAY = 86_400_000;
const log = (...args) => console.error(...args);

export async function measureLockupAccrual() {
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
  const { accrueLockups } = await import(dist('domains/lockup/index.js'));
  const { sql } = await import('kysely');

  const database = createPgDatabase(BASE, 'lockup');
  const handle = await openDatabase({ databaseUrl: database.url, dataDir: '' });
  try {
    const db = handle.db;
    await migrateToLatest(db);
    await seedReferenceData(db);
    const users = Math.ceil(ORDERS / PER_USER);
    log(`setup: ${users} users, ${ORDERS} orders of ${AMOUNT} USDT`);
    await sql`insert into users (username, email, password_hash, invite_code, nickname)
      select 'lockup' || i || '@example.com', 'lockup' || i || '@example.com', 'x',
             'LK' || lpad(i::text, 8, '0'), 'Bench'
      from generate_series(1, ${users}::int) i`.execute(db);
    const userIds = (await db.selectFrom('users').select('id').orderBy('id').execute()).map(
      (r) => r.id,
    );
    const funding = String(Number(AMOUNT) * PER_USER);
    await moneyTransaction(db, (trx) =>
      postMany(
        trx,
        userIds.map((id) => ({
          reason: 'adjustment',
          reference: `bench-lockup-fund:${id}`,
          userId: id,
          legs: [
            { holder: { userId: id, accountType: CHANGE }, currencyId: USDT, available: funding },
            { holder: { house: 'adjustments' }, currencyId: USDT, available: `-${funding}` },
          ],
        })),
      ),
    );
    const product = await db
      .insertInto('lockup_products')
      .values({
        name: JSON.stringify({ en: 'Bench lock-up' }),
        yield_source: JSON.stringify({ en: 'Paid by the platform.' }),
        category: 'lock',
        currency_id: USDT,
        daily_rate: '0.0035',
        lock_days: 30,
        min_amount: '1',
        penalty_ratio: '0.004',
        open: true,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const now = Date.now();
    const yesterday = Math.floor(now / DAY) - 1;
    const orders = await sql`insert into lockup_orders
        (user_id, product_id, currency_id, amount, daily_rate, lock_days, penalty_ratio, first_day)
      select u.id, ${product.id}::int, ${USDT}::int, ${AMOUNT}::numeric, 0.0035, 30, 0.004,
             ${yesterday}::int
      from unnest(${userIds}::int[]) u(id), generate_series(1, ${PER_USER}::int)
      limit ${ORDERS}::int
      returning id`.execute(db);
    await moneyTransaction(db, async (trx) => {
      const { rows } = await sql`
        with legs as (
          select 'lockup:' || o.id || ':deposit' as reference, 'lockup_deposit' as reason,
                 o.user_id as posting_user_id, o.id::bigint as seq, x.leg, x.user_id,
                 x.account_type, x.house, o.currency_id, x.delta_available,
                 0::numeric as delta_frozen
          from lockup_orders o
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
    const paid = await accrueLockups(deps, now);
    const seconds = (performance.now() - started) / 1000;
    const yieldPostings = (await countPostings(db, sql)) - postingsBefore;
    const againStarted = performance.now();
    const paidAgain = await accrueLockups(deps, now);
    const againSeconds = (performance.now() - againStarted) / 1000;
    const problems = await checkLedger(db);
    return {
      orders: orders.rows.length,
      users: userIds.length,
      ordersPaid: paid,
      yieldPostings,
      accrualSeconds: Math.round(seconds * 1000) / 1000,
      secondRunPaid: paidAgain,
      secondRunSeconds: Math.round(againSeconds * 1000) / 1000,
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
  console.log(JSON.stringify(await measureLockupAccrual(), null, 2));
