import type { FastifyBaseLogger } from 'fastify';

import type { Db } from '../db/database.js';
import * as repo from './market-data.repository.js';
import type { SimFeed } from './sim-feed.js';

const MINUTE = 60_000;
const DAY = 86_400_000;
/** Rows per INSERT: big enough to be set-based, small enough to keep the event loop responsive. */
const BATCH_ROWS = 5_000;

export interface BackfillResult {
  candles: number;
  ms: number;
}

/**
 * Fills in the sim feed's 1-minute candles for the last `days` days up to the current minute,
 * from the same walk the live ticks come from (so the chart is continuous). Each symbol resumes
 * at its newest stored minute, which a stop may have cut short, and rewrites that one whole from
 * the walk; older stored minutes are never changed, so a restart fills only the gap. Runs until
 * it has caught up with the clock (a pass can cross a minute boundary).
 */
export async function backfillSimHistory(
  db: Db,
  feed: SimFeed,
  options: { days: number; now: () => number; isStopping: () => boolean; log: FastifyBaseLogger },
): Promise<BackfillResult> {
  const started = performance.now();
  let candles = 0;
  for (let pass = 0; pass < 5; pass++) {
    const target = Math.floor(options.now() / MINUTE) * MINUTE;
    const written = await backfillPass(db, feed, target, options);
    candles += written;
    if (written === 0 || options.isStopping()) break;
  }
  const ms = Math.round(performance.now() - started);
  if (candles > 0) options.log.info({ candles, ms }, 'market history backfilled');
  return { candles, ms };
}

async function backfillPass(
  db: Db,
  feed: SimFeed,
  target: number,
  options: { days: number; isStopping: () => boolean },
): Promise<number> {
  const latest = new Map(
    (await repo.latestMinutes(db)).map((r) => [r.symbol, Number(r.open_time)]),
  );
  const earliest = target - options.days * DAY;
  let batch: repo.CandleInsert[] = [];
  let written = 0;
  const write = async () => {
    await repo.upsertMinuteCandles(db, batch, 'keep');
    written += batch.length;
    batch = [];
  };
  for (const symbol of feed.symbols) {
    const stored = latest.get(symbol);
    if (stored !== undefined && stored >= earliest && stored < target) {
      const day = Math.floor(stored / DAY);
      const minute = (stored - day * DAY) / MINUTE;
      await repo.upsertMinuteCandles(
        db,
        feed.minuteCandles(symbol, day, minute, minute + 1).map((c) => ({ symbol, ...c })),
        'replace',
      );
    }
    let from = Math.max(earliest, stored === undefined ? earliest : stored + MINUTE);
    while (from < target) {
      if (options.isStopping()) return written;
      const day = Math.floor(from / DAY);
      const dayEnd = Math.min(target, (day + 1) * DAY);
      const fromMinute = (from - day * DAY) / MINUTE;
      const toMinute = (dayEnd - day * DAY) / MINUTE;
      for (const c of feed.minuteCandles(symbol, day, fromMinute, toMinute))
        batch.push({ symbol, ...c });
      if (batch.length >= BATCH_ROWS) await write();
      from = dayEnd;
      // Let requests in between days of computing.
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
  if (batch.length > 0) await write();
  return written;
}
