import { toMoney, type CandleView, type KlinePeriod } from '@meridian/contract';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** 1970-01-01 was a Thursday; the first Monday 00:00 UTC is 4 days later. */
const FIRST_MONDAY = 4 * DAY;

/** Fixed period lengths in ms; `1mon` is a calendar month and has none. */
export const PERIOD_MS: Record<Exclude<KlinePeriod, '1mon'>, number> = {
  '1min': MINUTE,
  '5min': 5 * MINUTE,
  '15min': 15 * MINUTE,
  '30min': 30 * MINUTE,
  '60min': HOUR,
  '4hour': 4 * HOUR,
  '1day': DAY,
  '1week': 7 * DAY,
};

/**
 * Start (ms) of the candle of `period` containing `time`, on UTC boundaries: weeks start on
 * Monday, months on the 1st. E.g. 2024-06-05T13:47Z → 4hour 12:00Z, 1week Mon 2024-06-03,
 * 1mon 2024-06-01.
 */
export function periodStart(time: number, period: KlinePeriod): number {
  if (period === '1mon') {
    const d = new Date(time);
    return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
  }
  const size = PERIOD_MS[period];
  const offset = period === '1week' ? FIRST_MONDAY : 0;
  return Math.floor((time - offset) / size) * size + offset;
}

/** Start (ms) of the candle after the one starting at `start`. */
export function nextPeriodStart(start: number, period: KlinePeriod): number {
  if (period === '1mon') {
    const d = new Date(start);
    return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
  }
  return start + PERIOD_MS[period];
}

/** How many candles of `period` the range [from, to] (ms) touches, e.g. 0..59 min at 15min → 4. */
export function countPeriods(from: number, to: number, period: KlinePeriod): number {
  if (period === '1mon') {
    const a = new Date(from);
    const b = new Date(to);
    return (b.getUTCFullYear() - a.getUTCFullYear()) * 12 + b.getUTCMonth() - a.getUTCMonth() + 1;
  }
  return Math.floor((periodStart(to, period) - periodStart(from, period)) / PERIOD_MS[period]) + 1;
}

/**
 * Candles of `period` from 1-minute candles, exactly: open of the first minute, close of the
 * last, highest high, lowest low, summed volume; a period with no minutes has no candle (gaps
 * stay gaps). Input in any order; output ascending by time.
 * E.g. 1-minute (o,h,l,c,v) 10:00 (10,12,9,11,1), 10:01 (11,15,11,14,2) → 5min 10:00 (10,15,9,14,3).
 */
export function aggregateCandles(
  minutes: readonly CandleView[],
  period: KlinePeriod,
): CandleView[] {
  const sorted = [...minutes].sort((a, b) => a.time - b.time);
  const out: CandleView[] = [];
  let current:
    | {
        time: number;
        open: string;
        high: ReturnType<typeof toMoney>;
        low: ReturnType<typeof toMoney>;
        close: string;
        volume: ReturnType<typeof toMoney>;
      }
    | undefined;
  const flush = () => {
    if (!current) return;
    out.push({
      time: current.time,
      open: current.open,
      high: current.high.toFixed(),
      low: current.low.toFixed(),
      close: current.close,
      volume: current.volume.toFixed(),
    });
  };
  for (const m of sorted) {
    const start = periodStart(m.time, period);
    if (!current || current.time !== start) {
      flush();
      current = {
        time: start,
        open: m.open,
        high: toMoney(m.high),
        low: toMoney(m.low),
        close: m.close,
        volume: toMoney(m.volume),
      };
      continue;
    }
    const high = toMoney(m.high);
    const low = toMoney(m.low);
    if (high.greaterThan(current.high)) current.high = high;
    if (low.lessThan(current.low)) current.low = low;
    current.close = m.close;
    current.volume = current.volume.plus(m.volume);
  }
  flush();
  return out;
}

/**
 * The percentage change from `open` to `last` with 2 decimals, e.g. 100 → 101.5 is "1.50";
 * null when there is no open price.
 */
export function changePercent(open: string | null, last: string | null): string | null {
  if (!open || !last || toMoney(open).isZero()) return null;
  return toMoney(last).minus(open).dividedBy(open).times(100).toFixed(2);
}
