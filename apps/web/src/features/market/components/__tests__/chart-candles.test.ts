import { describe, expect, it } from 'vitest';
import type { CandleView } from '@meridian/contract';

import { onlyLastChanged, priceLabel, tickLabel, volumeLabel } from '../chart-candles';

const at = (minute: number, close = '1'): CandleView => ({
  time: minute * 60_000,
  open: '1',
  high: '1',
  low: '1',
  close,
  volume: '1',
});

describe('axis labels', () => {
  it("prices carry the pair's decimals and thousands separators", () => {
    expect(priceLabel(65432.1, 2)).toBe('65,432.10');
    expect(priceLabel(0.000123, 6)).toBe('0.000123');
    expect(priceLabel(0.12345, 5)).toBe('0.12345');
  });
  it('volumes are short', () => {
    expect(volumeLabel(1_234_567)).toBe('1.2M');
    expect(volumeLabel(0.5)).toBe('0.5');
  });
  it('time ticks are numeric and local: year, month, day, time', () => {
    const seconds = new Date(2026, 10, 26, 14, 5, 9).getTime() / 1000;
    expect(tickLabel(seconds, 0)).toBe('2026');
    expect(tickLabel(seconds, 1)).toBe('2026-11');
    expect(tickLabel(seconds, 2)).toBe('11-26');
    expect(tickLabel(seconds, 3)).toBe('14:05');
    expect(tickLabel(seconds, 4)).toBe('14:05:09');
  });
});

describe('onlyLastChanged', () => {
  const series = [at(1), at(2), at(3)];
  it('is true when the live candle moved or one new candle began', () => {
    expect(onlyLastChanged(series, [at(1), at(2), at(3, '2')])).toBe(true);
    expect(onlyLastChanged(series, [...series, at(4)])).toBe(true);
  });
  it('is false for a first draw, another window or a different series', () => {
    expect(onlyLastChanged([], series)).toBe(false);
    expect(onlyLastChanged(series, [at(2), at(3), at(4)])).toBe(false);
    expect(onlyLastChanged(series, [at(1), at(2)])).toBe(false);
    expect(onlyLastChanged(series, [at(1), at(2), at(3), at(4), at(5)])).toBe(false);
    expect(onlyLastChanged(series, [at(1), at(5), at(6)])).toBe(false);
    expect(onlyLastChanged(series, [at(1), at(2), at(4)])).toBe(false);
    expect(onlyLastChanged(series, [at(1), at(2), at(5), at(6)])).toBe(false);
  });
});
