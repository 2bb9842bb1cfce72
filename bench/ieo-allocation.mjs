#!/usr/bin/env node
// The IEO allocation (#17 figures): 100,000 subscriptions of one project on PostgreSQL, allocated
// by the IEO domain's `allocateProject` from apps/server/dist (what the leader's job and the
// operator's trigger run): the commit list read, `ieoRules.allocate` (pro rata, per-user cap, the
// excess shared again), then one statement writing every order and unfreezing every refund with
// set-based postings. Reports the pure allocation alone, the whole run, a second run (nothing
// changes), the listing (tokens credited) and the ledger check.
// Setup through the ledger so the books balance: one user per subscription (one per user and
// project), funded and committed with set-based postings as POST /project/order posts them.
// `npm run build` first. Run from the repository root: node bench/ieo-allocation.mjs
// Env: COMMITS (100000), BENCH_PG_URL (postgres://postgres@127.0.0.1:5432).
import { performance } from 'node:perf_hooks';

import { createPgDatabase, dist } from './money.mjs';

const COMMITS = Number(process.env.COMMITS ?? 100_000);
const BASE = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432';
const USDT = 3;
const CHANGE = 2;
const PRICE = '0.05';
const SUPPLY = '100000000';
const CAP = '20000';
const DAY = 86_400_000;
const log = (...args) => console.error(...args);
const secondsSince = (start) => Math.round(performance.now() - start) / 1000;

export async function measureIeoAllocation() {
  const { openDatabase } = await import(dist('db/connect.js'));
  const { migrateToLatest } = await import(dist('db/migrate.js'));
  const { seedReferenceData } = await import(dist('seed/index.js'));
  const { moneyTransaction } = await import(dist('ledger/transaction.js'));
  const { checkLedger } = await import(dist('ledger/check.js'));
  const { setPostings, SET_POSTINGS_SUMMARY, finishSetPostings } = await import(
    dist('ledger/set-postings.js')
  );
  const { EventBus } = await import(dist('lib/events.js'));
  const { allocateProject, listProject } = await import(dist('domains/ieo/ieo.service.js'));
  const { ieoRules } = await import('@meridian/contract');
  const { sql } = await import('kysely');

  const database = createPgDatabase(BASE, 'ieo');
  const handle = await openDatabase({ databaseUrl: database.url, dataDir: '' });
  try {
    const db = handle.db;
    await migrateToLatest(db);
    await seedReferenceData(db);
    log(`setup: ${COMMITS} users and subscriptions`);
    await sql`insert into users (username, email, password_hash, invite_code, nickname)
      select 'ieo' || i || '@example.com', 'ieo' || i || '@example.com', 'x',
             'IE' || lpad(i::text, 8, '0'), 'Bench'
      from generate_series(1, ${COMMITS}::int) i`.execute(db);
    const now = Date.now();
    const project = await db
      .insertInto('ieo_projects')
      .values({
        name: 'Bench Token (made up)',
        symbol: 'BENCHX',
        token_decimals: 4,
        pay_currency_id: USDT,
        price: PRICE,
        total_supply: SUPPLY,
        user_cap: CAP,
        min_amount: '1',
        start_at: now - 2 * DAY,
        end_at: now - DAY,
        listing_at: now - DAY,
        published: true,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // Every hundredth user applies for 5,000,000 tokens (capped), the others 100 to 13,048.
    await sql`insert into ieo_orders (project_id, user_id, pay_currency_id, price, applied, paid)
      select ${project.id}::int, u.id, ${USDT}::int, ${PRICE}::numeric, a.applied,
             a.applied * ${PRICE}::numeric
      from users u
      cross join lateral (select case when u.id % 100 = 0 then 5000000
                                      else 100 + (u.id % 997) * 13 end::numeric as applied) a`.execute(
      db,
    );
    for (const [reason, ref, legs] of [
      [
        'adjustment',
        'fund',
        sql`(1, o.user_id, ${CHANGE}::smallint, null::text, o.paid, 0::numeric),
            (2, null::int, 0::smallint, 'adjustments'::text, -o.paid, 0::numeric)`,
      ],
      [
        'ieo_commit',
        'commit',
        sql`(1, o.user_id, ${CHANGE}::smallint, null::text, -o.paid, o.paid)`,
      ],
    ]) {
      await moneyTransaction(db, async (trx) => {
        const { rows } = await sql`
          with legs as (
            select 'ieo:' || o.id || ':' || ${ref}::text as reference, ${reason}::text as reason,
                   o.user_id as posting_user_id, o.id::bigint as seq, x.leg, x.user_id,
                   x.account_type, x.house, o.pay_currency_id as currency_id, x.delta_available,
                   x.delta_frozen
            from ieo_orders o
            cross join lateral (values ${legs})
              as x(leg, user_id, account_type, house, delta_available, delta_frozen)
          ), ${setPostings('legs', { distinctLegs: true })}
          select ${SET_POSTINGS_SUMMARY}`.execute(trx);
        finishSetPostings(trx, rows[0]);
      });
    }
    await sql`analyze`.execute(db);

    const commits = (
      await db
        .selectFrom('ieo_orders')
        .select(['id', 'paid', 'applied'])
        .where('project_id', '=', project.id)
        .execute()
    ).map((c) => ({ id: c.id, paid: String(Number(c.paid)), applied: String(Number(c.applied)) }));
    const pureStarted = performance.now();
    const pure = ieoRules.allocate(commits, {
      supply: SUPPLY,
      cap: CAP,
      price: PRICE,
      tokenDecimals: 4,
      payDecimals: 8,
    });
    const pureSeconds = secondsSince(pureStarted);

    const deps = { db, events: new EventBus() };
    const started = performance.now();
    const run = await allocateProject(deps, project.id, now);
    const seconds = secondsSince(started);
    const againStarted = performance.now();
    const again = await allocateProject(deps, project.id, now);
    const againSeconds = secondsSince(againStarted);
    const listStarted = performance.now();
    const listed = await listProject(deps, project.id, now);
    const listSeconds = secondsSince(listStarted);
    const totals = await db
      .selectFrom('ieo_projects')
      .select(['passed_total', 'dust', 'unsold'])
      .where('id', '=', project.id)
      .executeTakeFirstOrThrow();
    const problems = await checkLedger(db);
    return {
      commits: commits.length,
      capped: pure.allocations.filter((a) => a.limited).length,
      passed: String(Number(totals.passed_total)),
      dust: String(Number(totals.dust)),
      pureAllocationSeconds: pureSeconds,
      allocationSeconds: seconds,
      ordersAllocated: run.orders,
      secondRunRan: again.ran,
      secondRunSeconds: againSeconds,
      listingSeconds: listSeconds,
      ordersListed: listed.orders,
      ledgerProblems: problems.length,
    };
  } finally {
    await handle.close();
    database.drop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(await measureIeoAllocation());
}
