#!/usr/bin/env node
// Engine benchmarks (issue #5), in process on the built server (apps/server/dist), on the
// embedded database (memory:// PGlite) and on PostgreSQL (a fresh database created and dropped
// here).
//
// 1. Triggers: TRIGGERS open spot limit buys spread over 20 pairs (the 11 listed coins plus 9
//    bench-only pairs, all priced at 100 by a manual replay feed), USERS users, limit prices
//    evenly between 50 and 99.99, funds frozen through ledger postings. The app starts, the
//    engine loads them (timed), then one tick per pair at the same instant drops every price to
//    the level that crosses CROSS of them (10 %). Timed: from the ticks to every crossed order
//    filled (spot_orders status 2, set-based fills by the spot module) — and the ledger check
//    afterwards (timed separately).
// 2. Options: OPTIONS option orders on BTC/USDT expiring in the same second (USERS users, stakes
//    already in the options pool through postings). One tick after that second; timed until
//    every order is settled (status 3) — then the ledger check.
// `npm run build` first. Run from the repository root: node bench/engine.mjs
// Env: TRIGGERS (100000), OPTIONS (10000), USERS (200), ONLY (triggers | options),
//      BENCH_PG_URL (postgres://postgres@127.0.0.1:5432; 'none' skips PostgreSQL).
//      OPTIONS_LEAD_MS (20000: how far ahead of their creation the options expire).
import os from 'node:os';
import { pathToFileURL } from 'node:url';
import path from 'node:path';

import { createPgDatabase, pgBaseUrl } from './money.mjs';

const root = path.resolve(import.meta.dirname, '..');
const dist = (file) => pathToFileURL(path.join(root, 'apps/server/dist', file)).href;
const TRIGGERS = Number(process.env.TRIGGERS ?? 100_000);
const OPTIONS = Number(process.env.OPTIONS ?? 10_000);
const USERS = Number(process.env.USERS ?? 200);
const PAIRS = 20;
const USDT = 3;
const log = (...args) => console.error(...args);

/** A migrated database with reference data, 9 extra pairs and USERS users; answers their ids. */
async function prepare(databaseUrl) {
  const { openDatabase } = await import(dist('db/connect.js'));
  const { migrateToLatest } = await import(dist('db/migrate.js'));
  const { seedReferenceData } = await import(dist('seed/index.js'));
  const handle = await openDatabase({ databaseUrl, dataDir: '' });
  const db = handle.db;
  await migrateToLatest(db);
  await seedReferenceData(db);
  for (let i = 0; i < PAIRS - 11; i++) {
    const id = 100 + i;
    await db
      .insertInto('currencies')
      .values({
        id,
        name: `BENCH${i}`,
        full_name: `Bench ${i}`,
        networks: '[]',
        type: 'crypto',
        reference_price: '100',
      })
      .execute();
    await db
      .insertInto('currency_matches')
      .values({
        id,
        currency_id: id,
        legal_id: USDT,
        symbol: `BENCH${i}/USDT`,
        category: 'crypto',
        sort: id,
        lot_size: '1',
        leverages: '[10]',
        fee_rate: '0.001',
        spread: '0',
        price_precision: 2,
        amount_precision: 4,
      })
      .execute();
  }
  const users = await db
    .insertInto('users')
    .values(
      Array.from({ length: USERS }, (_, i) => ({
        username: `bench${i}@example.com`,
        email: `bench${i}@example.com`,
        password_hash: 'x',
        invite_code: `BE${String(i).padStart(6, '0')}`,
        nickname: 'Bench',
      })),
    )
    .returning('id')
    .execute();
  return { handle, db, userIds: users.map((u) => u.id) };
}

async function startApp(db, symbols) {
  const { loadConfig } = await import(dist('config.js'));
  const { buildApp } = await import(dist('app.js'));
  const { ReplayFeed } = await import(dist('market-data/replay-feed.js'));
  const now = Date.now();
  // One tick per pair at 100 now, one queued an hour ahead so prices count as live.
  const feed = new ReplayFeed({
    pace: 'manual',
    ticks: symbols.flatMap((symbol) => [
      { symbol, price: '100', volume: '1', time: now - 1000 },
      { symbol, price: '100', volume: '1', time: now + 3_600_000 },
    ]),
  });
  const config = { ...loadConfig({}), webDistDir: '/nonexistent', marketBackfillDays: 0 };
  const t0 = performance.now();
  const app = await buildApp({ config, db, feed, logger: false });
  await app.ready();
  await app.engine.whenLeading();
  const loadMs = Math.round(performance.now() - t0);
  await app.market.start();
  for (let i = 0; i < symbols.length; i++) feed.playNext();
  await waitFor(async () => symbols.every((s) => app.market.quotation(s)?.now_price === '100'));
  await app.engine.idle();
  return { app, feed, loadMs };
}

async function waitFor(check, timeoutMs = 600_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 5));
  }
  throw new Error('timed out');
}

async function ledgerCheckMs(db) {
  const { checkLedger } = await import(dist('ledger/check.js'));
  const t = performance.now();
  const problems = await checkLedger(db);
  return {
    ledgerCheck:
      problems.length === 0 ? 'clean' : `FAILED: ${JSON.stringify(problems).slice(0, 300)}`,
    ledgerCheckMs: Math.round(performance.now() - t),
  };
}

async function triggersRun(label, databaseUrl) {
  const { db, handle, userIds } = await prepare(databaseUrl);
  const { postMany } = await import(dist('ledger/ledger.js'));
  const { moneyTransaction } = await import(dist('ledger/transaction.js'));
  try {
    const pairs = await db
      .selectFrom('currency_matches')
      .select(['id', 'symbol'])
      .where('open_coin_trade', '=', true)
      .where('category', '=', 'crypto')
      .orderBy('id')
      .execute();
    if (pairs.length !== PAIRS)
      throw new Error(`expected ${PAIRS} spot pairs, found ${pairs.length}`);
    // Order i: pair i % 20, user i % USERS, 1 unit at a price in (50, 99.99].
    const perPair = TRIGGERS / PAIRS;
    const priceOf = (k) => (50 + (49.99 * (k + 1)) / perPair).toFixed(2);
    const orders = Array.from({ length: TRIGGERS }, (_, i) => {
      const pair = pairs[i % PAIRS];
      const price = priceOf(Math.floor(i / PAIRS));
      return {
        user_id: userIds[i % USERS],
        match_id: pair.id,
        symbol: pair.symbol,
        type: 1,
        order_type: 'limit',
        target_price: price,
        amount: '1',
        frozen_currency_id: USDT,
        frozen_amount: price,
        fee_rate: '0.001',
      };
    });
    const frozenByUser = new Map();
    for (const o of orders)
      frozenByUser.set(
        o.user_id,
        (frozenByUser.get(o.user_id) ?? 0) + Math.round(Number(o.frozen_amount) * 100),
      );
    await moneyTransaction(db, (trx) =>
      postMany(
        trx,
        [...frozenByUser].map(([userId, cents]) => ({
          reason: 'spot_order',
          reference: `bench-freeze:${userId}`,
          userId,
          legs: [
            {
              holder: { userId, accountType: 2 },
              currencyId: USDT,
              frozen: (cents / 100).toFixed(2),
            },
            {
              holder: { house: 'adjustments' },
              currencyId: USDT,
              available: `-${(cents / 100).toFixed(2)}`,
            },
          ],
        })),
      ),
    );
    for (let i = 0; i < orders.length; i += 5000)
      await db
        .insertInto('spot_orders')
        .values(orders.slice(i, i + 5000))
        .execute();
    log(`[engine] ${label}: ${TRIGGERS} limit orders on ${PAIRS} pairs ready`);

    const { app, feed, loadMs } = await startApp(
      db,
      pairs.map((p) => p.symbol),
    );
    const loaded = app.engine.stats().triggers;
    // The price that crosses the top 10 % of every pair's buys: at or below the 90th percentile.
    const cross = Math.round(TRIGGERS * 0.1);
    const jumpPrice = priceOf(perPair - cross / PAIRS);
    const time = Date.now();
    const t0 = performance.now();
    for (const p of pairs) feed.push({ symbol: p.symbol, price: jumpPrice, volume: '1', time });
    await waitFor(async () =>
      pairs.every((p) => app.market.quotation(p.symbol)?.feed.last_tick_at === time),
    );
    await app.engine.idle();
    const executedMs = Math.round(performance.now() - t0);
    const filled = Number(
      (
        await db
          .selectFrom('spot_orders')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('status', '=', 2)
          .executeTakeFirstOrThrow()
      ).n,
    );
    const open = Number(
      (
        await db
          .selectFrom('spot_orders')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('status', '=', 1)
          .executeTakeFirstOrThrow()
      ).n,
    );
    const check = await ledgerCheckMs(db);
    await app.close();
    return {
      database: handle.kind,
      triggersLoaded: loaded,
      engineLoadMs: loadMs,
      jumpPrice,
      crossedExpected: cross,
      filled,
      stillOpen: open,
      executedMs,
      ...check,
    };
  } finally {
    await handle.close();
  }
}

async function optionsRun(label, databaseUrl) {
  const started = performance.now();
  const { db, handle, userIds } = await prepare(databaseUrl);
  const { postMany } = await import(dist('ledger/ledger.js'));
  const { moneyTransaction } = await import(dist('ledger/transaction.js'));
  try {
    // Far enough ahead that the app has started (and seen a tick before it) on a busy machine.
    const expiresAt = Date.now() + Number(process.env.OPTIONS_LEAD_MS ?? 20_000);
    const orders = Array.from({ length: OPTIONS }, (_, i) => ({
      user_id: userIds[i % USERS],
      match_id: 1,
      symbol: 'BTC/USDT',
      currency_id: USDT,
      type: i % 2 === 0 ? 1 : 2,
      seconds: 60,
      number: '10',
      profit_ratio: '0.85',
      open_price: '100',
      open_time: expiresAt - 60_000,
      expires_at: expiresAt - (i % 1000),
    }));
    // The stakes are already in the options pool (as after /microtrade/submit).
    await moneyTransaction(db, (trx) =>
      postMany(trx, [
        {
          reason: 'option_stake',
          reference: 'bench-stakes',
          legs: [
            {
              holder: { house: 'options_pool' },
              currencyId: USDT,
              available: String(10 * OPTIONS),
            },
            { holder: { house: 'adjustments' }, currencyId: USDT, available: `-${10 * OPTIONS}` },
          ],
        },
        // The pool can pay every win.
        {
          reason: 'adjustment',
          reference: 'bench-pool',
          legs: [
            {
              holder: { house: 'options_pool' },
              currencyId: USDT,
              available: String(20 * OPTIONS),
            },
            { holder: { house: 'adjustments' }, currencyId: USDT, available: `-${20 * OPTIONS}` },
          ],
        },
      ]),
    );
    for (let i = 0; i < orders.length; i += 5000)
      await db
        .insertInto('option_orders')
        .values(orders.slice(i, i + 5000))
        .execute();
    log(`[engine] ${label}: ${OPTIONS} options expiring within one second ready`);
    const { app, feed, loadMs } = await startApp(db, ['BTC/USDT']);
    const loaded = app.engine.stats().dues;
    // Half the orders win (up, the price rose to 101); the tick that decides them is in the memory.
    feed.push({ symbol: 'BTC/USDT', price: '101', volume: '1', time: expiresAt - 1500 });
    await waitFor(
      async () => app.market.quotation('BTC/USDT')?.feed.last_tick_at === expiresAt - 1500,
    );
    await app.engine.idle();
    while (Date.now() <= expiresAt) await new Promise((r) => setTimeout(r, 5));
    const loadAverage = os.loadavg().map((l) => Number(l.toFixed(2)));
    const t0 = performance.now();
    const cpu0 = process.cpuUsage();
    feed.push({ symbol: 'BTC/USDT', price: '101', volume: '1', time: expiresAt + 1 });
    await waitFor(
      async () => app.market.quotation('BTC/USDT')?.feed.last_tick_at === expiresAt + 1,
    );
    await app.engine.idle();
    const settledMs = Math.round(performance.now() - t0);
    // CPU of this process (Node, and PGlite's database too when embedded) while settling.
    const cpu = process.cpuUsage(cpu0);
    const settleCpuMs = Math.round((cpu.user + cpu.system) / 1000);
    const settled = Number(
      (
        await db
          .selectFrom('option_orders')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('status', '=', 3)
          .executeTakeFirstOrThrow()
      ).n,
    );
    const check = await ledgerCheckMs(db);
    await app.close();
    return {
      database: handle.kind,
      duesLoaded: loaded,
      engineLoadMs: loadMs,
      settled,
      settledMs,
      settleCpuMs,
      ...check,
      loadAverage,
      wallMs: Math.round(performance.now() - started),
    };
  } finally {
    await handle.close();
  }
}

export async function measureEngine() {
  const results = {};
  const base = pgBaseUrl();
  for (const [label, run] of [
    ['triggers', triggersRun],
    ['options', optionsRun],
  ].filter(([label]) => !process.env.ONLY || process.env.ONLY === label)) {
    results[label] = { pglite: await run(`${label} pglite`, 'memory://') };
    log(`[engine] ${label} pglite: ${JSON.stringify(results[label].pglite)}`);
    if (base) {
      const database = createPgDatabase(base, `engine_${label}`);
      try {
        results[label].postgres = await run(`${label} postgres`, database.url);
        log(`[engine] ${label} postgres: ${JSON.stringify(results[label].postgres)}`);
      } finally {
        database.drop();
      }
    }
  }
  return results;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(JSON.stringify(await measureEngine(), null, 2));
  process.exit(0);
}
