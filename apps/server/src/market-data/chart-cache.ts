import { toMoney, type CandleView, type KlinePeriod } from '@meridian/contract';

import { PERIOD_MS, periodStart } from './periods.js';

/**
 * Closed candles of one symbol and period kept as JSON text, for /currency/new_timeshar: a
 * request slices the closed part and computes only the candle still open. The rows come from the
 * stored 1-minute candles (the database, once) and then from each minute the market closes, so
 * they are what the SQL aggregation of the same minutes answers (tested byte for byte).
 */

/** Candles of history a series holds at least; at twice this it forgets the older half. */
export const SERIES_CANDLES = 2_000;

/** Open time of the candle `count` candles of `period` before the one containing `time`. */
export function seriesStart(time: number, period: KlinePeriod, count = SERIES_CANDLES): number {
  const start = periodStart(time, period);
  if (period === '1mon') {
    const d = new Date(start);
    return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - count, 1);
  }
  return start - count * PERIOD_MS[period];
}

/** `b` folded into `a` (both whole minutes or candles, `b` later), as the SQL aggregation does. */
export function foldCandle(a: CandleView, b: CandleView): CandleView {
  return {
    time: a.time,
    open: a.open,
    high: toMoney(b.high).greaterThan(a.high) ? b.high : a.high,
    low: toMoney(b.low).lessThan(a.low) ? b.low : a.low,
    close: b.close,
    volume: toMoney(a.volume).plus(b.volume).toFixed(),
  };
}

/** One candle as the route writes it: the keys in CandleView's order. */
export const candleJson = (c: CandleView): string =>
  `{"time":${c.time},"open":${JSON.stringify(c.open)},"high":${JSON.stringify(c.high)},"low":${JSON.stringify(c.low)},"close":${JSON.stringify(c.close)},"volume":${JSON.stringify(c.volume)}}`;

/** Index of the first of the ascending `times` at or after `time`. */
function lowerBound(times: readonly number[], time: number): number {
  let lo = 0;
  let hi = times.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (times[mid]! < time) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

export class CandleSeries {
  /** Candles opening before this are not held (a request reaching further is not served here). */
  from: number;
  #times: number[] = [];
  #json: string[] = [];
  /** The candle of the newest closed minutes, which later minutes may still join. */
  #partial: CandleView | undefined;
  /** The last slice joined, by its indexes (appending rows leaves it valid). */
  #memo: { lo: number; hi: number; text: string } | undefined;
  /** The last answer: the same range and the same live minute (object) answer the same text. */
  #last:
    | { start: number; end: number; live: CandleView | undefined; rows: number; text: string }
    | undefined;

  /**
   * `rows`: the candles of `period` from the stored minutes in [from, x), ascending, where x is
   * the live minute; then `addMinute` for every minute the market closes from x on.
   */
  constructor(
    readonly period: KlinePeriod,
    from: number,
    rows: readonly CandleView[],
  ) {
    this.from = from;
    const last = rows.at(-1);
    for (const row of rows.slice(0, -1)) this.#push(row);
    this.#partial = last;
  }

  /** A closed 1-minute candle, later than every one before. */
  addMinute(minute: CandleView): void {
    this.#last = undefined;
    const bucket = periodStart(minute.time, this.period);
    if (this.#partial && this.#partial.time === bucket) {
      this.#partial = foldCandle(this.#partial, minute);
      return;
    }
    if (this.#partial) this.#push(this.#partial);
    this.#partial = { ...minute, time: bucket };
  }

  #push(row: CandleView) {
    this.#times.push(row.time);
    this.#json.push(candleJson(row));
    if (this.#times.length >= 2 * SERIES_CANDLES) {
      const drop = this.#times.length - SERIES_CANDLES;
      this.#times.splice(0, drop);
      this.#json.splice(0, drop);
      this.from = this.#times[0]!;
      this.#memo = undefined;
    }
  }

  /**
   * The JSON array of the candles opening in [start, end) (`start` a candle boundary at or after
   * `from`), with `live` (the minute being built, if any) joined to the newest candle.
   */
  answer(start: number, end: number, live: CandleView | undefined): string {
    const last = this.#last;
    if (
      last?.start === start &&
      last.end === end &&
      last.live === live &&
      last.rows === this.#times.length
    )
      return last.text;
    const text = this.#answer(start, end, live);
    this.#last = { start, end, live, rows: this.#times.length, text };
    return text;
  }

  #answer(start: number, end: number, live: CandleView | undefined): string {
    const lo = lowerBound(this.#times, start);
    const hi = lowerBound(this.#times, end);
    let closed = '';
    if (hi > lo) {
      if (this.#memo?.lo !== lo || this.#memo.hi !== hi)
        this.#memo = { lo, hi, text: this.#json.slice(lo, hi).join(',') };
      closed = this.#memo.text;
    }
    const tail: CandleView[] = this.#partial ? [this.#partial] : [];
    if (live) {
      const bucket = periodStart(live.time, this.period);
      const newest = tail.at(-1);
      if (newest && newest.time === bucket) tail[tail.length - 1] = foldCandle(newest, live);
      else tail.push({ ...live, time: bucket });
    }
    const open = tail.filter((c) => c.time >= start && c.time < end).map(candleJson);
    if (open.length === 0) return `[${closed}]`;
    return `[${closed}${closed ? ',' : ''}${open.join(',')}]`;
  }
}
