import type { FastifyBaseLogger } from 'fastify';

import type { Db } from '../db/database.js';
import * as repo from './market-data.repository.js';
import type { SimFeed } from './sim-feed.js';

const MINUTE = 60_000;
const DAY = 86_400_000;

export interface BackfillResult {
  candles: number;
  ms: number;
}

/**
 * What the backfill of one symbol will write: the minutes in [from, to). `replace` is the newest
 * minute stored before this start, which a stop may have cut short: it is rewritten whole.
 */
export interface BackfillPlan {
  from: number;
  to: number;
  replace: number | undefined;
}

/**
 * The plan of each symbol for the last `days` days up to `target` (a whole minute), given the
 * newest minute each had stored before the live ticks started (`latest`) and the first minute the
 * live feed replays itself (`liveFrom`: that minute is the live feed's to finish, not a cut-short
 * one). Older stored minutes are never changed, so a restart fills only the gap.
 */
export function planBackfill(
  symbols: readonly string[],
  latest: ReadonlyMap<string, number>,
  liveFrom: ReadonlyMap<string, number>,
  target: number,
  days: number,
): Map<string, BackfillPlan> {
  const earliest = target - days * DAY;
  const plans = new Map<string, BackfillPlan>();
  for (const symbol of symbols) {
    const stored = latest.get(symbol);
    const cutShort =
      stored !== undefined &&
      stored >= earliest &&
      stored < target &&
      stored < (liveFrom.get(symbol) ?? target)
        ? stored
        : undefined;
    const from = Math.max(earliest, stored === undefined ? earliest : stored + MINUTE);
    plans.set(symbol, { from: cutShort ?? from, to: target, replace: cutShort });
  }
  return plans;
}

/**
 * Fills in the sim feed's 1-minute candles per `plans`, from the same walk the live ticks come
 * from (so the chart is continuous), newest day first across all symbols: the last day of every
 * chart and the 24 h figures are whole within the first steps. Runs beside the live feed: minutes
 * the live feed also writes get the same values from the same walk, and `keep` leaves them as the
 * live feed wrote them. `progress(dayStart)` is called once every minute at or after `dayStart`
 * in every plan is stored.
 */
export async function backfillSimHistory(
  db: Db,
  feed: SimFeed,
  plans: ReadonlyMap<string, BackfillPlan>,
  options: {
    isStopping: () => boolean;
    log: FastifyBaseLogger;
    progress?: (dayStart: number) => void;
  },
): Promise<BackfillResult> {
  const started = performance.now();
  let candles = 0;
  let batch: repo.CandleInsert[] = [];
  const write = async () => {
    if (batch.length === 0) return;
    await repo.upsertMinuteCandles(db, batch, 'keep');
    candles += batch.length;
    batch = [];
  };
  for (const [symbol, plan] of plans) {
    if (plan.replace === undefined || options.isStopping()) continue;
    const day = Math.floor(plan.replace / DAY);
    const minute = (plan.replace - day * DAY) / MINUTE;
    await repo.upsertMinuteCandles(
      db,
      feed.minuteCandles(symbol, day, minute, minute + 1).map((c) => ({ symbol, ...c })),
      'replace',
    );
  }
  const plansList = [...plans.values()];
  if (plansList.length > 0) {
    const lastDay = Math.floor((Math.max(...plansList.map((p) => p.to)) - 1) / DAY);
    const firstDay = Math.floor(Math.min(...plansList.map((p) => p.from)) / DAY);
    for (let day = lastDay; day >= firstDay && !options.isStopping(); day--) {
      for (const [symbol, plan] of plans) {
        const from = Math.max(plan.from, day * DAY);
        const to = Math.min(plan.to, (day + 1) * DAY);
        if (from >= to) continue;
        const fromMinute = (from - day * DAY) / MINUTE;
        const toMinute = (to - day * DAY) / MINUTE;
        for (const c of feed.minuteCandles(symbol, day, fromMinute, toMinute))
          batch.push({ symbol, ...c });
        // One symbol's day per INSERT (at most 1,440 rows), then requests and live ticks get a
        // turn: the backfill runs beside a market that is already trading.
        await write();
        await new Promise((resolve) => setImmediate(resolve));
      }
      options.progress?.(day * DAY);
    }
  }
  const ms = Math.round(performance.now() - started);
  if (candles > 0) options.log.info({ candles, ms }, 'market history backfilled');
  return { candles, ms };
}
