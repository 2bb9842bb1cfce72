import type { CandleView, KlinePeriod } from '@meridian/contract';
import { describe, expect, it } from 'vitest';

import { planBackfill } from './backfill.js';
import { CandleSeries, SERIES_CANDLES, candleJson, seriesStart } from './chart-cache.js';
import { aggregateCandles, periodStart } from './periods.js';

const MINUTE = 60_000;
const DAY = 86_400_000;
const T0 = Date.parse('2024-06-30T20:00:00Z');

/** A minute of made-up prices (decimal strings as the database answers them, plain). */
const minute = (i: number): CandleView => {
  const p = 100 + ((i * 37) % 90);
  return {
    time: T0 + i * MINUTE,
    open: `${p}.5`,
    high: `${p + 3}.25`,
    low: `${p - 2}`,
    close: `${p + 1}`,
    volume: `${(i % 7) + 1}.125`,
  };
};

const json = (rows: CandleView[]) => `[${rows.map(candleJson).join(',')}]`;

describe('CandleSeries', () => {
  it('answers what aggregating every minute answers, as minutes close, past the point it forgets old rows', () => {
    const minutes = Array.from({ length: 2 * SERIES_CANDLES + 300 }, (_, i) => minute(i));
    for (const period of ['1min', '15min', '4hour'] as KlinePeriod[]) {
      const stored = minutes.slice(0, 500);
      const series = new CandleSeries(period, T0, aggregateCandles(stored, period));
      for (let i = 500; i < minutes.length - 1; i++) {
        series.addMinute(minutes[i]!);
        if (i % 997 !== 0 && i !== minutes.length - 2) continue;
        const live = minutes[i + 1]!;
        const all = aggregateCandles(minutes.slice(0, i + 2), period);
        const end = periodStart(live.time, period) + 1;
        const start = Math.max(series.from, periodStart(live.time - 300 * MINUTE, period));
        expect(series.answer(start, end, live), `${period} at ${i}`).toBe(
          json(all.filter((c) => c.time >= start && c.time < end)),
        );
      }
      // 1-minute rows passed twice SERIES_CANDLES: the oldest were forgotten.
      if (period === '1min') expect(series.from).toBeGreaterThan(T0);
    }
  });

  it('starts a series a whole number of candles back, on candle boundaries', () => {
    const t = Date.parse('2024-06-05T13:47:12Z');
    expect(seriesStart(t, '1min', 10)).toBe(Date.parse('2024-06-05T13:37:00Z'));
    expect(seriesStart(t, '1week', 1)).toBe(Date.parse('2024-05-27T00:00:00Z'));
    expect(seriesStart(t, '1mon', 7)).toBe(Date.parse('2023-11-01T00:00:00Z'));
  });
});

describe('planBackfill', () => {
  const target = Date.parse('2024-06-30T12:00:00Z');
  it('fills the whole window on a first start', () => {
    const plans = planBackfill(['BTC/USDT'], new Map(), new Map([['BTC/USDT', target]]), target, 2);
    expect(plans.get('BTC/USDT')).toEqual({
      from: target - 2 * DAY,
      to: target,
      replace: undefined,
    });
  });

  it('rewrites a minute a stop cut short, unless the live feed goes on with it', () => {
    const stored = target - 30 * MINUTE;
    const cut = planBackfill(
      ['BTC/USDT'],
      new Map([['BTC/USDT', stored]]),
      new Map([['BTC/USDT', target - 10 * MINUTE]]),
      target,
      2,
    );
    expect(cut.get('BTC/USDT')).toEqual({ from: stored, to: target, replace: stored });
    const continued = planBackfill(
      ['BTC/USDT'],
      new Map([['BTC/USDT', stored]]),
      new Map([['BTC/USDT', stored]]),
      target,
      2,
    );
    expect(continued.get('BTC/USDT')).toEqual({
      from: stored + MINUTE,
      to: target,
      replace: undefined,
    });
  });
});
