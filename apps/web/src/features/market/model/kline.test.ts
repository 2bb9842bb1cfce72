import { describe, expect, it } from 'vitest';
import { KLINE_PERIOD_ALIASES, KLINE_PERIODS, type CandleView } from '@meridian/contract';

import { candleRange, CHART_PERIODS, mergeCandle, movingAverage } from './kline';

const candle = (time: number, close: number): CandleView => ({
  time,
  open: String(close),
  high: String(close),
  low: String(close),
  close: String(close),
  volume: '1',
});

describe('moving average', () => {
  it('averages the last n closes and starts at the n-th candle', () => {
    const candles = [1, 2, 3, 4].map((c, i) => candle(i * 60_000, c));
    expect(movingAverage(candles, 3)).toEqual([
      { time: 120_000, value: 2 },
      { time: 180_000, value: 3 },
    ]);
  });

  it('has no point with fewer candles than its length', () => {
    expect(movingAverage([candle(0, 5)], 5)).toEqual([]);
  });

  it('matches a direct computation of MA5 over decimal closes', () => {
    const closes = [65000.1, 65010.2, 64990.3, 65020.4, 65005.5, 65030.6];
    const out = movingAverage(
      closes.map((c, i) => candle(i, c)),
      5,
    );
    expect(out).toHaveLength(2);
    expect(out[1]?.value).toBeCloseTo((65010.2 + 64990.3 + 65020.4 + 65005.5 + 65030.6) / 5, 8);
  });
});

describe('periods', () => {
  it('offers the nine periods in order, each a canonical server period', () => {
    expect(CHART_PERIODS.map((p) => p.period)).toEqual([...KLINE_PERIODS]);
  });

  it('maps each button to the period the server reads for its short name', () => {
    const short = ['1m', '5m', '15m', '30m', '1h', '4h', '1D', '1W', '1M'];
    expect(short.map((s) => KLINE_PERIOD_ALIASES[s])).toEqual(CHART_PERIODS.map((p) => p.period));
  });

  it('asks for the last 300 candles of the period in seconds', () => {
    expect(candleRange('1min', 1_717_200_000_000)).toEqual({
      from: 1_717_182_060,
      to: 1_717_200_000,
    });
    expect(candleRange('4hour', 1_717_200_000_000, 10)).toEqual({
      from: 1_717_200_000 - 9 * 14_400,
      to: 1_717_200_000,
    });
  });
});

describe('merging the live candle', () => {
  const series = [candle(0, 1), candle(60_000, 2)];
  it('replaces the candle being built', () => {
    expect(mergeCandle(series, candle(60_000, 3)).map((c) => c.close)).toEqual(['1', '3']);
  });
  it('appends a new candle', () => {
    expect(mergeCandle(series, candle(120_000, 4))).toHaveLength(3);
  });
  it('ignores a late event for an older candle', () => {
    expect(mergeCandle(series, candle(0, 9))).toBe(series);
  });
});
