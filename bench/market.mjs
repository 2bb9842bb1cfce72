#!/usr/bin/env node
// Market benchmarks: the sim feed's 30-day backfill on the embedded database (or DATABASE_URL),
// and ticks per second through the in-memory aggregation with a socket listener attached.
// Run from the repository root: node --import tsx bench/market.mjs
import { openDatabase } from '../apps/server/src/db/connect.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { seedReferenceData } from '../apps/server/src/seed/index.ts';
import { MarketRuntime } from '../apps/server/src/market-data/market-runtime.ts';
import { ReplayFeed } from '../apps/server/src/market-data/replay-feed.ts';
import { SimFeed } from '../apps/server/src/market-data/sim-feed.ts';

const log = { info() {}, error: console.error, warn() {}, debug() {} };
const days = Number(process.env.BACKFILL_DAYS ?? 30);

const handle = await openDatabase({
  databaseUrl: process.env.DATABASE_URL ?? 'memory://',
  dataDir: '',
});
await migrateToLatest(handle.db);
await seedReferenceData(handle.db);
await handle.db.deleteFrom('market_candles_1m').execute();

const feed = new SimFeed({ seed: 'bench' });
const market = new MarketRuntime({
  db: handle.db,
  log,
  feed,
  tickRetentionMs: 0,
  candleRetentionMs: 0,
  backfillDays: days,
});
await market.init();
const t0 = performance.now();
await market.start();
const backfill = await market.backfillDone();
const startMs = Math.round(performance.now() - t0);
await market.stop();

// Ingestion: recorded ticks across 18 pairs through the minute/period builders and a listener.
const symbols = feed.symbols;
// After the sim's live ticks (a symbol ignores ticks older than its last one).
const base = Math.ceil((Date.now() + 86_400_000) / 60_000) * 60_000;
const ticks = [];
const N = 200_000;
for (let i = 0; i < N; i++) {
  const s = symbols[i % symbols.length];
  ticks.push({
    symbol: s,
    price: (100 + Math.sin(i / 1000) * 5).toFixed(2),
    volume: '1',
    time: base + Math.floor(i / symbols.length) * 1000,
  });
}
const replay = new ReplayFeed({ ticks, pace: 'manual' });
const ingest = new MarketRuntime({
  db: handle.db,
  log,
  feed: replay,
  tickRetentionMs: 0,
  candleRetentionMs: 0,
  backfillDays: 0,
  flushMs: 60_000,
});
await ingest.init();
let events = 0;
ingest.onUpdate((u) => (events += 1 + u.klines.length));
await ingest.start();
for (let i = 0; i < symbols.length; i++) replay.playNext(); // load each symbol's state from the database first
await ingest.flush();
const t1 = performance.now();
const played = replay.playAll();
const ingestMs = performance.now() - t1;
const t2 = performance.now();
await ingest.flush();
const flushMs = performance.now() - t2;
await ingest.stop();
await handle.close();

console.log(
  JSON.stringify(
    {
      database: handle.kind,
      backfillDays: days,
      backfillCandles: backfill?.candles,
      backfillMs: backfill?.ms,
      startWithBackfillMs: startMs,
      ingestTicks: played,
      ingestTicksPerSecond: Math.round(played / (ingestMs / 1000)),
      eventsBuilt: events,
      flushOfIngestedMs: Math.round(flushMs),
    },
    null,
    2,
  ),
);
