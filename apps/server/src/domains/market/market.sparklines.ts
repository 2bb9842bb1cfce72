import { plain } from '../../market-data/market-runtime.js';
import { periodStart } from '../../market-data/periods.js';
import type { MarketDeps } from './market.service.js';
import * as repo from './market.repository.js';

const HOUR = 3_600_000;
/** Closed hours each sparkline shows; the live price is its last point. */
export const SPARKLINE_HOURS = 23;
/** How long the closed hours are reused before they are read again (the backfill may add some). */
const TTL_MS = 60_000;

/** A pair's 24 h trend: hourly closes, oldest first, the last one the current price. */
export interface SparklineView {
  symbol: string;
  closes: string[];
}

interface Cached {
  hour: number;
  at: number;
  closes: Map<string, string[]>;
}

/**
 * GET /market/sparklines: every listed pair's 24 h trend in one answer. The closed hours come
 * from one SQL statement, kept for a minute and for the hour at most, so a call costs at most one
 * statement however many pairs are listed; the live price is joined from the market's ticker.
 */
export function sparklineReader(deps: MarketDeps) {
  let cached: Cached | undefined;
  let reading: Promise<Cached> | undefined;

  async function read(hour: number, now: number): Promise<Cached> {
    const rows = await repo.hourlyCloses(deps.db, hour - SPARKLINE_HOURS * HOUR, hour);
    const closes = new Map<string, string[]>();
    for (const row of rows) {
      const list = closes.get(row.symbol) ?? [];
      list.push(plain(row.close));
      closes.set(row.symbol, list);
    }
    return { hour, at: now, closes };
  }

  async function closedHours(now: number): Promise<Cached> {
    const hour = periodStart(now, '60min');
    if (cached && cached.hour === hour && now - cached.at < TTL_MS) return cached;
    // Callers arriving while the statement runs share it.
    reading ??= read(hour, now).finally(() => (reading = undefined));
    cached = await reading;
    return cached;
  }

  return async (now = Date.now()): Promise<SparklineView[]> => {
    const { closes } = await closedHours(now);
    return deps.market.quotations().map((q) => ({
      symbol: q.symbol,
      closes: [...(closes.get(q.symbol) ?? []), ...(q.now_price === null ? [] : [q.now_price])],
    }));
  };
}
